// SPDX-License-Identifier: MIT
// Pairing from the desk (issue 12): Rounds > Pair the next round shows the
// engine's round with the checker's verdict, takes hand edits and stores the
// round through app/service, as `arbiter pair` does.
#include "app/gui/dialogs/pair_round_dialog.h"
#include "app/gui/language.h"
#include "app/gui/models/event_document.h"
#include "app/gui/models/recent_files.h"
#include "app/gui/views/event_view.h"
#include "app/gui/views/main_window.h"
#include "domain/interchange/section_trf.h"
#include "domain/interchange/trf_reader.h"
#include "persistence/event_repository.h"
#include "tests/gui/modal.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>

#include <set>
#include <utility>

namespace {

using tournament::GameResult;

// Event "Open": 30 players rated 2600, 2590, ... 2310 (pairing numbers 1-30
// by rating, C.04.2 art. 2), 7 rounds, Dutch.
QString thirtyPlayers(const std::string& name) {
  const std::string path = freshEventPath(name);
  persistence::EventRepository repository(path, persistence::OpenMode::Create);
  EXPECT_TRUE(repository.apply(tournament::CreateEvent{"Club"}, "tester"));
  tournament::SectionSettings settings;
  settings.name = "Open";
  settings.rounds = 7;
  EXPECT_TRUE(repository.apply(tournament::AddSection{settings}, "tester"));
  tournament::AddPlayers add{"Open", {}};
  for (int i = 0; i < 30; ++i) {
    tournament::Player player;
    player.name = "Player " + std::to_string(i + 1);
    player.ratings.standard = 2600 - 10 * i;
    add.players.push_back(player);
  }
  EXPECT_TRUE(repository.apply(add, "tester"));
  return QString::fromStdString(path);
}

class DeskPairing : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_TRUE(language.apply(QStringLiteral("en")));
    gui::RecentFiles::clear();
  }
  // Rounds > Pair the next round, then `act` on the dialog.
  void pairFromTheMenu(std::function<void(gui::PairRoundDialog*)> act) {
    onNextModal<gui::PairRoundDialog>(std::move(act));
    window.pairNextRoundAction()->trigger();
  }
  gui::Language language;
  gui::MainWindow window{language};
};

}  // namespace

// Seven rounds of a 30-player Swiss paired from the desk and played (a
// result on every board by the rule below), then read back from the file:
// every round has 15 boards and every player plays once (30 is even: no
// bye; C.04.3 C4); no two players meet twice (C1).
TEST_F(DeskPairing, ThirtyPlayersSevenRoundsPairedFromTheDesk) {
  const QString path = thirtyPlayers("desk_pairing_thirty");
  ASSERT_TRUE(window.openPath(path));
  window.show();
  for (int round = 1; round <= 7; ++round) {
    QString verdict;
    pairFromTheMenu([&](gui::PairRoundDialog* dialog) {
      verdict = dialog->verdictLabel()->text();
      dialog->storeButton()->click();
    });
    const auto* section = window.document().storedSection();
    ASSERT_EQ(static_cast<int>(section->rounds.size()), round) << verdict.toStdString();
    EXPECT_EQ(verdict,
              QStringLiteral("Legal: the same pairs and colours as the engine's pairing."));
    tournament::EnterResults results{"Open", round, {}, true};
    for (const auto& board : section->round(round)->boards) {
      // White wins, draws or loses by (board + round) mod 3.
      const int rule = (board.number + round) % 3;
      results.results.push_back({board.number, rule == 0   ? GameResult::WhiteWins
                                               : rule == 1 ? GameResult::Draw
                                                           : GameResult::BlackWins});
    }
    ASSERT_TRUE(window.document().apply(results));
  }
  persistence::EventRepository repository(path.toStdString());
  const auto& section = *repository.event().section("Open");
  ASSERT_EQ(section.rounds.size(), 7u);
  std::set<std::pair<int, int>> met;
  for (const auto& round : section.rounds) {
    EXPECT_EQ(round.boards.size(), 15u);
    EXPECT_TRUE(round.byes.empty());
    std::set<int> seated;
    for (const auto& board : round.boards) {
      seated.insert(board.white);
      seated.insert(board.black);
      EXPECT_TRUE(met.insert(std::minmax(board.white, board.black)).second)
          << "round " << round.number << ": " << board.white << " - " << board.black
          << " met before";
      EXPECT_NE(board.result, GameResult::Pending);
    }
    EXPECT_EQ(seated.size(), 30u);
  }
}

