// SPDX-License-Identifier: MIT
#include "app/gui/models/gui_standings.h"

#include "domain/standings/section_standings.h"
#include "domain/standings/section_view.h"

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

int roundInProgress(const tournament::TournamentState& state) {
  const int paired = standings::lastPairedRound(state);
  return standings::lastCompleteRound(state) < paired ? paired : 0;
}

namespace {

// The round in progress as it stands, and what it still lacks.
ShownStandings provisional(const service::PublishedSection& section) {
  const int round = roundInProgress(section.state);
  int missing = 0;
  for (const auto& player : section.state.players)
    for (const auto& entry : player.rounds)
      if (entry.color == tournament::Color::White &&
          (entry.result == tournament::RoundResult::Pending ||
           entry.result == tournament::RoundResult::Adjourned))
        ++missing;
  auto table = service::provisionalStandingsTable(section);
  if (!table) return {std::unexpected(standingsErrorText(table.error())), {}};
  return {std::move(*table),
          QCoreApplication::translate(
              "gui::Standings",
              "Provisional: round %1 is being played, %n game(s) still without a result. These "
              "standings count the results entered so far; the standings of record (C.07) come "
              "after a complete round.",
              nullptr, missing)
              .arg(round),
          true};
}

}  // namespace

ShownStandings shownStandings(const service::PublishedSection& section, int afterRound) {
  if (afterRound == ProvisionalRound) return provisional(section);
  auto table = service::standingsTable(section, afterRound);
  const int complete = standings::lastCompleteRound(section.state);
  // No complete round to show (round 1 under way, or its adjourned game
  // unresolved): the round in progress as it stands.
  if (!table && (table.error() == standings::StandingsError::NoCompleteRound ||
                 (table.error() == standings::StandingsError::AdjournedGame && complete == 0 &&
                  roundInProgress(section.state) > 0)))
    return provisional(section);
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
