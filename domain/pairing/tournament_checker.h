// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/dutch_options.h"
#include "domain/pairing/pairing_checker.h"
#include "domain/tournament/tournament_state.h"

#include <expected>
#include <vector>

namespace pairing {

// A player whose stated points (TRF columns 81-84) are not those of his
// results (C.04.2 3.1 scoring, penalties included).
struct PointsMismatch {
  int player = 0;  // start number
  tournament::HalfPoints stated = 0;
  tournament::HalfPoints fromResults = 0;
};

// A stated rank that does not follow the points: `player` has more points
// (from the results) than `above` but a worse rank.
struct RankInversion {
  int player = 0;
  int above = 0;
};

// The free pairing checker over a whole tournament (C.04.2 1.4; FIDE's
// endorsement checklist): every paired round re-paired from the rounds
// before it and compared, and the stated points and ranks.
struct TournamentCheck {
  std::vector<CheckReport> rounds;  // round 1 to the last paired round
  std::vector<PointsMismatch> points;
  std::vector<RankInversion> ranks;  // empty when the file states no ranks
};

std::expected<TournamentCheck, CheckFailureCode> checkAllRounds(
    const tournament::TournamentState& state, const DutchOptions& options = {});

}  // namespace pairing
