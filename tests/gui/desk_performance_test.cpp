// SPDX-License-Identifier: MIT
// Issue 12's figures: opening a 3000-player, 9-round event file and showing
// its standings (< 1 s), and the refresh after a typed result (< 50 ms), on
// a generated event. The times are printed for the notes; the assertions
// allow for a loaded machine (these are the slow tests, run by CI).
#include "app/gui/language.h"
#include "app/gui/models/event_document.h"
#include "app/gui/views/event_view.h"
#include "app/gui/views/main_window.h"
#include "app/gui/views/round_view.h"
#include "domain/interchange/section_trf.h"
#include "domain/pairing/tournament_generator.h"
#include "persistence/event_repository.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>
#include <QElapsedTimer>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

#include <algorithm>
#include <iostream>
#include <set>

namespace {

constexpr int Players = 3000;
constexpr int Rounds = 9;

// A quick stand-in for a pairing engine: by score, then start number,
// each player takes the next one not met yet (the events' look, not the
// Dutch rules: only the file's size and shape matter here).
std::optional<pairing::GeneratedRound> pairByScore(const tournament::TournamentState& state) {
  const int round = state.roundsRecorded() + 1;
  std::vector<int> available;
  for (const auto& player : state.players)
    if (!state.plannedBye(player.startNumber, round)) available.push_back(player.startNumber);
  std::stable_sort(available.begin(), available.end(), [&](int a, int b) {
    return state.scoreAfter(*state.player(a), round - 1) >
           state.scoreAfter(*state.player(b), round - 1);
  });
  pairing::GeneratedRound paired;
  std::vector<bool> used(state.players.size() + 1, false);
  for (std::size_t i = 0; i < available.size(); ++i) {
    const int a = available[i];
    if (used[a]) continue;
    std::set<int> met;
    for (const auto& entry : state.player(a)->rounds) met.insert(entry.opponent);
    for (std::size_t j = i + 1; j < available.size(); ++j) {
      const int b = available[j];
      if (used[b] || met.contains(b)) continue;
      used[a] = used[b] = true;
      paired.boards.emplace_back(round % 2 ? a : b, round % 2 ? b : a);
      break;
    }
    if (!used[a]) {
      if (paired.bye) return std::nullopt;
      paired.bye = a;
      used[a] = true;
    }
  }
  return paired;
}

QString bigEvent() {
  const std::string path = freshEventPath("desk_3000");
  pairing::GeneratorConfig config;
  config.players = Players;
  config.rounds = Rounds;
  config.seed = 12;
  config.forfeitPercent = 0;
  config.withdrawalPercent = 0;
  auto state = pairing::generateTournament(config, pairByScore);
  EXPECT_TRUE(state.has_value());
  interchange::TrfDocument document;
  document.state = *state;
  document.state.name = "Open";
  auto import = interchange::sectionFromTrf(document, "Open");
  EXPECT_TRUE(import.has_value());
  persistence::EventRepository repository(path, persistence::OpenMode::Create);
  EXPECT_TRUE(repository.apply(tournament::CreateEvent{"Big Open"}, "tester"));
  EXPECT_TRUE(repository.apply(import->action, "tester"));
  return QString::fromStdString(path);
}

}  // namespace

TEST(DeskPerformanceSlow, Opens3000PlayersAndShowsStandingsAndRefreshesAfterAResult) {
  const QString path = bigEvent();
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  gui::MainWindow window(language);
  window.show();
  QCoreApplication::processEvents();
  QElapsedTimer clock;
  clock.start();
  ASSERT_TRUE(window.openPath(path));
  window.eventView()->setCurrentIndex(2);
  QCoreApplication::processEvents();
  const qint64 openMs = clock.elapsed();
  ASSERT_EQ(window.eventView()->standingsView()->model()->rowCount(), Players);
  ASSERT_EQ(window.eventView()->roundChooser()->value(), Rounds);

  // Board 1 of the last round is cleared first (a correction of its final
  // result), so that typing its result asks nothing: the time is from the
  // key to the refreshed views, with the audited transaction
  // (synchronous=FULL) in between.
  ASSERT_TRUE(window.document().apply(
      tournament::EnterResult{"Open", Rounds, 1, tournament::GameResult::Pending, false, true}));
  window.eventView()->setCurrentIndex(1);
  gui::RoundView* round = window.eventView()->roundView();
  round->setFocus();
  round->setCurrentIndex(round->model()->index(0, 0));
  ASSERT_EQ(round->model()->index(0, 0).data().toInt(), 1);
  QElapsedTimer typed;
  typed.start();
  QTest::keyClick(round, '1');
  QCoreApplication::processEvents();
  const qint64 refreshMs = typed.elapsed();
  EXPECT_EQ(round->model()->index(0, 3).data().toString(), QStringLiteral("1-0"));
  std::cout << "[ figures  ] open " << Players << " players x " << Rounds
            << " rounds and show standings: " << openMs
            << " ms; refresh after a typed result: " << refreshMs << " ms\n";
  EXPECT_LT(openMs, 5000);
  EXPECT_LT(refreshMs, 1000);
}
