// SPDX-License-Identifier: MIT
// The desk on an Arbiter event file: results go into the file as audited
// actions, undo works, refusals change nothing, and changes made by another
// connection (the `arbiter` command) are picked up.
#include "app/gui/language.h"
#include "app/gui/models/event_document.h"
#include "app/gui/views/event_view.h"
#include "app/gui/views/main_window.h"
#include "app/gui/views/round_view.h"
#include "persistence/event_repository.h"
#include "tests/gui/modal.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSysInfo>
#include <QTest>

namespace {

using tournament::GameResult;
using tournament::RoundResult;

// seedEvent: "Open", players Alpha 1, Bravo 2, Charlie 3, Delta 4 (by
// rating), round 1 paired 1-3 (board 1) and 4-2 (board 2), not played.
QString seededEvent(const std::string& name) {
  const std::string path = freshEventPath(name);
  persistence::EventRepository repository(path, persistence::OpenMode::Create);
  seedEvent(repository);
  return QString::fromStdString(path);
}

GameResult storedResult(const QString& path, int round, int board) {
  persistence::EventRepository repository(path.toStdString());
  return repository.event().section("Open")->round(round)->board(board)->result;
}

reports::BoardPairing boardOf(int white, int black, RoundResult whiteResult,
                              RoundResult blackResult) {
  reports::BoardPairing board;
  board.white = white;
  board.black = black;
  board.whiteResult = whiteResult;
  board.blackResult = blackResult;
  return board;
}

}  // namespace

TEST(EventFileDesk, OpensAnEventFileByItsContentAndShowsTheSection) {
  const QString path = seededEvent("desk_open");
  gui::EventDocument document;
  ASSERT_EQ(document.open(path), std::nullopt);
  EXPECT_TRUE(document.isEventFile());
  EXPECT_EQ(document.section(), QStringLiteral("Open"));
  EXPECT_EQ(document.sectionNames(), QStringList{QStringLiteral("Open")});
  ASSERT_EQ(document.state().players.size(), 4u);
  EXPECT_EQ(document.state().players[0].name, "Alpha");
  EXPECT_EQ(document.state().roundsRecorded(), 1);
  EXPECT_EQ(document.state().players[0].rounds[0].opponent, 3);  // 1-3 on board 1
}

TEST(EventFileDesk, RecordsAResultAsAnAuditedActionAndUndoesIt) {
  const QString path = seededEvent("desk_result");
  gui::EventDocument document;
  ASSERT_EQ(document.openEvent(path), std::nullopt);
  QSignalSpy changed(&document, &gui::EventDocument::changed);
  // Delta (4, White) beats Bravo (2) on board 2.
  ASSERT_EQ(document.recordResult(1, boardOf(4, 2, RoundResult::Win, RoundResult::Loss)),
            std::nullopt);
  EXPECT_EQ(changed.count(), 1);
  EXPECT_EQ(storedResult(path, 1, 2), GameResult::WhiteWins);
  EXPECT_EQ(document.state().players[3].rounds[0].result, RoundResult::Win);
  {
    persistence::EventRepository reader(path.toStdString());
    const auto log = reader.auditLog();
    ASSERT_FALSE(log.empty());
    EXPECT_NE(log.back().action.find("result"), std::string::npos) << log.back().action;
    EXPECT_NE(log.back().action.find("board=2"), std::string::npos) << log.back().action;
  }
  ASSERT_EQ(document.undoLastAction(), std::nullopt);
  EXPECT_EQ(storedResult(path, 1, 2), GameResult::Pending);
  EXPECT_EQ(document.state().players[3].rounds[0].result, RoundResult::Pending);
}

TEST(EventFileDesk, RefusesPlayersWhoAreNotPairedAndChangesNothing) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  const QString path = seededEvent("desk_refused");
  gui::EventDocument document;
  ASSERT_EQ(document.openEvent(path), std::nullopt);
  std::size_t auditRows = 0;
  {
    persistence::EventRepository reader(path.toStdString());
    auditRows = reader.auditLog().size();
  }
  // Alpha (1) and Bravo (2) do not meet in round 1.
  const auto refused = document.recordResult(1, boardOf(1, 2, RoundResult::Win, RoundResult::Loss));
  ASSERT_TRUE(refused.has_value());
  EXPECT_EQ(refused->reason, QStringLiteral("Players 1 and 2 are not paired in round 1."));
  persistence::EventRepository reader(path.toStdString());
  EXPECT_EQ(reader.auditLog().size(), auditRows);
  EXPECT_EQ(reader.event().section("Open")->round(1)->board(1)->result, GameResult::Pending);
}

