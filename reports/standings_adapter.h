// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/standings.h"
#include "domain/tournament/tournament_state.h"
#include "reports/standings_table.h"

#include <expected>
#include <string>
#include <vector>

namespace reports {

// The standings of `state` laid out for the documents: ranks, players and
// the values of each tie-break of `table`.
StandingsTable standingsTable(const tournament::TournamentState& state,
                              const standings::Standings& table);

}  // namespace reports
