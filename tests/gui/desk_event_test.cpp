// SPDX-License-Identifier: MIT
// Workflows of the desk on an event file, driven through the menus and the
// dialogs as the arbiter uses them, and read back from the file.
#include "app/gui/dialogs/board_chooser.h"
#include "app/gui/dialogs/byes_dialog.h"
#include "app/gui/dialogs/incident_dialog.h"
#include "app/gui/dialogs/log_dialog.h"
#include "app/gui/dialogs/new_event_dialog.h"
#include "app/gui/dialogs/player_dialog.h"
#include "app/gui/dialogs/seal_dialog.h"
#include "app/gui/dialogs/section_dialog.h"
#include "app/gui/language.h"
#include "app/gui/models/audit_log_model.h"
#include "app/gui/models/event_document.h"
#include "app/gui/models/recent_files.h"
#include "app/gui/models/standings_model.h"
#include "app/gui/views/board_widget.h"
#include "app/gui/views/event_view.h"
#include "app/gui/views/main_window.h"
#include "app/gui/views/player_commands.h"
#include "app/gui/views/round_view.h"
#include "app/gui/views/start_page.h"
#include "domain/tournament/time_control.h"
#include "persistence/event_repository.h"
#include "tests/gui/modal.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>
#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSysInfo>
#include <QTableView>
#include <QTest>
#include <QTimeEdit>

namespace {

using tournament::GameResult;

// seedEvent: "Open", Alpha 1, Bravo 2, Charlie 3, Delta 4; round 1 paired
// 1-3 (board 1) and 4-2 (board 2), not played.
QString seededEvent(const std::string& name, tournament::SectionSettings settings = {}) {
  const std::string path = freshEventPath(name);
  persistence::EventRepository repository(path, persistence::OpenMode::Create);
  seedEvent(repository, std::move(settings));
  return QString::fromStdString(path);
}

// The section's settings under `rules` with time control `timeControl`.
tournament::SectionSettings playedUnder(tournament::RulesProfile rules,
                                        const std::string& timeControl) {
  tournament::SectionSettings settings;
  settings.rules = rules;
  settings.timeControl = *tournament::parseTimeControl(timeControl);
  return settings;
}

tournament::Section storedSection(const QString& path) {
  persistence::EventRepository repository(path.toStdString());
  return *repository.event().section("Open");
}

class DeskEvent : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_TRUE(language.apply(QStringLiteral("en")));
    gui::RecentFiles::clear();
  }
  void open(const QString& path) {
    ASSERT_TRUE(window.openPath(path));
    window.show();
    QCoreApplication::processEvents();
  }
  gui::Language language;
  gui::MainWindow window{language};
};

}  // namespace

TEST_F(DeskEvent, StartPageOffersTheRecentFilesAndOpensOneWithEnter) {
  const QString path = seededEvent("desk_recent");
  gui::RecentFiles::add(path);
  window.show();
  window.startPage()->reload();
  ASSERT_TRUE(window.startPage()->isVisible());
  QListWidget* recent = window.startPage()->recentList();
  ASSERT_EQ(recent->count(), 1);
  EXPECT_TRUE(recent->item(0)->text().startsWith(QStringLiteral("desk_recent.arbiter")));
  recent->setFocus();
  QTest::keyClick(recent, Qt::Key_Return);
  QCoreApplication::processEvents();
  EXPECT_TRUE(window.document().isEventFile());
  EXPECT_TRUE(window.eventView()->isVisible());
  EXPECT_FALSE(window.startPage()->isVisible());
}

TEST_F(DeskEvent, NewEventGoesThroughTheFormsIntoANewFile) {
  const QString path = QString::fromStdString(freshEventPath("desk_new_event"));
  window.show();
  onNextModal<gui::NewEventDialog>([path](gui::NewEventDialog* dialog) {
    dialog->nameEdit()->insert(QStringLiteral("城市公开赛"));  // typed with an input method
    QTest::keyClicks(dialog->pathEdit(), path);
    onNextModal<gui::SectionDialog>([](gui::SectionDialog* section) {
      section->nameEdit()->setText(QStringLiteral("公开组"));
      section->roundsEdit()->setValue(7);
      section->tieBreaksEdit()->setText(QStringLiteral("SB,BH"));
      clickOk(section->buttons());
    });
    clickOk(dialog->buttons());
  });
  window.startPage()->newEventButton()->click();
  persistence::EventRepository reader(path.toStdString());
  EXPECT_EQ(reader.event().name, "城市公开赛");
  const auto* section = reader.event().section("公开组");
  ASSERT_NE(section, nullptr);
  EXPECT_EQ(section->settings.rounds, 7);
  EXPECT_EQ(section->settings.tieBreaks, (std::vector<std::string>{"SB", "BH"}));
  EXPECT_TRUE(section->settings.fideMode);  // rules-reference §5: on by default
  EXPECT_EQ(window.document().section(), QStringLiteral("公开组"));
  EXPECT_EQ(gui::RecentFiles::list().value(0), QFileInfo(path).absoluteFilePath());
}

