// SPDX-License-Identifier: MIT
// A whole 8-player round robin under the classic profile at the desk: the
// section made in the new-event forms, the players registered in the
// registration form, results typed in the Round tab, one game adjourned
// with the seal form and then settled by a result typed over the adjourned
// one (Guidelines I.6), and the final standings read from the Standings tab
// and the event file. The rounds are stored as the Berger tables of FIDE
// C.05 Annex 1 give them for 8 players (pairing a round from the desk waits
// for app/service).
#include "app/gui/dialogs/board_chooser.h"
#include "app/gui/dialogs/new_event_dialog.h"
#include "app/gui/dialogs/player_dialog.h"
#include "app/gui/dialogs/seal_dialog.h"
#include "app/gui/dialogs/section_dialog.h"
#include "app/gui/language.h"
#include "app/gui/models/event_document.h"
#include "app/gui/views/event_view.h"
#include "app/gui/views/main_window.h"
#include "app/gui/views/round_view.h"
#include "app/gui/views/start_page.h"
#include "persistence/event_repository.h"
#include "tests/gui/modal.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>

namespace {

// FIDE C.05 Annex 1, Berger tables for 8 players: (White, Black) by round.
constexpr int Berger8[7][4][2] = {
    {{1, 8}, {2, 7}, {3, 6}, {4, 5}}, {{8, 5}, {6, 4}, {7, 3}, {1, 2}},
    {{2, 8}, {3, 1}, {4, 7}, {5, 6}}, {{8, 6}, {7, 5}, {1, 4}, {2, 3}},
    {{3, 8}, {4, 2}, {5, 1}, {6, 7}}, {{8, 7}, {1, 6}, {2, 5}, {3, 4}},
    {{4, 8}, {5, 3}, {6, 2}, {7, 1}},
};

}  // namespace

