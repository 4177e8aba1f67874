// SPDX-License-Identifier: MIT
// What a chief arbiter sees at the desk: the Round tab's cells and missing
// results, tables that fill the window with readable headers in either
// language, and feedback in the status bar.
#include "app/gui/dialogs/pair_round_dialog.h"
#include "app/gui/language.h"
#include "app/gui/models/event_document.h"
#include "app/gui/models/gui_standings.h"
#include "app/gui/models/players_model.h"
#include "app/gui/models/recent_files.h"
#include "app/gui/models/standings_model.h"
#include "app/gui/views/event_view.h"
#include "app/gui/views/main_window.h"
#include "app/gui/views/round_view.h"
#include "persistence/event_repository.h"
#include "tests/gui/modal.h"
#include "tests/persistence/event_file_fixture.h"

#include <gtest/gtest.h>
#include <QAction>
#include <QComboBox>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

namespace {

using tournament::GameResult;

// seedEvent: "Open", Alpha 1, Bravo 2, Charlie 3, Delta 4; round 1 paired
// 1-3 (board 1) and 4-2 (board 2), with the results given (Pending: none).
QString seededEvent(const std::string& name, GameResult board1 = GameResult::Pending,
                    GameResult board2 = GameResult::Pending) {
  const std::string path = freshEventPath(name);
  persistence::EventRepository repository(path, persistence::OpenMode::Create);
  seedEvent(repository);
  if (board1 != GameResult::Pending)
    EXPECT_TRUE(repository.apply(tournament::EnterResult{"Open", 1, 1, board1}, "t"));
  if (board2 != GameResult::Pending)
    EXPECT_TRUE(repository.apply(tournament::EnterResult{"Open", 1, 2, board2}, "t"));
  return QString::fromStdString(path);
}

int widthOfAllColumns(const QTableView* view) {
  int sum = 0;
  for (int column = 0; column < view->model()->columnCount(); ++column)
    sum += view->columnWidth(column);
  return sum;
}

int widestColumn(const QTableView* view) {
  int widest = 0;
  for (int column = 1; column < view->model()->columnCount(); ++column)
    if (view->columnWidth(column) > view->columnWidth(widest)) widest = column;
  return widest;
}

QAction* actionNamed(const QWidget& window, const QString& text) {
  for (QAction* action : window.findChildren<QAction*>())
    if (action->text() == text) return action;
  return nullptr;
}

class DeskLook : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_TRUE(language.apply(QStringLiteral("en")));
    gui::RecentFiles::clear();
  }
  void open(const QString& path) {
    ASSERT_TRUE(window.openPath(path));
    window.resize(1200, 700);
    window.show();
    QCoreApplication::processEvents();
  }
  gui::Language language;
  gui::MainWindow window{language};
};

}  // namespace

// The arbiter types 0 over board 1's ½-½: while the desk asks, the cell
// still shows ½-½; declined, it stays.
TEST_F(DeskLook, ATypedResultShowsInItsCellOnlyOnceStored) {
  open(seededEvent("look_typed", GameResult::Draw));
  gui::EventView* view = window.eventView();
  view->setCurrentIndex(1);
  gui::RoundView* round = view->roundView();
  round->setCurrentIndex(round->model()->index(0, 0));
  auto shownWhileAsked = std::make_shared<QString>();
  onNextModal<QMessageBox>([round, shownWhileAsked](QMessageBox* box) {
    *shownWhileAsked = round->model()->index(0, 3).data().toString();
    box->button(QMessageBox::No)->click();
  });
  QTest::keyClick(round, '0');
  EXPECT_EQ(*shownWhileAsked, QStringLiteral("½-½"));
  EXPECT_EQ(round->model()->index(0, 3).data().toString(), QStringLiteral("½-½"));
}