// The section form's Acceleration (C.04.7 Baku) and Dutch edition (C.04.3
// 2017) choosers, chosen with the keyboard, reach the event file; a round
// robin takes neither (C.04.7 accelerates a Swiss; Berger tables are no
// edition of the Dutch system): OK stays disabled with the reason.
TEST_F(DeskEvent, NewSectionKeepsTheChosenAccelerationAndDutchEdition) {
  const QString path = QString::fromStdString(freshEventPath("desk_section_edition"));
  window.show();
  QString robinProblem;
  onNextModal<gui::NewEventDialog>([path, &robinProblem](gui::NewEventDialog* dialog) {
    QTest::keyClicks(dialog->nameEdit(), QStringLiteral("Spring"));
    QTest::keyClicks(dialog->pathEdit(), path);
    onNextModal<gui::SectionDialog>([&robinProblem](gui::SectionDialog* section) {
      section->nameEdit()->setText(QStringLiteral("Open"));
      section->roundsEdit()->setValue(9);
      QTest::keyClick(section->accelerationChooser(), Qt::Key_Down);  // None -> Baku
      QTest::keyClick(section->dutchEditionChooser(), Qt::Key_Down);  // 2026 -> 2017
      section->pairingChooser()->setCurrentIndex(1);                  // round robin
      robinProblem = section->problem();
      EXPECT_FALSE(section->buttons()->button(QDialogButtonBox::Ok)->isEnabled());
      section->accelerationChooser()->setCurrentIndex(0);
      EXPECT_EQ(section->problem(),
                QStringLiteral("A round robin is paired by the Berger tables, not by an edition "
                               "of the Dutch system (C.04.3)."));
      section->pairingChooser()->setCurrentIndex(0);  // back to the Swiss
      section->accelerationChooser()->setCurrentIndex(1);
      EXPECT_TRUE(section->problem().isEmpty()) << section->problem().toStdString();
      clickOk(section->buttons());
    });
    clickOk(dialog->buttons());
  });
  window.startPage()->newEventButton()->click();
  EXPECT_EQ(robinProblem,
            QStringLiteral("A round robin has no acceleration (C.04.7 accelerates a Swiss)."));
  persistence::EventRepository reader(path.toStdString());
  const auto* section = reader.event().section("Open");
  ASSERT_NE(section, nullptr);
  EXPECT_EQ(section->settings.acceleration, tournament::Acceleration::Baku);
  EXPECT_EQ(section->settings.edition, tournament::DutchEdition::Rules2017);
  EXPECT_EQ(section->settings.pairing, tournament::PairingSystem::DutchSwiss);

  // Opened again for an edit, the form shows what the file holds.
  bool shown = false;
  onNextModal<gui::SectionDialog>([&shown](gui::SectionDialog* dialog) {
    shown = dialog->accelerationChooser()->currentIndex() == 1 &&
            dialog->dutchEditionChooser()->currentIndex() == 1;
    dialog->reject();
  });
  window.sectionSettingsAction()->trigger();
  EXPECT_TRUE(shown);
}

TEST_F(DeskEvent, RegistersEditsAndWithdrawsAPlayerThroughTheMenus) {
  const QString path = seededEvent("desk_players");
  open(path);
  onNextModal<gui::PlayerDialog>([](gui::PlayerDialog* dialog) {
    dialog->nameEdit()->insert(QStringLiteral("欧阳娜娜"));  // typed with an input method
    QTest::keyClicks(dialog->federationEdit(), QStringLiteral("CHN"));
    dialog->ratingEdit()->setValue(2201);
    clickOk(dialog->buttons());
  });
  answerNextMessageBox(QMessageBox::Ok);  // the late-entry notice
  window.registerPlayerAction()->trigger();
  const auto registered = [&path]() -> tournament::Player {
    for (const auto& player : storedSection(path).players)
      if (player.name == "欧阳娜娜") return player;
    return {};
  };
  ASSERT_EQ(storedSection(path).players.size(), 5u);
  const auto player = registered();
  EXPECT_EQ(player.federation, "CHN");
  EXPECT_EQ(player.ratings.standard, 2201);
  EXPECT_EQ(player.entryRound, 2);  // round 1 was paired: a late entry (C.04.2 2.4)
  // Edit her club: the players tab selects her, F2 edits.
  window.eventView()->setCurrentIndex(0);
  window.eventView()->playersView()->setCurrentIndex(
      window.eventView()->playersView()->model()->index(player.pairingNumber - 1, 2));
  onNextModal<gui::PlayerDialog>([](gui::PlayerDialog* dialog) {
    dialog->clubEdit()->setText(QStringLiteral("深圳棋协"));
    clickOk(dialog->buttons());
  });
  window.editPlayerAction()->trigger();
  EXPECT_EQ(registered().club, "深圳棋协");
  // Withdraw Bravo (2) from round 2 on.
  window.eventView()->playersView()->setCurrentIndex(
      window.eventView()->playersView()->model()->index(1, 2));
  onNextModal<QInputDialog>([](QInputDialog* dialog) {
    EXPECT_EQ(dialog->intValue(), 2);  // the next round
    dialog->accept();
  });
  window.withdrawPlayerAction()->trigger();
  EXPECT_EQ(storedSection(path).players[1].withdrawnFromRound, 2);
}