// A hand edit before storing: the colours of board 1 swapped. The checker
// says it differs from the engine's pairing; the round is stored as edited.
TEST_F(DeskPairing, AHandEditIsCheckedAndStoredAsEdited) {
  const QString path = thirtyPlayers("desk_pairing_edit");
  ASSERT_TRUE(window.openPath(path));
  window.show();
  std::pair<int, int> proposed;
  QString verdict;
  pairFromTheMenu([&](gui::PairRoundDialog* dialog) {
    proposed = dialog->pairing().boards.front();
    dialog->swapColours(1);
    verdict = dialog->verdictLabel()->text();
    dialog->storeButton()->click();
  });
  EXPECT_TRUE(verdict.startsWith(QStringLiteral("Legal, but it differs from the engine's pairing")))
      << verdict.toStdString();
  const auto* section = window.document().storedSection();
  ASSERT_EQ(section->rounds.size(), 1u);
  const auto& board = section->rounds.front().boards.front();
  EXPECT_EQ(section->player(board.white)->pairingNumber, proposed.second);
  EXPECT_EQ(section->player(board.black)->pairingNumber, proposed.first);
}

// The explanation is one click away: Explain shows how the engine reached
// round 1. By hand (C.04.3): one bracket of 0 points holding 1-30 in rank
// order, nobody moved down; S1 = 1-15 meets S2 = 16-30 in order, so board k
// is k v 15+k; no player has a colour history, so 5.2.5 decides: the odd
// higher-ranked number gets the initial colour (none drawn: White), the
// even one the other (board 2: 17 has White; board 15: 15 has White).
TEST_F(DeskPairing, TheExplanationIsOneClickAway) {
  const QString path = thirtyPlayers("desk_pairing_explain");
  ASSERT_TRUE(window.openPath(path));
  window.show();
  bool hiddenAtFirst = false;
  bool shownAfterTheClick = false;
  QStringList lines;
  pairFromTheMenu([&](gui::PairRoundDialog* dialog) {
    hiddenAtFirst = !dialog->explanationView()->isVisible();
    dialog->explainButton()->click();
    shownAfterTheClick = dialog->explanationView()->isVisible();
    lines = dialog->explanationView()->toPlainText().split(QLatin1Char('\n'));
    dialog->reject();
  });
  EXPECT_TRUE(hiddenAtFirst);
  EXPECT_TRUE(shownAfterTheClick);
  QStringList residents;
  for (int n = 1; n <= 30; ++n) residents << QString::number(n);
  const QString initial =
      QStringLiteral("the initial colour by the higher-ranked player's number (5.2.5)");
  const QStringList expected{
      QStringLiteral("Round 1: FIDE Dutch system (C.04.3, 2026 edition)"),
      QString(),
      QStringLiteral("Bracket of 0 points"),
      QStringLiteral("  residents: ") + residents.join(QLatin1Char(' ')),
      QStringLiteral("  moved down: –"),
      QStringLiteral("  pair: 1 Player 1 – 16 Player 16"),
      QStringLiteral("  pair: 17 Player 17 – 2 Player 2"),
  };
  ASSERT_GE(lines.size(), expected.size());
  EXPECT_EQ(lines.mid(0, static_cast<int>(expected.size())), expected);
  EXPECT_TRUE(lines.contains(QStringLiteral("  board 1: 1 Player 1 has White: ") + initial));
  EXPECT_TRUE(lines.contains(QStringLiteral("  board 2: 17 Player 17 has White: ") + initial));
  EXPECT_TRUE(lines.contains(QStringLiteral("  board 15: 15 Player 15 has White: ") + initial));
  EXPECT_FALSE(lines.filter(QStringLiteral("floats down")).size() > 0);
  EXPECT_TRUE(window.document().storedSection()->rounds.empty());  // cancelled: nothing stored
}