TEST(EventFileDesk, NamesAMissingSection) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  const QString path = seededEvent("desk_section");
  gui::EventDocument document;
  const auto failure = document.openEvent(path, QStringLiteral("Blitz"));
  ASSERT_TRUE(failure.has_value());
  EXPECT_TRUE(failure->endsWith(QStringLiteral("has no section named Blitz.")))
      << failure->toStdString();
  EXPECT_FALSE(document.isOpen());
}

TEST(EventFileDesk, PicksUpAResultEnteredByAnotherProgram) {
  const QString path = seededEvent("desk_refresh");
  gui::EventDocument document;
  ASSERT_EQ(document.openEvent(path), std::nullopt);
  QSignalSpy changed(&document, &gui::EventDocument::changed);
  document.refresh();  // nothing changed yet: no signal
  EXPECT_EQ(changed.count(), 0);
  {
    persistence::EventRepository other(path.toStdString());
    ASSERT_TRUE(other.apply(tournament::EnterResult{"Open", 1, 1, GameResult::Draw}, "cli"));
  }
  document.refresh();
  EXPECT_EQ(changed.count(), 1);
  EXPECT_EQ(document.state().players[0].rounds[0].result, RoundResult::Draw);  // Alpha drew
}

TEST(EventFileDesk, TypedResultsGoIntoTheEventFileUnratedOnesMarked) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  const QString path = seededEvent("desk_keyboard");
  gui::MainWindow window(language);
  ASSERT_EQ(window.document().openEvent(path), std::nullopt);
  window.show();
  gui::EventView* view = window.eventView();
  view->setCurrentIndex(1);
  ASSERT_EQ(view->roundChooser()->value(), 1);
  gui::RoundView* round = view->roundView();
  ASSERT_EQ(round->model()->rowCount(), 2);
  round->setFocus();
  round->setCurrentIndex(round->model()->index(0, 0));
  // Both boards start at 0 points; C.04.2 3.6 puts the smaller start number
  // first: 1-3 is the first row. '=' enters a draw.
  QTest::keyClick(round, '=');
  QCoreApplication::processEvents();
  EXPECT_EQ(storedResult(path, 1, 1), GameResult::Draw);
  // The cursor is on 4-2 now. 'w': White won a game of less than one move
  // (TRF W; B.02 5.1): stored as 1-0 with the unrated mark, shown as such.
  QTest::keyClick(round, 'w');
  QCoreApplication::processEvents();
  {
    persistence::EventRepository reader(path.toStdString());
    const auto* board = reader.event().section("Open")->round(1)->board(2);
    EXPECT_EQ(board->result, GameResult::WhiteWins);
    EXPECT_TRUE(board->unrated);
  }
  EXPECT_EQ(window.document().state().players[3].rounds[0].result, RoundResult::UnratedWin);
  const QString shown =
      round->model()->data(round->model()->index(1, 3), Qt::DisplayRole).toString();
  EXPECT_TRUE(shown.contains(QStringLiteral("not rated"))) << shown.toStdString();
}

// Two desks on one file, both showing board 1 of round 1 (1-3) empty: desk A
// enters 1-0, and desk B, before its two-second refresh, types 0. B does
// not store 0-1 over A's 1-0 unseen: it asks as for any overwrite, naming
// the 1-0 it now shows. Declined, A's result stays; accepted, B's is
// stored. The log names the arbiter and the station of each change.
TEST(EventFileDesk, AResultEnteredAtAnotherDeskMeanwhileIsNotOverwrittenUnasked) {
  gui::Language language;
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  const QString path = seededEvent("desk_two_desks");
  gui::EventDocument deskA;
  ASSERT_EQ(deskA.openEvent(path), std::nullopt);
  gui::EventDocument deskB;
  ASSERT_EQ(deskB.openEvent(path), std::nullopt);
  gui::EventView viewB(deskB);
  viewB.setCurrentIndex(1);
  viewB.resize(800, 400);
  viewB.show();
  QCoreApplication::processEvents();

  ASSERT_EQ(deskA.recordResult(1, boardOf(1, 3, RoundResult::Win, RoundResult::Loss)),
            std::nullopt);
  gui::RoundView* round = viewB.roundView();
  ASSERT_EQ(round->model()->index(0, 0).data().toInt(), 1);
  EXPECT_EQ(round->model()->index(0, 3).data().toString(), QString());  // B has not refreshed
  auto asked = std::make_shared<QString>();
  answerNextMessageBox(QMessageBox::No, asked);
  round->setCurrentIndex(round->model()->index(0, 0));
  QTest::keyClick(round, '0');
  EXPECT_EQ(*asked,
            QStringLiteral("Board 1 has just been given the result 1-0 at another desk or by "
                           "another program. Replace it?"));
  EXPECT_EQ(storedResult(path, 1, 1), GameResult::WhiteWins);
  // B shows what is stored now, not the 0 typed.
  EXPECT_EQ(round->model()->index(0, 3).data().toString(), QStringLiteral("1-0"));

  answerNextMessageBox(QMessageBox::Yes);  // "Board 1 already has the result 1-0. Replace it?"
  round->setCurrentIndex(round->model()->index(0, 0));
  QTest::keyClick(round, '0');
  EXPECT_EQ(storedResult(path, 1, 1), GameResult::BlackWins);

  persistence::EventRepository reader(path.toStdString());
  const auto log = reader.auditLog();
  const std::string station = QSysInfo::machineHostName().toStdString();
  ASSERT_FALSE(station.empty());
  EXPECT_NE(log.back().who.find(" @ " + station), std::string::npos) << log.back().who;
}