// Under the round, the boards without a result, until every board has one.
TEST_F(DeskLook, TheRoundTabNamesTheBoardsStillWithoutAResult) {
  open(seededEvent("look_missing"));
  gui::EventView* view = window.eventView();
  view->setCurrentIndex(1);
  QLabel* missing = view->missingResults();
  EXPECT_TRUE(missing->isVisible());
  EXPECT_EQ(missing->text(), QStringLiteral("Results still missing: boards 1, 2."));
  gui::RoundView* round = view->roundView();
  round->setCurrentIndex(round->model()->index(0, 0));
  QTest::keyClick(round, '1');
  EXPECT_EQ(missing->text(), QStringLiteral("Results still missing: board 2."));
  QTest::keyClick(round, '=');
  EXPECT_FALSE(missing->isVisible());
}

// C.04.2 3.2 / 3.3: the Round tab lists who has no board, and why, under
// the boards. Round 2: Bravo (2) withdrew from round 2 on, Delta (4) -
// Alpha (1) on board 1, Charlie (3) the pairing-allocated bye. The rows
// after the board are by start number and take no result.
TEST_F(DeskLook, TheRoundTabListsTheByeAndTheWithdrawnPlayerUnderTheBoards) {
  const QString path = seededEvent("look_unpaired", GameResult::WhiteWins, GameResult::Draw);
  {
    persistence::EventRepository repository(path.toStdString());
    ASSERT_TRUE(repository.apply(tournament::WithdrawPlayer{"Open", 2, 2}, "t"));
    ASSERT_TRUE(repository.apply(tournament::SetPairing{"Open", 2, {{4, 1}}, 3, ""}, "t"));
  }
  open(path);
  gui::EventView* view = window.eventView();
  view->setCurrentIndex(1);
  QAbstractItemModel* model = view->roundView()->model();
  ASSERT_EQ(model->rowCount(), 3);
  EXPECT_EQ(model->index(0, 1).data().toString(), QStringLiteral("4  Delta"));
  EXPECT_EQ(model->index(1, 1).data().toString(), QStringLiteral("2  Bravo"));
  EXPECT_EQ(model->index(1, 3).data().toString(), QStringLiteral("withdrawn"));
  EXPECT_EQ(model->index(2, 1).data().toString(), QStringLiteral("3  Charlie"));
  EXPECT_EQ(model->index(2, 3).data().toString(), QStringLiteral("pairing-allocated bye"));
  EXPECT_FALSE(model->flags(model->index(2, 3)) & Qt::ItemIsEditable);
  EXPECT_EQ(view->missingResults()->text(), QStringLiteral("Results still missing: board 1."));
}

// Round 1 under way, board 1 in (Alpha beat Charlie), board 2 not: instead
// of no standings the desk shows round 1 as it stands, marked provisional
// and saying one game has no result; Alpha leads with 1 point.
TEST_F(DeskLook, WhileRoundOneIsPlayedTheStandingsAreShownAsProvisional) {
  open(seededEvent("look_provisional", GameResult::WhiteWins));
  gui::EventView* view = window.eventView();
  view->setCurrentIndex(2);
  QCoreApplication::processEvents();
  EXPECT_EQ(view->standingsHeading()->text(),
            QStringLiteral("Provisional standings, round 1 in progress"));
  EXPECT_TRUE(view->standingsNotice()->isVisible());
  EXPECT_TRUE(view->standingsNotice()->text().startsWith(
      QStringLiteral("Provisional: round 1 is being played, 1 game still without a result.")))
      << view->standingsNotice()->text().toStdString();
  QTableView* standings = view->standingsView();
  ASSERT_EQ(standings->model()->rowCount(), 4);
  EXPECT_EQ(standings->model()->index(0, gui::StandingsModel::StartNumber).data().toInt(), 1);
  EXPECT_GE(view->afterRoundChooser()->findData(gui::ProvisionalRound), 0);
}