TEST_F(DeskEvent, TypingOverAResultAsksFirst) {
  const QString path = seededEvent("desk_overwrite");
  open(path);
  gui::EventView* view = window.eventView();
  view->setCurrentIndex(1);
  gui::RoundView* round = view->roundView();
  round->setFocus();
  round->setCurrentIndex(round->model()->index(0, 0));
  QTest::keyClick(round, '1');  // 1-3: Alpha wins; no question, nothing was there
  EXPECT_EQ(storedSection(path).round(1)->board(1)->result, GameResult::WhiteWins);
  round->setCurrentIndex(round->model()->index(0, 0));
  auto asked = std::make_shared<QString>();
  answerNextMessageBox(QMessageBox::No, asked);
  QTest::keyClick(round, '=');
  EXPECT_EQ(*asked, QStringLiteral("Board 1 already has the result 1-0. Replace it?"));
  EXPECT_EQ(storedSection(path).round(1)->board(1)->result, GameResult::WhiteWins);
  EXPECT_EQ(round->model()->index(0, 3).data().toString(), QStringLiteral("1-0"));
  round->setCurrentIndex(round->model()->index(0, 0));
  answerNextMessageBox(QMessageBox::Yes);
  QTest::keyClick(round, '=');
  EXPECT_EQ(storedSection(path).round(1)->board(1)->result, GameResult::Draw);
  // The draw is named as the Round tab shows it, not as the TRF code.
  round->setCurrentIndex(round->model()->index(0, 0));
  answerNextMessageBox(QMessageBox::No, asked);
  QTest::keyClick(round, '0');
  EXPECT_EQ(*asked, QStringLiteral("Board 1 already has the result ½-½. Replace it?"));
}

TEST_F(DeskEvent, UndoSaysWhatItWillUndoAndWhoDidIt) {
  const QString path = seededEvent("desk_undo");
  open(path);
  ASSERT_TRUE(
      window.document().apply(tournament::EnterResult{"Open", 1, 2, GameResult::BlackWins}));
  auto asked = std::make_shared<QString>();
  answerNextMessageBox(QMessageBox::No, asked);
  window.undoAction()->trigger();
  const QString user = qEnvironmentVariable("USER", QStringLiteral("desk"));
  EXPECT_TRUE(asked->startsWith(
      QStringLiteral(
          "This will undo:\nResult: section Open, round 1, board 2, result 0-1\ndone by ") +
      (user.isEmpty() ? QStringLiteral("desk") : user)))
      << asked->toStdString();
  EXPECT_EQ(storedSection(path).round(1)->board(2)->result, GameResult::BlackWins);
  answerNextMessageBox(QMessageBox::Yes);
  window.undoAction()->trigger();
  EXPECT_EQ(storedSection(path).round(1)->board(2)->result, GameResult::Pending);
}