// A round robin of 7 explains its place in the Berger table (C.05 Annex 1):
// 7 players sit at the 8-player table, number 8 is the bye; round 1 of the
// table is 1-8, 2-7, 3-6, 4-5, so 1 has the bye.
TEST_F(DeskPairing, ARoundRobinExplainsItsPlaceInTheBergerTable) {
  const std::string file = freshEventPath("desk_pairing_explain_berger");
  {
    persistence::EventRepository repository(file, persistence::OpenMode::Create);
    ASSERT_TRUE(repository.apply(tournament::CreateEvent{"Club"}, "tester"));
    tournament::SectionSettings settings;
    settings.name = "Final";
    settings.rounds = 7;
    settings.pairing = tournament::PairingSystem::RoundRobin;
    ASSERT_TRUE(repository.apply(tournament::AddSection{settings}, "tester"));
    tournament::AddPlayers add{"Final", {}};
    for (int i = 1; i <= 7; ++i) {
      tournament::Player player;
      player.name = "P" + std::to_string(i);
      player.ratings.standard = 2400 - 10 * i;
      add.players.push_back(player);
    }
    ASSERT_TRUE(repository.apply(add, "tester"));
  }
  ASSERT_TRUE(window.openPath(QString::fromStdString(file)));
  window.show();
  QStringList lines;
  pairFromTheMenu([&](gui::PairRoundDialog* dialog) {
    dialog->explainButton()->click();
    lines = dialog->explanationView()->toPlainText().split(QLatin1Char('\n'));
    dialog->reject();
  });
  const QString rule = QStringLiteral("the table gives White to the first-named number");
  EXPECT_EQ(lines, (QStringList{
                       QStringLiteral("Round 1: Berger table for 8 players (C.05 Annex 1), cycle "
                                      "1 of 1, round 1 of the cycle."),
                       QStringLiteral("Odd number of players: number 8 is the bye (C.05 Annex 1)."),
                       QStringLiteral("Board 1: 2 P2 (White) – 7 P7 (Black): ") + rule,
                       QStringLiteral("Board 2: 3 P3 (White) – 6 P6 (Black): ") + rule,
                       QStringLiteral("Board 3: 4 P4 (White) – 5 P5 (Black): ") + rule,
                       QStringLiteral("Bye: 1 P1"),
                   }));
}

// Before round 1's results are in, round 2 cannot be paired: the desk says why.
TEST_F(DeskPairing, TheNextRoundWaitsForTheResults) {
  const QString path = thirtyPlayers("desk_pairing_wait");
  ASSERT_TRUE(window.openPath(path));
  window.show();
  pairFromTheMenu([](gui::PairRoundDialog* dialog) { dialog->storeButton()->click(); });
  const auto proposal = window.document().proposeNextRound();
  ASSERT_FALSE(proposal.has_value());
  EXPECT_TRUE(proposal.error().startsWith(QStringLiteral("Round 1 has no result on board 1, 2,")))
      << proposal.error().toStdString();
}

// The standings tab shows the standings after the last complete round, or
// after any earlier round chosen: here a 30-player section after round 2 of
// 2, then after round 1.
TEST_F(DeskPairing, TheStandingsCanBeShownAfterAnyCompleteRound) {
  const QString path = thirtyPlayers("desk_pairing_after_round");
  ASSERT_TRUE(window.openPath(path));
  window.show();
  for (int round = 1; round <= 2; ++round) {
    pairFromTheMenu([](gui::PairRoundDialog* dialog) { dialog->storeButton()->click(); });
    tournament::EnterResults results{"Open", round, {}, true};
    for (const auto& board : window.document().storedSection()->round(round)->boards)
      results.results.push_back({board.number, GameResult::WhiteWins});
    ASSERT_TRUE(window.document().apply(results));
  }
  gui::EventView* view = window.eventView();
  view->setCurrentIndex(2);
  QCoreApplication::processEvents();
  EXPECT_EQ(view->standingsHeading()->text(), QStringLiteral("Standings after round 2"));
  QComboBox* after = view->afterRoundChooser();
  ASSERT_EQ(after->count(), 3);  // the last complete round, 1, 2
  after->setCurrentIndex(after->findData(1));
  emit after->activated(after->currentIndex());
  EXPECT_EQ(view->standingsHeading()->text(), QStringLiteral("Standings after round 1"));
  EXPECT_EQ(view->standingsView()->model()->rowCount(), 30);
}

