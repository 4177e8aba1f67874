// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/section.h"
#include "domain/tournament/tournament_state.h"
#include "reports/standings_table.h"

#include <QString>

#include <expected>

namespace gui {

// The standings the desk shows: after the last paired round, with the
// section's own tie-break list and C.07 edition when `settings` is given
// (an event file; issue 11: the same list everywhere), otherwise the C.07
// defaults of the pairing system (a TRF file does not say). Refused, with
// the reason in the current language, before any round is paired or while
// an adjourned game is unresolved.
std::expected<reports::StandingsTable, QString> standingsTable(
    const tournament::TournamentState& state,
    const tournament::SectionSettings* settings = nullptr);

}  // namespace gui
