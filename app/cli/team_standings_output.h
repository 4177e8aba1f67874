// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/team_standings.h"
#include "domain/tournament/team.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace cli {

// The team standings as `arbiter standings` prints them for a team event:
// rank, team number, name, match and game points, the tie-breaks.
void printTeamStandingsText(const std::string& title, const tournament::TeamEvent& event,
                            const standings::TeamStandings& table, std::ostream& out);

// The team corpus format (shared/corpus/team-tiebreaks/README.md): header
// "team points_mp points_gp <codes>", then one line per team in team-number
// order; `separator` is '\t' (tsv) or ','. The columns are named by
// `codes`, the tie-break codes as asked (one per tie-break of the table).
void printTeamStandingsColumns(const standings::TeamStandings& table,
                               const std::vector<std::string>& codes, char separator,
                               std::ostream& out);

}  // namespace cli