// A 2017 section's explanation says so and shows the A.9 route: corpus case
// 032 of dutch-2017/ (bbpPairings v5.0.1's answer, worked by hand in
// Dutch2017Rules.ThePenultimateBracketIsRepairedToCompleteAndTheRestCollapses):
// the 5.5-point bracket is the Penultimate Pairing Bracket, and only it.
TEST_F(DeskPairing, A2017ExplanationNamesThePenultimateBracket) {
  QFile corpus(QStringLiteral(ARBITER_CORPUS_DIR "/pairing/dutch/032.trf"));
  ASSERT_TRUE(corpus.open(QIODevice::ReadOnly));
  const QByteArray text = corpus.readAll();
  auto document =
      interchange::readTrf(std::string(text.constData(), static_cast<std::size_t>(text.size())) +
                           "\n192 FIDE_DUTCH_2017\n");
  ASSERT_TRUE(document.has_value());
  auto import = interchange::sectionFromTrf(*document, "Open");
  ASSERT_TRUE(import.has_value());
  const std::string path = freshEventPath("desk_032_2017");
  {
    persistence::EventRepository repository(path, persistence::OpenMode::Create);
    ASSERT_TRUE(repository.apply(tournament::CreateEvent{"Case 032"}, "tester"));
    ASSERT_TRUE(repository.apply(import->action, "tester"));
  }
  ASSERT_TRUE(window.openPath(QString::fromStdString(path)));
  window.show();
  QStringList lines;
  auto refused = std::make_shared<QString>();
  answerNextMessageBox(QMessageBox::Ok, refused);
  pairFromTheMenu([&](gui::PairRoundDialog* dialog) {
    dialog->explainButton()->click();
    lines = dialog->explanationView()->toPlainText().split(QLatin1Char('\n'));
    dialog->reject();
  });
  ASSERT_FALSE(lines.isEmpty()) << refused->toStdString();
  EXPECT_EQ(lines.front(), QStringLiteral("Round 12: FIDE Dutch system (C.04.3, 2017 edition)"));
  const QString route = QStringLiteral(
      "  route: the Penultimate Pairing Bracket, paired again so that the round can be completed "
      "(C.04.3 2017 A.9, C.4); every player left forms the Collapsed Last Bracket");
  EXPECT_EQ(lines.count(route), 1) << lines.join('\n').toStdString();
  const auto at = lines.indexOf(route);
  ASSERT_GE(at, 3);
  EXPECT_EQ(lines[at - 3], QStringLiteral("Bracket of 5½ points"));
  // Every player left is one bracket (A.9), headed as such, from 5 points.
  EXPECT_EQ(lines.count(QStringLiteral(
                "Collapsed Last Bracket (C.04.3 2017 A.9): every player left, from 5 points")),
            1);
}

// Rounds > Pair every section: "Open" (Dutch, 30 players) and "Rapid"
// (Dubov, the same 30) are both paired, each in its own transaction, and
// the summary names them; a second time round 1 has no results, so both are
// refused with the reason and nothing more is stored.
TEST_F(DeskPairing, PairEverySectionPairsEachByItsOwnSystem) {
  const QString path = thirtyPlayers("desk_pair_every_section");
  {
    persistence::EventRepository repository(path.toStdString(), persistence::OpenMode::Existing);
    tournament::SectionSettings settings;
    settings.name = "Rapid";
    settings.rounds = 5;
    settings.pairing = tournament::PairingSystem::DubovSwiss;
    ASSERT_TRUE(repository.apply(tournament::AddSection{settings}, "tester"));
    tournament::AddPlayers add{"Rapid", {}};
    for (int i = 0; i < 30; ++i) {
      tournament::Player player;
      player.name = "Rapid " + std::to_string(i + 1);
      player.ratings.standard = 2600 - 10 * i;
      add.players.push_back(player);
    }
    ASSERT_TRUE(repository.apply(add, "tester"));
  }
  // A file of two sections asks which one to show first.
  onNextModal<QInputDialog>([](QInputDialog* dialog) { dialog->accept(); });
  ASSERT_TRUE(window.openPath(path));
  auto shown = std::make_shared<QString>();
  answerNextMessageBox(QMessageBox::Ok, shown);
  window.pairEverySectionAction()->trigger();
  EXPECT_TRUE(shown->contains(QStringLiteral("Open: round 1 paired, 15 boards.")))
      << shown->toStdString();
  EXPECT_TRUE(shown->contains(QStringLiteral("Rapid: round 1 paired, 15 boards.")))
      << shown->toStdString();
  answerNextMessageBox(QMessageBox::Ok, shown);
  window.pairEverySectionAction()->trigger();
  EXPECT_TRUE(shown->contains(QStringLiteral("Open: Round 1 has no result on board 1, 2")))
      << shown->toStdString();
  persistence::EventRepository stored(path.toStdString(), persistence::OpenMode::Existing);
  EXPECT_EQ(stored.event().section("Open")->rounds.size(), 1u);
  ASSERT_EQ(stored.event().section("Rapid")->rounds.size(), 1u);
  EXPECT_EQ(stored.event().section("Rapid")->rounds[0].boards.size(), 15u);
}