// Two arbiters share a desk: the one on duty, set from the Edit menu, signs
// every change made there (the log's Arbiter column, the undo prompt), with
// the station (the computer's host name) the change was made at.
TEST_F(DeskEvent, TheArbiterOnDutySignsTheChangesMadeAtTheDesk) {
  const QString path = seededEvent("desk_arbiter_on_duty");
  open(path);
  onNextModal<QInputDialog>([](QInputDialog* dialog) {
    dialog->setTextValue(QStringLiteral("王芳 Wang Fang"));
    dialog->accept();
  });
  window.arbiterOnDutyAction()->trigger();
  EXPECT_EQ(window.arbiterOnDutyLabel()->text(), QStringLiteral("Arbiter on duty: 王芳 Wang Fang"));
  ASSERT_TRUE(window.document().apply(tournament::EnterResult{"Open", 1, 1, GameResult::Draw}));
  gui::LogDialog log(window.document());
  const QString station = QStringLiteral(" @ ") + QSysInfo::machineHostName();
  EXPECT_EQ(log.model()->index(0, gui::AuditLogModel::Who).data().toString(),
            QStringLiteral("王芳 Wang Fang") + station);
  QTest::keyClicks(log.arbiterFilter(), QStringLiteral("wang"));
  EXPECT_EQ(log.model()->rowCount(), 1);  // the seed's four actions were the tester's
  auto asked = std::make_shared<QString>();
  answerNextMessageBox(QMessageBox::No, asked);
  window.undoAction()->trigger();
  EXPECT_TRUE(asked->contains(QStringLiteral("done by 王芳 Wang Fang") + station + " at "))
      << asked->toStdString();
  // Emptied: the changes are the computer user's again.
  onNextModal<QInputDialog>([](QInputDialog* dialog) {
    dialog->setTextValue(QString());
    dialog->accept();
  });
  window.arbiterOnDutyAction()->trigger();
  EXPECT_TRUE(window.arbiterOnDutyLabel()->text().isEmpty());
  ASSERT_TRUE(window.document().apply(tournament::EnterResult{"Open", 1, 2, GameResult::Draw}));
  gui::LogDialog after(window.document());
  const QString user = qEnvironmentVariable("USER");
  EXPECT_EQ(after.model()->index(0, gui::AuditLogModel::Who).data().toString(),
            (user.isEmpty() ? QStringLiteral("desk") : user) + station);
}

// Leaving FIDE mode cannot be undone (rules-reference §5: after the double
// warning FIDE mode cannot be re-entered). The desk says so at once, from
// the action's kind, instead of asking "Undo it?" and failing afterwards.
TEST_F(DeskEvent, UndoOfLeavingFideModeSaysAtOnceThatItCannotBeUndone) {
  const QString path = QString::fromStdString(freshEventPath("desk_undo_fide_mode"));
  tournament::SectionSettings settings;
  settings.name = "Open";
  settings.rounds = 5;
  ASSERT_FALSE(window.document().createEvent(path, QStringLiteral("Club"), settings));
  ASSERT_TRUE(storedSection(path).settings.fideMode);
  ASSERT_TRUE(window.document().apply(tournament::LeaveFideMode{"Open", true}));
  auto told = std::make_shared<QString>();
  answerNextMessageBox(QMessageBox::Ok, told);
  window.undoAction()->trigger();
  EXPECT_TRUE(told->contains(QStringLiteral("cannot be undone"))) << told->toStdString();
  EXPECT_FALSE(told->contains(QStringLiteral("Undo it?")));
  EXPECT_FALSE(storedSection(path).settings.fideMode);
}

TEST_F(DeskEvent, TheBoardNumbersShownAreTheStoredOnes) {
  const std::string file = freshEventPath("desk_board_numbers");
  {
    persistence::EventRepository repository(file, persistence::OpenMode::Create);
    seedEvent(repository);
    // Round 1 stored again with 4-2 on board 1 and 1-3 on board 2: C.04.2
    // 3.6 would order them the other way round (1 is the smaller number).
    ASSERT_TRUE(repository.apply(tournament::SetPairing{"Open", 1, {{4, 2}, {1, 3}}, 0, "", true},
                                 "tester"));
  }
  open(QString::fromStdString(file));
  auto* model = window.eventView()->roundView()->model();
  EXPECT_EQ(model->index(0, 0).data().toInt(), 1);
  EXPECT_TRUE(model->index(0, 1).data().toString().startsWith(QStringLiteral("4  Delta")));
  EXPECT_TRUE(model->index(1, 1).data().toString().startsWith(QStringLiteral("1  Alpha")));
  // The result typed on the first row goes to stored board 1.
  auto* round = window.eventView()->roundView();
  window.eventView()->setCurrentIndex(1);
  round->setFocus();
  round->setCurrentIndex(model->index(0, 0));
  QTest::keyClick(round, '0');
  const auto section = storedSection(QString::fromStdString(file));
  EXPECT_EQ(section.round(1)->board(1)->result, GameResult::BlackWins);
  EXPECT_EQ(section.round(1)->board(2)->result, GameResult::Pending);
}

