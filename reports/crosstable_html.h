// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"
#include "reports/standings_table.h"

#include <string>

namespace reports {

// The crosstable of rounds 1..table.rounds as an HTML fragment, one line
// per player in the order of `table` (rank order). Each round cell reads
// opponent, colour, result: "12w1" means against the player on line 12,
// with White, won; "7b½", "3w+" (forfeit win), and the TRF letters for byes
// ("U" pairing-allocated, "H", "F", "Z"). Opponents are referred to by their
// line number in this table, as printed crosstables do.
std::string crosstableSection(const tournament::TournamentState& state, const StandingsTable& table,
                              const StandingsLabels& labels = {});

}  // namespace reports