TEST(DeskRoundRobin, ClassicEightPlayerRoundRobinWithAnAdjournedGame) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  gui::MainWindow window(language);
  window.show();
  const QString path = QString::fromStdString(freshEventPath("desk_round_robin"));
  onNextModal<gui::NewEventDialog>([path](gui::NewEventDialog* dialog) {
    QTest::keyClicks(dialog->nameEdit(), QStringLiteral("Club Championship"));
    QTest::keyClicks(dialog->pathEdit(), path);
    onNextModal<gui::SectionDialog>([](gui::SectionDialog* section) {
      section->nameEdit()->setText(QStringLiteral("Final"));
      section->pairingChooser()->setCurrentIndex(1);  // round robin
      section->roundsEdit()->setValue(7);
      section->rulesChooser()->setCurrentIndex(1);  // classic
      clickOk(section->buttons());
    });
    clickOk(dialog->buttons());
  });
  window.newEventAction()->trigger();
  ASSERT_TRUE(window.document().isEventFile());
  // Eight players, registered in rating order so that pairing numbers are 1..8.
  for (int n = 1; n <= 8; ++n) {
    onNextModal<gui::PlayerDialog>([n](gui::PlayerDialog* dialog) {
      dialog->nameEdit()->insert(QStringLiteral("棋手%1").arg(n));
      dialog->ratingEdit()->setValue(2300 - 50 * n);
      clickOk(dialog->buttons());
    });
    window.registerPlayerAction()->trigger();
  }
  ASSERT_EQ(window.document().storedSection()->players.size(), 8u);
  gui::EventView* view = window.eventView();
  gui::RoundView* roundView = view->roundView();
  for (int round = 1; round <= 7; ++round) {
    tournament::SetPairing pairing;
    pairing.section = "Final";
    pairing.round = round;
    for (const auto& board : Berger8[round - 1]) pairing.boards.emplace_back(board[0], board[1]);
    ASSERT_TRUE(window.document().apply(pairing)) << "round " << round;
    if (round == 3) {
      // Board 1 of round 3 (2-8) is adjourned: White seals move 41.
      onNextModal<gui::SealDialog>([](gui::SealDialog* dialog) {
        dialog->boardChooser()->boardEdit()->setValue(1);
        dialog->fromFenButton()->click();
        dialog->fenEdit()->setText(QStringLiteral("8/5k2/8/8/8/8/4RK2/8 w - - 0 41"));
        QTest::keyClicks(dialog->sealedMoveEdit(), QStringLiteral("Re4"));
        clickOk(dialog->buttons());
      });
      window.sealAction()->trigger();  // sealing tells nothing more: no message
    }
    // The new round shows at once; every game is won by the smaller pairing
    // number, typed board by board.
    view->setCurrentIndex(1);
    EXPECT_EQ(view->roundChooser()->value(), round);
    roundView->setFocus();
    roundView->setCurrentIndex(roundView->model()->index(0, 0));
    for (int row = 0; row < 4; ++row) {
      const int white =
          roundView->model()->index(row, 1).data().toString().split(' ').front().toInt();
      const int black =
          roundView->model()->index(row, 5).data().toString().split(' ').front().toInt();
      if (round == 3 && row == 0) {
        QTest::keyClick(roundView, Qt::Key_Down);  // the adjourned game waits
        continue;
      }
      QTest::keyClick(roundView, white < black ? '1' : '0');
    }
  }
  // While it is adjourned the round says so in words, and the Standings
  // tab shows the last complete round, round 2, saying why. By hand after
  // round 2 (the smaller number won every game): 1-8, 2-7, 3-6, 4-5, then
  // 5-8, 4-6, 3-7, 1-2: 1, 3 and 4 have 2 points, 2 and 5 one, 6, 7, 8 none.
  view->roundChooser()->setValue(3);
  EXPECT_EQ(roundView->model()->index(0, 3).data().toString(), QStringLiteral("adjourned"));
  view->setCurrentIndex(2);
  QCoreApplication::processEvents();
  {
    QTableView* standings = view->standingsView();
    ASSERT_EQ(standings->model()->rowCount(), 8);
    QStringList points;
    for (int row = 0; row < 8; ++row) points << standings->model()->index(row, 6).data().toString();
    EXPECT_EQ(points, (QStringList{"2", "2", "2", "1", "1", "0", "0", "0"}));
    QStringList labels;
    for (const auto* label : view->findChildren<QLabel*>())
      if (label->isVisible()) labels << label->text();
    EXPECT_TRUE(labels.contains(QStringLiteral("Standings after round 2")))
        << labels.join('|').toStdString();
    EXPECT_TRUE(labels.contains(QStringLiteral(
        "An adjourned game is unresolved: these are the standings after round 2, the last "
        "complete round.")))
        << labels.join('|').toStdString();
  }
  view->setCurrentIndex(1);
  // The adjourned game ends in a draw before resumption (Guidelines I.6):
  // the result typed over "adjourned" asks first, then settles the envelope.
  view->roundChooser()->setValue(3);
  roundView->setCurrentIndex(roundView->model()->index(0, 0));
  answerNextMessageBox(QMessageBox::Yes);
  QTest::keyClick(roundView, '=');
  QCoreApplication::processEvents();

  persistence::EventRepository reader(path.toStdString());
  const auto* section = reader.event().section("Final");
  ASSERT_NE(section, nullptr);
  EXPECT_EQ(section->settings.rules, tournament::RulesProfile::Classic);
  EXPECT_EQ(section->rounds.size(), 7u);
  EXPECT_EQ(section->round(3)->board(1)->result, tournament::GameResult::Draw);
  ASSERT_EQ(section->envelopes.size(), 1u);
  EXPECT_EQ(section->envelopes[0].custody, tournament::Custody::Settled);
  // By hand: player k beats every larger number, so k scores 8 - k, except
  // 2 and 8, who drew: 2 scores 5 + ½, 8 scores ½.
  view->setCurrentIndex(2);
  QTableView* standings = view->standingsView();
  ASSERT_EQ(standings->model()->rowCount(), 8);
  const QStringList expected{"7", "5½", "5", "4", "3", "2", "1", "½"};
  for (int row = 0; row < 8; ++row) {
    EXPECT_EQ(standings->model()->index(row, 1).data().toInt(), row + 1);  // start number
    EXPECT_EQ(standings->model()->index(row, 6).data().toString(), expected[row]) << row;
  }
  // The Crosstable tab: the N×N grid after round 7, a line per player in
  // rank order. By hand, line 2 (棋手2): lost to 1, beat 3 to 7, drew with
  // 8 (the settled adjourned game), 5½ points, rank 2; the diagonal empty.
  view->setCurrentIndex(3);
  const QStringList cells = view->crosstableView()->toPlainText().split(QLatin1Char('\n'));
  EXPECT_EQ(cells.count(QStringLiteral("Crosstable after round 7")), 1);
  const auto line = cells.indexOf(QStringLiteral("棋手2"));
  ASSERT_GE(line, 1);
  ASSERT_LT(line + 12, cells.size());
  EXPECT_EQ(cells.mid(line + 2, 11),
            (QStringList{"0", "", "1", "1", "1", "1", "1", "½", "5½", "2"} << QStringLiteral("3")));
}
