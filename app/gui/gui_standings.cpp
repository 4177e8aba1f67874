// SPDX-License-Identifier: MIT
#include "app/gui/gui_standings.h"

#include "domain/standings/default_tiebreaks.h"
#include "domain/standings/standings.h"
#include "domain/standings/tiebreak_list.h"
#include "reports/standings_adapter.h"

#include <QCoreApplication>

namespace gui {

std::expected<reports::StandingsTable, QString> standingsTable(
    const tournament::TournamentState& state, const tournament::SectionSettings* settings) {
  standings::StandingsOptions options;
  std::vector<standings::TieBreak> tieBreaks = standings::defaultTieBreaks(state.system);
  if (settings != nullptr) {
    if (const auto edition = standings::parseEdition(settings->tieBreakEdition))
      options.edition = *edition;
    // The list was checked when the section was stored; the defaults stand
    // in should an older file hold one that no longer reads.
    if (auto list = standings::sectionTieBreaks(settings->tieBreaks, state.system))
      tieBreaks = std::move(*list);
  }
  const auto table = standings::computeStandings(state, options, tieBreaks);
  if (table) return reports::standingsTable(state, *table);
  switch (table.error()) {
    case standings::StandingsError::AdjournedGame:
      return std::unexpected(QCoreApplication::translate(
          "gui::Standings", "No standings while an adjourned game is unresolved."));
    case standings::StandingsError::NoRounds:
      break;
  }
  return std::unexpected(
      QCoreApplication::translate("gui::Standings", "No round has been paired yet."));
}

}  // namespace gui
