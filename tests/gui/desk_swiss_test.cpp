// SPDX-License-Identifier: MIT
// A whole 7-round Swiss of 30 players at the desk (issue 12), without the
// command line and without the mouse: the event and its Dutch section made
// in the new-event forms, the 30 players registered in the registration
// form, each round paired from Rounds > Pair the next round and stored with
// Enter, every result typed with the keyboard in the Round tab, then the
// final standings read from the Standings tab and the event file read back.
// The expected values come from the test itself: the points are the sum of
// the results it typed; the structure checks are C.04.3 C1 (no rematch) and
// C4/C.04.1 (everyone paired: 30 players, 15 boards, no bye).
#include "app/gui/dialogs/new_event_dialog.h"
#include "app/gui/dialogs/pair_round_dialog.h"
#include "app/gui/dialogs/player_dialog.h"
#include "app/gui/dialogs/section_dialog.h"
#include "app/gui/language.h"
#include "app/gui/models/event_document.h"
#include "app/gui/models/recent_files.h"
#include "app/gui/views/event_view.h"
#include "app/gui/views/main_window.h"
#include "app/gui/views/round_view.h"
#include "persistence/event_repository.h"
#include "tests/gui/modal.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

#include <map>
#include <set>
#include <utility>

namespace {

using tournament::GameResult;

constexpr int Players = 30;
constexpr int Rounds = 7;

// Half points as the desk prints points: "0", "½", "3", "3½".
QString pointsText(int halfPoints) {
  if (halfPoints == 1) return QStringLiteral("½");
  return QString::number(halfPoints / 2) + (halfPoints % 2 ? QStringLiteral("½") : QString());
}

// The pairing number at the front of a Round tab player cell ("12  Name").
int numberIn(const QModelIndex& cell) {
  return cell.data().toString().split(QLatin1Char(' ')).front().toInt();
}

}  // namespace