TEST_F(DeskEvent, StandingsUseTheSectionsOwnTieBreaks) {
  const QString path = seededEvent("desk_tiebreaks");
  {
    persistence::EventRepository repository(path.toStdString());
    auto settings = repository.event().section("Open")->settings;
    settings.tieBreaks = {"SB", "BH"};
    ASSERT_TRUE(repository.apply(tournament::EditSection{"Open", settings}, "tester"));
    // Round 1 complete: standings are shown after a complete round (C.07).
    for (int board : {1, 2})
      ASSERT_TRUE(repository.apply(
          tournament::EnterResult{"Open", 1, board, tournament::GameResult::WhiteWins}, "tester"));
  }
  open(path);
  window.eventView()->setCurrentIndex(2);
  QTableView* standings = window.eventView()->standingsView();
  const int columns = standings->model()->columnCount();
  ASSERT_GE(columns, 2);
  EXPECT_EQ(standings->model()->headerData(columns - 2, Qt::Horizontal).toString(),
            QStringLiteral("SB"));
  EXPECT_EQ(standings->model()->headerData(columns - 1, Qt::Horizontal).toString(),
            QStringLiteral("BH"));
  EXPECT_EQ(standings->model()->headerData(columns - 2, Qt::Horizontal, Qt::ToolTipRole).toString(),
            QStringLiteral("Sonneborn-Berger"));
}

TEST_F(DeskEvent, IllegalMovesFromTheDialogFollowLaws755) {
  const QString path = seededEvent("desk_illegal");
  open(path);
  const auto record = [this](bool expectDialogCount, const QString& count) {
    onNextModal<gui::IncidentDialog>([=](gui::IncidentDialog* dialog) {
      dialog->boardChooser()->boardEdit()->setValue(2);  // 4-2: Delta White
      dialog->sideChooser()->setCurrentIndex(1);         // Bravo (Black)
      dialog->canMateChooser()->setCurrentIndex(1);      // White can still mate
      if (expectDialogCount) {
        EXPECT_EQ(dialog->countLabel()->text(), count);
      }
      clickOk(dialog->buttons());
    });
    answerNextMessageBox(QMessageBox::Ok);
    window.illegalMoveAction()->trigger();
  };
  record(true, QStringLiteral("White 0, Black 0 (in this game)"));
  auto section = storedSection(path);
  ASSERT_EQ(section.incidents.size(), 1u);
  EXPECT_EQ(section.incidents[0].verdict, tournament::Verdict::TimePenalty);  // 7.5.5 first
  EXPECT_EQ(section.round(1)->board(2)->result, GameResult::Pending);
  record(true, QStringLiteral("White 0, Black 1 (in this game)"));
  section = storedSection(path);
  ASSERT_EQ(section.incidents.size(), 2u);
  EXPECT_EQ(section.incidents[1].verdict, tournament::Verdict::GameLost);  // 7.5.5 second
  EXPECT_EQ(section.round(1)->board(2)->result, GameResult::WhiteWins);
}

// Tools > Flag fell on board 2 (4-2: Delta White, Bravo Black): Bravo's
// flag falls with the position typed as a FEN; the dialog shows the rules
// core's answer, the domain decides and the event file keeps the result.
void recordFlag(gui::MainWindow& window, const QString& fen, const QString& answer) {
  onNextModal<gui::IncidentDialog>([=](gui::IncidentDialog* dialog) {
    dialog->boardChooser()->boardEdit()->setValue(2);
    dialog->sideChooser()->setCurrentIndex(1);  // Black: Bravo's flag
    QTest::keyClicks(dialog->fenEdit(), fen);
    EXPECT_EQ(dialog->fenAnswerLabel()->text(), answer);
    EXPECT_FALSE(dialog->canWinChooser()->isEnabled());  // the FEN decides
    clickOk(dialog->buttons());
  });
  answerNextMessageBox(QMessageBox::Ok);
  window.flagAction()->trigger();
}

TEST_F(DeskEvent, FlagAgainstABareKingIsADrawUnderTheClassicRules) {
  const QString path =
      seededEvent("desk_flag_classic", playedUnder(tournament::RulesProfile::Classic, "40/120,60"));
  open(path);
  // 003, old Laws 10.5: "只剩单王的一方不能作胜方。如果剩单王一方的对方超时，或封棋着法
  // 不合规则，则以 应判作和棋。" and 10.14 "在规定时间内没有完成规定着数的一方判负。但如果
  // 双方只剩下单王，对局结果作和(见第6.5条和第10.5条)": Black (queen and king) oversteps
  // the time against White's bare king: a draw, not a loss.
  recordFlag(window, QStringLiteral("4k3/8/8/8/8/8/q7/4K3 b - - 0 60"),
             QStringLiteral("The rules core: the opponent cannot win."));
  const auto section = storedSection(path);
  ASSERT_EQ(section.incidents.size(), 1u);
  EXPECT_EQ(section.incidents[0].kind, tournament::IncidentKind::Flag);
  EXPECT_EQ(section.incidents[0].verdict, tournament::Verdict::GameDrawn);
  EXPECT_EQ(section.incidents[0].article, "classic 10.5");
  EXPECT_EQ(section.round(1)->board(2)->result, GameResult::Draw);
}

