// SPDX-License-Identifier: MIT
#pragma once

// Standings of a whole tournament by a tie-break list the caller names
// (the demo's printout, the ranks of a generated TRF), rather than a
// section's own rule (published_section.h).

#include "domain/standings/standings.h"
#include "domain/standings/tiebreak.h"
#include "domain/tournament/tournament_state.h"

#include <expected>
#include <vector>

namespace service {

// C.07: by points, then `tieBreaks` in order; tied players share a rank.
std::expected<standings::Standings, standings::StandingsError> standingsByList(
    const tournament::TournamentState& state, const std::vector<standings::TieBreak>& tieBreaks);

// The same ranks written into the players' recorded ranks (TRF columns
// 86-89); the state is left as it is when no standings can be made.
void recordRanks(tournament::TournamentState& state,
                 const std::vector<standings::TieBreak>& tieBreaks);

}  // namespace service