// C.04.2 4.3: round 2 was paired on round 1's results, and round 1 was then
// corrected. Undoing the correction alters round 1 again: the desk gets the
// refusal as confirmable (nothing stored), and confirmed it goes through.
namespace {

// seededEvent with round 1 played (board 1 1-0, board 2 ½-½) and round 2
// paired on it (1-2, 3-4).
QString roundTwoPairedOnRoundOne(const std::string& name) {
  const QString path = seededEvent(name);
  persistence::EventRepository repository(path.toStdString());
  using tournament::EnterResult;
  EXPECT_TRUE(repository.apply(EnterResult{"Open", 1, 1, GameResult::WhiteWins}, "tester"));
  EXPECT_TRUE(repository.apply(EnterResult{"Open", 1, 2, GameResult::Draw}, "tester"));
  EXPECT_TRUE(
      repository.apply(tournament::SetPairing{"Open", 2, {{1, 2}, {3, 4}}, 0, ""}, "tester"));
  return path;
}

}  // namespace

TEST(EventFileDesk, UndoOfARoundLaterRoundsWerePairedOnIsConfirmedFirst) {
  const QString path = roundTwoPairedOnRoundOne("desk_paired_on");
  {
    persistence::EventRepository repository(path.toStdString());
    using tournament::EnterResult;
    ASSERT_TRUE(repository.apply(
        EnterResult{"Open", 1, 1, GameResult::BlackWins, false, true, true}, "tester"));
  }
  gui::EventDocument document;
  ASSERT_EQ(document.openEvent(path), std::nullopt);
  const auto refused = document.undoLastAction();
  ASSERT_TRUE(refused.has_value());
  EXPECT_TRUE(refused->confirmable);
  EXPECT_EQ(storedResult(path, 1, 1), GameResult::BlackWins);
  ASSERT_EQ(document.undoLastAction(true), std::nullopt);
  EXPECT_EQ(storedResult(path, 1, 1), GameResult::WhiteWins);
}

// C.04.2 4.3: round 2 was paired on round 1's results. Correcting board 1
// of round 1 at the desk is first refused as confirmable (nothing stored);
// confirmed, it is entered with force and the log says so.
TEST(EventFileDesk, ACorrectionOfARoundLaterRoundsWerePairedOnIsConfirmedThenForced) {
  const QString path = roundTwoPairedOnRoundOne("desk_correct_paired_on");
  gui::EventDocument document;
  ASSERT_EQ(document.openEvent(path), std::nullopt);
  const auto blackWins = boardOf(1, 3, RoundResult::Loss, RoundResult::Win);
  const auto refused = document.recordResult(1, blackWins);
  ASSERT_TRUE(refused.has_value());
  EXPECT_TRUE(refused->confirmable);
  EXPECT_EQ(storedResult(path, 1, 1), GameResult::WhiteWins);
  ASSERT_EQ(document.recordResult(1, blackWins, true), std::nullopt);
  EXPECT_EQ(storedResult(path, 1, 1), GameResult::BlackWins);
  persistence::EventRepository reader(path.toStdString());
  EXPECT_NE(reader.auditLog().back().action.find("result=0-1 force"), std::string::npos)
      << reader.auditLog().back().action;
}
