// SPDX-License-Identifier: MIT
#include "app/service/listed_standings.h"

namespace service {

std::expected<standings::Standings, standings::StandingsError> standingsByList(
    const tournament::TournamentState& state, const std::vector<standings::TieBreak>& tieBreaks) {
  return standings::computeStandings(state, {}, tieBreaks);
}

void recordRanks(tournament::TournamentState& state,
                 const std::vector<standings::TieBreak>& tieBreaks) {
  const auto table = standingsByList(state, tieBreaks);
  if (!table) return;
  for (const auto& row : table->rows) state.players[row.startNumber - 1].recordedRank = row.rank;
}

}  // namespace service
