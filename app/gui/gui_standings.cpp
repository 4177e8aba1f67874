// SPDX-License-Identifier: MIT
#include "app/gui/gui_standings.h"

#include "reports/standings_adapter.h"

#include <QCoreApplication>

namespace gui {

std::expected<reports::StandingsTable, QString> standingsTable(
    const tournament::TournamentState& state) {
  auto table = reports::currentStandings(state);
  if (table) return std::move(*table);
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