TEST_F(DeskEvent, FlagLosesUnderFideWhenTheOpponentCanMate) {
  const QString path = seededEvent("desk_flag_fide");
  open(path);
  // Laws 6.9 (rules-reference 1.7): "a player who fails to complete the
  // required moves in time loses. If the opponent cannot mate by any legal
  // series, the game is a draw." White has king and rook, which mate a bare
  // king: Bravo (Black) loses, 1-0.
  recordFlag(window, QStringLiteral("4k3/8/8/8/8/8/8/4K2R b K - 0 60"),
             QStringLiteral("The rules core: the opponent can still win."));
  const auto section = storedSection(path);
  ASSERT_EQ(section.incidents.size(), 1u);
  EXPECT_EQ(section.incidents[0].verdict, tournament::Verdict::GameLost);
  EXPECT_EQ(section.incidents[0].article, "6.9");
  EXPECT_EQ(section.round(1)->board(2)->result, GameResult::WhiteWins);
}

TEST_F(DeskEvent, DefectiveClockKeepsTheClassicFloor) {
  const QString path = seededEvent("desk_clock_classic",
                                   playedUnder(tournament::RulesProfile::Classic, "40/120,60"));
  open(path);
  using tournament::Color;
  const auto replace = [this](int move, QTime whiteShown, QTime whiteSet, QTime blackSet,
                              std::shared_ptr<QString> message) {
    onNextModal<gui::IncidentDialog>([=](gui::IncidentDialog* dialog) {
      dialog->boardChooser()->boardEdit()->setValue(2);
      dialog->moveNumberEdit()->setValue(move);
      dialog->shownEdit(Color::White)->setTime(whiteShown);
      dialog->shownEdit(Color::Black)->setTime(QTime(1, 0));
      dialog->usedEdit(Color::White)->setTime(whiteSet);
      dialog->usedEdit(Color::Black)->setTime(blackSet);
      clickOk(dialog->buttons());
    });
    answerNextMessageBox(QMessageBox::Ok, message);
    window.defectiveClockAction()->trigger();
  };
  // 003, old Laws 12.4: "不得加时使一方所留时间 (1),离时限不足5分钟,或者 (2)按离时限所剩
  // 时间计算,每着棋不足1分钟". 40 moves in 120 min: at move 36 White's used time
  // raised from 1:50:00 to 1:56:00 leaves 120 - 116 = 4 min < 5 min: refused.
  auto refusal = std::make_shared<QString>();
  replace(36, QTime(1, 50), QTime(1, 56), QTime(1, 0), refusal);
  EXPECT_TRUE(refusal->startsWith(QStringLiteral("Classic 12.4: the time set would leave White")))
      << refusal->toStdString();
  EXPECT_TRUE(storedSection(path).incidents.empty());
  // At move 30, 1:30:00 raised to 1:35:00 leaves 25 min for 11 moves (30..40):
  // at least 5 min and at least 1 min a move, so the arbiter may set it.
  replace(30, QTime(1, 30), QTime(1, 35), QTime(1, 0), nullptr);
  const auto section = storedSection(path);
  ASSERT_EQ(section.incidents.size(), 1u);
  EXPECT_EQ(section.incidents[0].kind, tournament::IncidentKind::DefectiveClock);
  EXPECT_EQ(section.incidents[0].verdict, tournament::Verdict::ClockSet);
  EXPECT_EQ(section.incidents[0].article, "classic 12.4");
  EXPECT_EQ(section.incidents[0].seconds, 95 * 60);  // White 1:35:00
  EXPECT_EQ(section.incidents[0].count, 60 * 60);    // Black 1:00:00
}

