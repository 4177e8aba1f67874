// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"

#include <string>
#include <utility>
#include <vector>

namespace test_support {

// A player for hand-built tournament states: start number, name, rating
// (0 = unrated) and the round entries (index 0 = round 1).
inline tournament::PlayerRecord makePlayer(int startNumber, std::string name, int rating,
                                           std::vector<tournament::RoundEntry> rounds) {
  tournament::PlayerRecord record;
  record.startNumber = startNumber;
  record.name = std::move(name);
  record.rating = rating;
  record.rounds = std::move(rounds);
  return record;
}

}  // namespace test_support
