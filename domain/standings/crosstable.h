// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"

#include <optional>
#include <vector>

namespace standings {

// One cell of the crosstable: what a player did in one round.
struct CrosstableCell {
  int opponent = 0;                        // start number, 0 for byes and absences
  std::optional<tournament::Color> color;  // none for byes and absences
  tournament::RoundResult result = tournament::RoundResult::NotPaired;
  tournament::HalfPoints points = 0;        // under the section's scoring
  tournament::HalfPoints runningScore = 0;  // after this round
  // The points were set by a penalty (Laws 12.9.4 / 12.9.5), not by the
  // result: a crosstable marks such a cell.
  bool penaltyScore = false;
};

// One player's line: a cell per round 1..rounds.
struct CrosstableLine {
  int startNumber = 0;
  tournament::HalfPoints score = 0;
  std::vector<CrosstableCell> cells;
};

// The crosstable data of rounds 1..rounds, in start-number order. Rounds a
// player has no entry for are NotPaired.
std::vector<CrosstableLine> crosstable(const tournament::TournamentState& state, int rounds);

}  // namespace standings
