// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/dubov_pairer.h"
#include "domain/pairing/tournament_generator.h"

#include <optional>

namespace pairing::testing {

// The Dubov engine as the tournament generator's pairer: the next round of
// `state`, or nullopt when it cannot be paired.
inline std::optional<GeneratedRound> pairByDubov(const tournament::TournamentState& state) {
  const auto pairing = pairDubov(state);
  if (!pairing) return std::nullopt;
  GeneratedRound round{{}, pairing->bye};
  for (const auto& b : pairing->boards) round.boards.emplace_back(b.white, b.black);
  return round;
}

}  // namespace pairing::testing