TEST_F(DeskEvent, ColoursReversedFollowTheClassicQuarterOfTheFirstPeriod) {
  const QString path =
      seededEvent("desk_irregular", playedUnder(tournament::RulesProfile::Classic, "40/120,60"));
  open(path);
  const auto report = [this](QTime elapsed) {
    onNextModal<gui::IncidentDialog>([=](gui::IncidentDialog* dialog) {
      dialog->boardChooser()->boardEdit()->setValue(2);
      dialog->irregularityChooser()->setCurrentIndex(
          dialog->irregularityChooser()->findData(int(tournament::Irregularity::ColoursReversed)));
      EXPECT_FALSE(dialog->movesEachEdit()->isEnabled());  // FIDE 7.3's count, not classic
      dialog->elapsedEdit()->setTime(elapsed);
      clickOk(dialog->buttons());
    });
    answerNextMessageBox(QMessageBox::Ok);
    window.irregularPositionAction()->trigger();
  };
  // 003, old Laws 8.6: "如果此时赛时已过第一时限所规定的四分之一,对局应继续进行,倘若未逾
  // 四分之一,在不对比赛时间表构成严重干扰的前提下,裁判员可以重新安排棋子颜色正确的对局".
  // A quarter of 120 min is 30 min: after 31 min the game goes on; after 25
  // min (the schedule allowing) a new game with the right colours.
  report(QTime(0, 31));
  report(QTime(0, 25));
  const auto section = storedSection(path);
  ASSERT_EQ(section.incidents.size(), 2u);
  EXPECT_EQ(section.incidents[0].verdict, tournament::Verdict::GameContinues);
  EXPECT_EQ(section.incidents[1].verdict, tournament::Verdict::GameAnnulled);
  EXPECT_EQ(section.incidents[1].article, "classic 8.6");
}

TEST_F(DeskEvent, LogFiltersByRoundBoardPlayerAndArbiter) {
  const QString path = seededEvent("desk_log");
  open(path);
  ASSERT_TRUE(window.document().apply(tournament::EnterResult{"Open", 1, 1, GameResult::Draw}));
  ASSERT_TRUE(
      window.document().apply(tournament::EnterResult{"Open", 1, 2, GameResult::WhiteWins}));
  gui::LogDialog log(window.document());
  QAbstractItemModelTester tester(log.model(),
                                  QAbstractItemModelTester::FailureReportingMode::Fatal);
  // create, section add, players, round set, two results: newest first.
  ASSERT_EQ(log.model()->rowCount(), 6);
  EXPECT_TRUE(log.model()
                  ->index(0, gui::AuditLogModel::Action)
                  .data()
                  .toString()
                  .startsWith(QStringLiteral("Result: section Open, round 1, board 2")));
  log.boardFilter()->setValue(2);
  EXPECT_EQ(log.model()->rowCount(), 1);
  log.boardFilter()->setValue(0);
  log.roundFilter()->setValue(1);
  EXPECT_EQ(log.model()->rowCount(), 3);  // round set and the two results
  log.roundFilter()->setValue(0);
  log.playerFilter()->setValue(3);  // Charlie plays on board 1
  ASSERT_EQ(log.model()->rowCount(), 1);
  EXPECT_TRUE(
      log.model()->index(0, gui::AuditLogModel::Action).data().toString().contains("board 1"));
  log.playerFilter()->setValue(0);
  QTest::keyClicks(log.arbiterFilter(), QStringLiteral("tester"));
  EXPECT_EQ(log.model()->rowCount(), 4);  // the seed's four actions
}

TEST(AuditLogModel, ReadsNumbersAfterTheirKeysOnly) {
  EXPECT_EQ(gui::actionNumber("result section=\"Open\" round=3 board=12 result=1-0", "board"), 12);
  EXPECT_EQ(gui::actionNumber("result section=\"Open\" round=3 board=12 result=1-0", "round"), 3);
  EXPECT_EQ(gui::actionNumber("player withdraw section=\"Open\" player=7 from-round=4", "round"),
            0);
}

