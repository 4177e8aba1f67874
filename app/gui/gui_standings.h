// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/published_section.h"
#include "reports/standings_table.h"

#include <QString>

#include <expected>

namespace gui {

// Why there are no standings (an adjourned game, no complete round, ...),
// in the current language.
QString standingsErrorText(standings::StandingsError error);

// The standings the desk shows and exports: service::standingsTable (the
// section's own tie-break list and C.07 edition, after `afterRound`; 0 =
// after the last complete round). Refused, with the reason in the current language, before any
// round is complete or while an adjourned game is unresolved.
std::expected<reports::StandingsTable, QString> standingsTable(
    const service::PublishedSection& section, int afterRound = 0);

}  // namespace gui
