// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/board_standings.h"
#include "domain/standings/team_standings.h"
#include "domain/tournament/team.h"
#include "domain/tournament/tournament_state.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace cli {

// The team standings as `arbiter standings` prints them for a team event:
// rank, team number, name, match and game points, the tie-breaks.
void printTeamStandingsText(const std::string& title, const tournament::TeamEvent& event,
                            const standings::TeamStandings& table, std::ostream& out);

// The board standings (board prizes): per board the players by
// qualification, performance and percentage, with their team, games,
// points, percentage and performance rating.
void printBoardStandingsText(const std::string& title, const tournament::TournamentState& state,
                             const tournament::TeamEvent& event,
                             const std::vector<standings::BoardStanding>& boards, int rounds,
                             int minimumGames, std::ostream& out);

// The team corpus format (shared/corpus/team-tiebreaks/README.md): header
// "team points_mp points_gp <codes>", then one line per team in team-number
// order; `separator` is '\t' (tsv) or ','. The columns are named by
// `codes`, the tie-break codes as asked (one per tie-break of the table).
void printTeamStandingsColumns(const standings::TeamStandings& table,
                               const std::vector<std::string>& codes, char separator,
                               std::ostream& out);

}  // namespace cli