namespace {

// A classic event (the VCL, rules-reference §1.10: a round is paired over an
// adjourned game) with Alpha 1, Bravo 2, Charlie 3, Delta 4: round 1 played
// (1-3 1-0, 4-2 ½-½); round 2 paired 2-1 (½-½) and 3-4 (`round2Board2`);
// with `thirdRound`, round 3 paired 1-4 (1-0) and 3-2 (no result yet).
std::string classicEventWithAnAdjournedGame(const std::string& name, GameResult round1Board2,
                                            GameResult round2Board2, bool thirdRound) {
  const std::string path = freshEventPath(name);
  persistence::EventRepository repository(path, persistence::OpenMode::Create);
  tournament::SectionSettings classic;
  classic.rules = tournament::RulesProfile::Classic;
  seedEvent(repository, classic);
  using tournament::EnterResult;
  EXPECT_TRUE(repository.apply(EnterResult{"Open", 1, 1, GameResult::WhiteWins}, "t"));
  EXPECT_TRUE(repository.apply(EnterResult{"Open", 1, 2, round1Board2}, "t"));
  EXPECT_TRUE(repository.apply(
      tournament::SetPairing{"Open", 2, {{2, 1}, {3, 4}}, 0, "2026-05-02 14:00"}, "t"));
  EXPECT_TRUE(repository.apply(EnterResult{"Open", 2, 1, GameResult::Draw}, "t"));
  if (round2Board2 != GameResult::Pending)
    EXPECT_TRUE(repository.apply(EnterResult{"Open", 2, 2, round2Board2}, "t"));
  if (thirdRound) {
    EXPECT_TRUE(repository.apply(
        tournament::SetPairing{"Open", 3, {{1, 4}, {3, 2}}, 0, "2026-05-03 14:00"}, "t"));
    EXPECT_TRUE(repository.apply(EnterResult{"Open", 3, 1, GameResult::WhiteWins}, "t"));
  }
  return path;
}

}  // namespace

// Round 2's board 2 adjourned, round 3 under way. The round in progress
// chosen in the "After round" list, by hand or by a program (the screen
// tour sets the index), shows round 3 as it stands, not round 1's table
// with the adjourned-game notice under the chooser's provisional words.
TEST_F(DeskLook, TheRoundInProgressChosenWithAnAdjournedGameShowsTheProvisionalTable) {
  open(QString::fromStdString(classicEventWithAnAdjournedGame(
      "look_provisional_adjourned", GameResult::Draw, GameResult::Adjourned, true)));
  gui::EventView* view = window.eventView();
  view->setCurrentIndex(2);
  QCoreApplication::processEvents();
  EXPECT_EQ(view->standingsHeading()->text(), QStringLiteral("Standings after round 1"));
  QComboBox* after = view->afterRoundChooser();
  const int provisional = after->findData(gui::ProvisionalRound);
  ASSERT_GE(provisional, 0);
  EXPECT_EQ(after->itemText(provisional), QStringLiteral("round 3 as it stands (provisional)"));
  after->setCurrentIndex(provisional);
  QCoreApplication::processEvents();
  EXPECT_EQ(after->currentIndex(), provisional);
  EXPECT_EQ(view->standingsHeading()->text(),
            QStringLiteral("Provisional standings, round 3 in progress"));
  // Board 2 of round 2 (adjourned) and board 2 of round 3: two games.
  EXPECT_TRUE(view->standingsNotice()->text().startsWith(
      QStringLiteral("Provisional: round 3 is being played, 2 games still without a result.")))
      << view->standingsNotice()->text().toStdString();
  // Alpha: 1 + ½ + 1 = 2½ leads.
  QTableView* standings = view->standingsView();
  ASSERT_EQ(standings->model()->rowCount(), 4);
  EXPECT_EQ(standings->model()->index(0, gui::StandingsModel::StartNumber).data().toInt(), 1);
  after->setCurrentIndex(0);  // by a program too
  QCoreApplication::processEvents();
  EXPECT_EQ(view->standingsHeading()->text(), QStringLiteral("Standings after round 1"));
}