TEST_F(DeskEvent, SealsAMoveWithThePositionFromTheMovesAndItsDiagram) {
  const QString path = seededEvent("desk_seal");
  open(path);
  onNextModal<gui::SealDialog>([](gui::SealDialog* dialog) {
    dialog->boardChooser()->boardEdit()->setValue(1);  // 1-3
    dialog->movesEdit()->setPlainText(QStringLiteral("1. e4 e5 2. Nf3 Nc6 3. Bb5"));
    // After 3. Bb5 Black is to move: Black seals move 3.
    EXPECT_EQ(dialog->sealerChooser()->currentIndex(), 1);
    EXPECT_EQ(dialog->moveNumberEdit()->value(), 3);
    EXPECT_EQ(dialog->diagram()->pieceAt(33), 'B');  // b5 = 33 (a1 = 0)
    EXPECT_FALSE(dialog->buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    QTest::keyClicks(dialog->sealedMoveEdit(), QStringLiteral("a6"));
    QTest::keyClicks(dialog->whiteUsedEdit(), QStringLiteral("1:25"));
    QTest::keyClicks(dialog->blackUsedEdit(), QStringLiteral("1:40:30"));
    clickOk(dialog->buttons());
  });
  window.sealAction()->trigger();
  const auto section = storedSection(path);
  ASSERT_EQ(section.envelopes.size(), 1u);
  const auto& envelope = section.envelopes[0];
  EXPECT_EQ(envelope.board, 1);
  EXPECT_EQ(envelope.sealer, tournament::Color::Black);
  EXPECT_EQ(envelope.moveNumber, 3);
  EXPECT_EQ(envelope.sealedMove, "a6");
  EXPECT_EQ(envelope.movesBefore, "1. e4 e5 2. Nf3 Nc6 3. Bb5");
  EXPECT_EQ(envelope.whiteUsedSeconds, 5100);  // 1 h 25 min
  EXPECT_EQ(envelope.blackUsedSeconds, 6030);  // 1 h 40 min 30 s
  EXPECT_EQ(section.round(1)->board(1)->result, GameResult::Adjourned);
}

namespace {

// The board each dialog of `action` starts on (its BoardChooser), the
// dialog then cancelled.
template <class Dialog>
std::pair<int, int> boardItStartsOn(QAction* action) {
  auto chosen = std::make_shared<std::pair<int, int>>(0, 0);
  onNextModal<Dialog>([chosen](Dialog* dialog) {
    *chosen = {dialog->boardChooser()->round(), dialog->boardChooser()->board()};
    dialog->reject();
  });
  action->trigger();
  return *chosen;
}

}  // namespace

// Seal, Late arrival and Penalty start on the board selected in the Round
// tab (seedEvent: round 1, boards 1 and 2; board 2 selected), not on board 1;
// the board can still be changed in the dialog.
TEST_F(DeskEvent, IncidentAndSealDialogsStartOnTheSelectedBoard) {
  open(seededEvent("desk_selected_board"));
  gui::EventView* view = window.eventView();
  view->setCurrentIndex(1);
  gui::RoundView* round = view->roundView();
  ASSERT_EQ(round->model()->rowCount(), 2);
  round->setCurrentIndex(round->model()->index(1, 0));
  ASSERT_EQ(round->model()->index(1, 0).data().toInt(), 2);
  EXPECT_EQ(boardItStartsOn<gui::SealDialog>(window.sealAction()), std::make_pair(1, 2));
  EXPECT_EQ(boardItStartsOn<gui::IncidentDialog>(window.lateArrivalAction()), std::make_pair(1, 2));
  EXPECT_EQ(boardItStartsOn<gui::IncidentDialog>(window.penaltyAction()), std::make_pair(1, 2));
  round->setCurrentIndex(round->model()->index(0, 0));
  EXPECT_EQ(boardItStartsOn<gui::IncidentDialog>(window.penaltyAction()), std::make_pair(1, 1));
}

// Requested byes from the Standings tab opens for the player selected
// there (Charlie, 3), and another player can be chosen in the dialog.
TEST_F(DeskEvent, RequestedByesStartsOnThePlayerSelectedInTheStandingsAndCanChooseAnother) {
  const QString path = seededEvent("desk_byes_player");
  {
    persistence::EventRepository repository(path.toStdString());
    ASSERT_TRUE(repository.apply(tournament::EnterResult{"Open", 1, 1, GameResult::Draw}, "t"));
    ASSERT_TRUE(repository.apply(tournament::EnterResult{"Open", 1, 2, GameResult::Draw}, "t"));
  }
  open(path);
  gui::EventView* view = window.eventView();
  view->setCurrentIndex(2);
  QCoreApplication::processEvents();
  QTableView* standings = view->standingsView();
  int charlie = -1;
  for (int row = 0; row < standings->model()->rowCount(); ++row)
    if (standings->model()->index(row, gui::StandingsModel::StartNumber).data().toInt() == 3)
      charlie = row;
  ASSERT_GE(charlie, 0);
  standings->setCurrentIndex(standings->model()->index(charlie, gui::StandingsModel::Name));
  auto shown = std::make_shared<QStringList>();
  onNextModal<gui::ByesDialog>([shown](gui::ByesDialog* dialog) {
    QComboBox* player = dialog->playerChooser();
    *shown << player->currentText();
    player->setCurrentIndex(player->findData(4));
    emit player->activated(player->currentIndex());
    for (auto* label : dialog->findChildren<QLabel*>())
      if (label->text().startsWith(QStringLiteral("Delta"))) *shown << label->text();
    dialog->reject();
  });
  window.playerCommands().byesAction()->trigger();
  ASSERT_EQ(shown->size(), 2) << shown->join(QLatin1Char('|')).toStdString();
  EXPECT_EQ(shown->at(0), QStringLiteral("3  Charlie"));
  EXPECT_TRUE(shown->back().startsWith(QStringLiteral("Delta (4): byes requested")))
      << shown->back().toStdString();
}
