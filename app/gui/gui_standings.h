// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"
#include "reports/standings_table.h"

#include <QString>

#include <expected>

namespace gui {

// The current standings of `state` (reports::currentStandings), or why
// there are none yet, as a sentence in the current language.
std::expected<reports::StandingsTable, QString> standingsTable(
    const tournament::TournamentState& state);

}  // namespace gui