// Round 1's board 2 adjourned and round 2 under way: no round is complete,
// so instead of no standings the desk shows round 2 as it stands,
// provisional, as it does while round 1 is played.
TEST_F(DeskLook, WithAnAdjournedGameAndNoCompleteRoundTheRoundInProgressIsShown) {
  open(QString::fromStdString(classicEventWithAnAdjournedGame(
      "look_adjourned_first", GameResult::Adjourned, GameResult::Pending, false)));
  gui::EventView* view = window.eventView();
  view->setCurrentIndex(2);
  QCoreApplication::processEvents();
  EXPECT_EQ(view->standingsHeading()->text(),
            QStringLiteral("Provisional standings, round 2 in progress"));
  EXPECT_TRUE(view->standingsNotice()->text().startsWith(
      QStringLiteral("Provisional: round 2 is being played, 2 games still without a result.")))
      << view->standingsNotice()->text().toStdString();
  // Alpha: 1 + ½ leads.
  ASSERT_EQ(view->standingsView()->model()->rowCount(), 4);
  EXPECT_EQ(
      view->standingsView()->model()->index(0, gui::StandingsModel::StartNumber).data().toInt(), 1);
}

// The standings and players tables fill the window, the names the widest
// column; a refresh (a correction entered) keeps the name column's width.
TEST_F(DeskLook, TablesFillTheWindowWithTheNamesWidest) {
  const QString path = seededEvent("look_fill", GameResult::WhiteWins, GameResult::Draw);
  open(path);
  gui::EventView* view = window.eventView();
  view->setCurrentIndex(2);
  QCoreApplication::processEvents();
  QTableView* standings = view->standingsView();
  ASSERT_EQ(standings->model()->rowCount(), 4);
  EXPECT_GE(widthOfAllColumns(standings), standings->viewport()->width() - 4);
  EXPECT_EQ(widestColumn(standings), gui::StandingsModel::Name);
  const int name = standings->columnWidth(gui::StandingsModel::Name);
  ASSERT_TRUE(window.document().apply(
      tournament::EnterResult{"Open", 1, 1, GameResult::BlackWins, false, true}));
  QCoreApplication::processEvents();
  EXPECT_EQ(standings->columnWidth(gui::StandingsModel::Name), name);

  view->setCurrentIndex(0);
  QCoreApplication::processEvents();
  QTableView* players = view->playersView();
  EXPECT_GE(widthOfAllColumns(players), players->viewport()->width() - 4);
  EXPECT_EQ(widestColumn(players), gui::PlayersModel::Name);
}

// The desk opened in Chinese, then switched to English: every header of
// the standings is as wide as its English text ("Federation" was cut to
// "derati").
TEST_F(DeskLook, HeadersAreMeasuredAgainWhenTheLanguageChanges) {
  ASSERT_TRUE(language.apply(QStringLiteral("zh_CN")));
  open(seededEvent("look_language", GameResult::WhiteWins, GameResult::Draw));
  gui::EventView* view = window.eventView();
  view->setCurrentIndex(2);
  QCoreApplication::processEvents();
  ASSERT_TRUE(language.apply(QStringLiteral("en")));
  QCoreApplication::processEvents();
  QTableView* standings = view->standingsView();
  QHeaderView* header = standings->horizontalHeader();
  ASSERT_EQ(
      standings->model()->headerData(gui::StandingsModel::Federation, Qt::Horizontal).toString(),
      QStringLiteral("Federation"));
  for (int column = 0; column < standings->model()->columnCount(); ++column) {
    const QString text = standings->model()->headerData(column, Qt::Horizontal).toString();
    EXPECT_GE(header->sectionSize(column), header->fontMetrics().horizontalAdvance(text))
        << text.toStdString();
  }
}

