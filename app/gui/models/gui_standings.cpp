// SPDX-License-Identifier: MIT
#include "app/gui/models/gui_standings.h"

#include "domain/standings/section_standings.h"

#include <QCoreApplication>

namespace gui {

QString standingsErrorText(standings::StandingsError error) {
  switch (error) {
    case standings::StandingsError::AdjournedGame:
      return QCoreApplication::translate("gui::Standings",
                                         "No standings while an adjourned game is unresolved.");
    case standings::StandingsError::NoCompleteRound:
      return QCoreApplication::translate(
          "gui::Standings", "The first round is being played: no standings before its results.");
    case standings::StandingsError::RoundNotComplete:
      return QCoreApplication::translate("gui::Standings",
                                         "That round is not complete: no standings after it yet.");
    case standings::StandingsError::NoRounds:
      break;
  }
  return QCoreApplication::translate("gui::Standings", "No round has been paired yet.");
}

std::expected<reports::StandingsTable, QString> standingsTable(
    const service::PublishedSection& section, int afterRound) {
  auto table = service::standingsTable(section, afterRound);
  if (table) return std::move(*table);
  return std::unexpected(standingsErrorText(table.error()));
}

ShownStandings shownStandings(const service::PublishedSection& section, int afterRound) {
  auto table = service::standingsTable(section, afterRound);
  const int complete = standings::lastCompleteRound(section.state);
  if (!table && table.error() == standings::StandingsError::AdjournedGame && complete > 0)
    return {gui::standingsTable(section, complete),
            QCoreApplication::translate("gui::Standings",
                                        "An adjourned game is unresolved: these are the standings "
                                        "after round %1, the last complete round.")
                .arg(complete)};
  if (table) return {std::move(*table), {}};
  return {std::unexpected(standingsErrorText(table.error())), {}};
}

}  // namespace gui
