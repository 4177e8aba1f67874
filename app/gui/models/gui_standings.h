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

// What the Standings and Crosstable tabs show after `afterRound` (0 = the
// last complete round). While an adjourned game is unresolved there are no
// current standings (the VCL, rules-reference §1.10), but the last complete
// round is the one before the adjourned game's: its standings are shown,
// and `notice` says why they are not the current ones.
// `afterRound` ProvisionalRound asks for the round in progress as its
// results stand (provisional: `notice` says so and what is missing); so
// does 0 while no round is complete (round 1 under way, or its adjourned
// game unresolved), instead of showing nothing.
struct ShownStandings {
  std::expected<reports::StandingsTable, QString> table;
  QString notice;
  bool provisional = false;
};
inline constexpr int ProvisionalRound = -1;
ShownStandings shownStandings(const service::PublishedSection& section, int afterRound);
// The round being played (paired, some games without a result), or 0.
int roundInProgress(const tournament::TournamentState& state);

}  // namespace gui