TEST(DeskSwiss, ThirtyPlayersSevenRoundsFromRegistrationToFinalStandings) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  gui::RecentFiles::clear();
  gui::MainWindow window(language);
  window.show();
  const QString path = QString::fromStdString(freshEventPath("desk_swiss_thirty"));
  onNextModal<gui::NewEventDialog>([path](gui::NewEventDialog* dialog) {
    QTest::keyClicks(dialog->nameEdit(), QStringLiteral("City Open"));
    QTest::keyClicks(dialog->pathEdit(), path);
    onNextModal<gui::SectionDialog>([](gui::SectionDialog* section) {
      section->nameEdit()->setText(QStringLiteral("Open"));
      section->pairingChooser()->setCurrentIndex(0);  // Dutch Swiss
      section->roundsEdit()->setValue(Rounds);
      clickOk(section->buttons());
    });
    clickOk(dialog->buttons());
  });
  window.newEventAction()->trigger();
  ASSERT_TRUE(window.document().isEventFile());

  // 30 players, typed into the registration form: 选手k rated 2600 - 10k.
  for (int k = 1; k <= Players; ++k) {
    onNextModal<gui::PlayerDialog>([k](gui::PlayerDialog* dialog) {
      // QTest types ASCII only: the Chinese name is inserted as an input method does.
      dialog->nameEdit()->insert(QStringLiteral("选手%1").arg(k));
      dialog->ratingEdit()->setValue(2600 - 10 * k);
      QTest::keyClick(dialog, Qt::Key_Return);
    });
    window.registerPlayerAction()->trigger();
  }
  ASSERT_EQ(window.document().storedSection()->players.size(), std::size_t{Players});

  gui::EventView* view = window.eventView();
  gui::RoundView* roundView = view->roundView();
  std::map<int, int> halfPoints;                    // by pairing number, as typed
  std::map<std::pair<int, int>, GameResult> typed;  // (round, board) -> result
  for (int round = 1; round <= Rounds; ++round) {
    QString verdict;
    onNextModal<gui::PairRoundDialog>([&verdict](gui::PairRoundDialog* dialog) {
      verdict = dialog->verdictLabel()->text();
      QTest::keyClick(dialog, Qt::Key_Return);  // Store the round (the default button)
    });
    window.pairNextRoundAction()->trigger();
    ASSERT_EQ(window.document().storedSection()->rounds.size(), std::size_t(round));
    // The checker's verdict on the engine's round as stored (C.04.2 1.4).
    EXPECT_EQ(verdict, QStringLiteral("Legal: the same pairs and colours as the engine's pairing."))
        << "round " << round;

    view->setCurrentIndex(1);
    ASSERT_EQ(view->roundChooser()->value(), round);
    ASSERT_EQ(roundView->model()->rowCount(), Players / 2) << "round " << round;
    roundView->setFocus();
    roundView->setCurrentIndex(roundView->model()->index(0, 0));
    for (int row = 0; row < Players / 2; ++row) {
      const int white = numberIn(roundView->model()->index(row, 1));
      const int black = numberIn(roundView->model()->index(row, 5));
      const int board = roundView->model()->index(row, 0).data().toInt();
      // White wins, draws or loses by (board + round) mod 3.
      const int rule = (board + round) % 3;
      const char key = rule == 0 ? '1' : rule == 1 ? '=' : '0';
      QTest::keyClick(roundView, key);  // the cursor moves to the next board
      typed[{round, board}] = rule == 0   ? GameResult::WhiteWins
                              : rule == 1 ? GameResult::Draw
                                          : GameResult::BlackWins;
      halfPoints[white] += rule == 0 ? 2 : rule == 1 ? 1 : 0;
      halfPoints[black] += rule == 0 ? 0 : rule == 1 ? 1 : 2;
    }
  }

  // The final standings on the Standings tab: every player's points are
  // the sum of the results typed for him, in non-increasing order.
  view->setCurrentIndex(2);
  QCoreApplication::processEvents();
  EXPECT_EQ(view->standingsHeading()->text(), QStringLiteral("Standings after round 7"));
  QAbstractItemModel* standings = view->standingsView()->model();
  ASSERT_EQ(standings->rowCount(), Players);
  int previous = 2 * Rounds + 1;
  int total = 0;
  std::set<int> listed;
  for (int row = 0; row < Players; ++row) {
    const int number = standings->index(row, 1).data().toInt();
    ASSERT_EQ(halfPoints.count(number), 1u) << "start number " << number;
    EXPECT_EQ(standings->index(row, 6).data().toString(), pointsText(halfPoints[number]))
        << "start number " << number;
    EXPECT_LE(halfPoints[number], previous) << "row " << row;
    previous = halfPoints[number];
    total += halfPoints[number];
    listed.insert(number);
  }
  EXPECT_EQ(listed.size(), std::size_t{Players});
  // Every game gives one point: 7 rounds x 15 boards = 105 points.
  EXPECT_EQ(total, 2 * Rounds * Players / 2);

  // The event file read back: 7 rounds of 15 boards, everyone seated once a
  // round, no pair met twice, the results as typed.
  persistence::EventRepository reader(path.toStdString());
  const auto& section = *reader.event().section("Open");
  EXPECT_EQ(section.players.size(), std::size_t{Players});
  ASSERT_EQ(section.rounds.size(), std::size_t{Rounds});
  std::set<std::pair<int, int>> met;
  for (const auto& round : section.rounds) {
    EXPECT_EQ(round.boards.size(), std::size_t{Players / 2});
    EXPECT_TRUE(round.byes.empty());
    std::set<int> seated;
    for (const auto& board : round.boards) {
      const int white = section.player(board.white)->pairingNumber;
      const int black = section.player(board.black)->pairingNumber;
      seated.insert(white);
      seated.insert(black);
      EXPECT_TRUE(met.insert(std::minmax(white, black)).second)
          << "round " << round.number << ": " << white << " - " << black << " met before";
      EXPECT_EQ(board.result, (typed[{round.number, board.number}]))
          << "round " << round.number << " board " << board.number;
    }
    EXPECT_EQ(seated.size(), std::size_t{Players}) << "round " << round.number;
  }
}