// Rounds ▸ Publish says what it did; the status bar counts in words that
// agree with the number ("1 round", not "1 rounds").
TEST_F(DeskLook, PublishingSaysSoAndTheStatusBarCountsRight) {
  const QString path = seededEvent("look_publish");
  open(path);
  QString status;
  for (QLabel* label : window.statusBar()->findChildren<QLabel*>())
    if (label->text().startsWith(QStringLiteral("look_publish.arbiter"))) status = label->text();
  EXPECT_EQ(status, QStringLiteral("look_publish.arbiter, section Open — 4 players, 1 round"));
  QAction* publish = actionNamed(window, QStringLiteral("&Publish the round"));
  ASSERT_NE(publish, nullptr);
  publish->trigger();
  EXPECT_EQ(window.statusBar()->currentMessage(),
            QStringLiteral("Round 1 is marked as published (in the log)."));
  persistence::EventRepository reader(path.toStdString());
  EXPECT_TRUE(reader.event().section("Open")->round(1)->published);
}

namespace {

// The actions of `menu` (and of its submenus, each on its own) whose
// mnemonic (the letter after '&') another action of the same menu has.
QStringList repeatedMnemonics(const QMenu* menu) {
  QStringList repeated;
  QHash<QChar, QString> seen;
  for (const QAction* action : menu->actions()) {
    if (action->menu() != nullptr) repeated << repeatedMnemonics(action->menu());
    const QString text = action->text();
    const qsizetype amp = text.indexOf(QLatin1Char('&'));
    if (action->isSeparator() || amp < 0 || amp + 1 >= text.size()) continue;
    const QChar key = text.at(amp + 1).toUpper();
    if (seen.contains(key))
      repeated << QStringLiteral("%1: %2 / %3").arg(menu->title(), seen.value(key), text);
    else
      seen.insert(key, text);
  }
  return repeated;
}

}  // namespace

// Alt+letter reaches one command per menu, in Chinese (报名棋手(&R) and
// 从等级分名单添加(&R) shared R) and in English.
TEST_F(DeskLook, EveryMenuGivesEachCommandItsOwnMnemonic) {
  open(seededEvent("look_mnemonics"));
  for (const QString code : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
    ASSERT_TRUE(language.apply(code));
    QCoreApplication::processEvents();
    QStringList repeated;
    for (const QAction* top : window.menuBar()->actions())
      if (top->menu() != nullptr) repeated << repeatedMnemonics(top->menu());
    EXPECT_TRUE(repeated.isEmpty()) << code.toStdString() << ":\n"
                                    << repeated.join(QLatin1Char('\n')).toStdString();
  }
}

// The pairing preview lists the players the round leaves out and why
// (Delta asked for a half-point bye in round 2: C.04.2 3.3), and is tall
// enough for a big round (four fifths of the screen).
TEST_F(DeskLook, ThePairingPreviewShowsWhoIsLeftOutAndWhy) {
  const QString path = seededEvent("look_preview", GameResult::WhiteWins, GameResult::Draw);
  {
    persistence::EventRepository repository(path.toStdString());
    ASSERT_TRUE(repository.apply(
        tournament::RequestBye{"Open", 4, 2, tournament::ByeKind::HalfPoint, false}, "t"));
  }
  open(path);
  auto rows = std::make_shared<QStringList>();
  auto height = std::make_shared<int>(0);
  onNextModal<gui::PairRoundDialog>([rows, height](gui::PairRoundDialog* dialog) {
    QTableWidget* table = dialog->boardsTable();
    for (int row = 0; row < table->rowCount(); ++row)
      *rows << QStringLiteral("%1|%2|%3")
                   .arg(table->item(row, 0)->text(), table->item(row, 1)->text(),
                        table->item(row, 2)->text());
    *height = dialog->height();
    dialog->reject();
  });
  window.pairNextRoundAction()->trigger();
  ASSERT_EQ(rows->size(), 3) << rows->join(QLatin1Char('\n')).toStdString();
  EXPECT_EQ(rows->back(), QStringLiteral("—|4  Delta|half-point bye (requested)"));
  EXPECT_GE(*height, window.screen()->availableGeometry().height() * 4 / 5 - 1);
}
