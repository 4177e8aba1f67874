// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"
#include "reports/standings_table.h"

#include <string>

namespace reports {

// The N×N table of a round robin as an HTML fragment: one line and one
// column per player in the order of `table`; cell (i, j) holds what line i
// scored against line j ("1", "½", "0", "+", "-"; two games in a double
// round robin are written side by side), the diagonal is shaded, then
// points and rank. Names are escaped.
std::string crosstableGridSection(const tournament::TournamentState& state,
                                  const StandingsTable& table, const StandingsLabels& labels = {});

}  // namespace reports
