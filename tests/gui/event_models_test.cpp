// SPDX-License-Identifier: MIT
#include "app/gui/models/players_model.h"
#include "app/gui/models/round_model.h"
#include "app/gui/models/standings_model.h"
#include "app/gui/views/round_view.h"
#include "tests/support/player_record.h"

#include <gtest/gtest.h>
#include <QAbstractItemModelTester>
#include <QDir>
#include <QSignalSpy>
#include <QTest>

using tournament::Color;
using tournament::RoundResult;

namespace {

using test_support::makePlayer;

// Four players, round 1 paired, no results yet: 1 (W) - 3, 4 (W) - 2.
// Both pairs score 0, so C.04.2 3.6 puts the smaller start number first:
// board 1 = 1-3, board 2 = 4-2.
tournament::TournamentState roundOnePending() {
  tournament::TournamentState state;
  state.name = "Desk test";
  state.players = {makePlayer(1, "王皓", 2700, {{3, Color::White, RoundResult::Pending}}),
                   makePlayer(2, "Anna", 2400, {{4, Color::Black, RoundResult::Pending}}),
                   makePlayer(3, "Carl", 2300, {{1, Color::Black, RoundResult::Pending}}),
                   makePlayer(4, "Dora", 0, {{2, Color::White, RoundResult::Pending}})};
  return state;
}

}  // namespace

TEST(PlayersModel, PassesTheModelTesterAndShowsEachPlayer) {
  gui::PlayersModel model;
  QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
  model.setState(roundOnePending());
  ASSERT_EQ(model.rowCount(), 4);
  EXPECT_EQ(model.index(0, gui::PlayersModel::Name).data().toString(), QStringLiteral("王皓"));
  EXPECT_EQ(model.index(0, gui::PlayersModel::Rating).data().toInt(), 2700);
  EXPECT_EQ(model.index(3, gui::PlayersModel::Rating).data().toString(), QString());
  EXPECT_EQ(model.index(1, gui::PlayersModel::Points).data().toString(), QStringLiteral("0"));
}

TEST(RoundModel, PassesTheModelTesterAndOrdersBoards) {
  gui::RoundModel model;
  QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
  model.setRound(roundOnePending(), 1);
  ASSERT_EQ(model.rowCount(), 2);
  EXPECT_EQ(model.index(0, gui::RoundModel::White).data().toString(), QStringLiteral("1  王皓"));
  EXPECT_EQ(model.index(1, gui::RoundModel::White).data().toString(), QStringLiteral("4  Dora"));
  EXPECT_EQ(model.index(0, gui::RoundModel::Result).data().toString(), QString());
}

TEST(RoundModel, AcceptsResultKeysOnlyInTheResultColumn) {
  gui::RoundModel model;
  model.setRound(roundOnePending(), 1);
  QSignalSpy entered(&model, &gui::RoundModel::resultEntered);
  reports::BoardPairing typed;
  QObject::connect(&model, &gui::RoundModel::resultEntered,
                   [&typed](int, const reports::BoardPairing& board) { typed = board; });
  EXPECT_FALSE(model.setData(model.index(0, gui::RoundModel::White), QStringLiteral("1")));
  EXPECT_FALSE(model.setData(model.index(0, gui::RoundModel::Result), QStringLiteral("x")));
  EXPECT_TRUE(model.setData(model.index(0, gui::RoundModel::Result), QStringLiteral("=")));
  ASSERT_EQ(entered.count(), 1);
  EXPECT_EQ(typed.whiteResult, tournament::RoundResult::Draw);
  EXPECT_EQ(typed.blackResult, tournament::RoundResult::Draw);
  // The cell shows a result once its owner has stored it (an overwrite may
  // still be declined), not as it is typed.
  EXPECT_EQ(model.index(0, gui::RoundModel::Result).data().toString(), QString());
}

TEST(RoundView, EntersARoundFromTheKeyboardBoardByBoard) {
  gui::RoundModel model;
  model.setRound(roundOnePending(), 1);
  std::vector<reports::BoardPairing> stored;
  QObject::connect(&model, &gui::RoundModel::resultEntered,
                   [&](int, const reports::BoardPairing& board) { stored.push_back(board); });
  gui::RoundView view;
  view.setModel(&model);
  view.resize(600, 200);
  view.show();
  view.setCurrentIndex(model.index(0, 0));
  QTest::keyClick(&view, '1');  // board 1: White wins, cursor moves to board 2
  QTest::keyClick(&view, '-');  // board 2: Black wins by forfeit
  QCoreApplication::processEvents();
  ASSERT_EQ(stored.size(), 2u);
  EXPECT_EQ(stored[0].white, 1);
  EXPECT_EQ(stored[0].whiteResult, RoundResult::Win);
  EXPECT_EQ(stored[0].blackResult, RoundResult::Loss);
  EXPECT_EQ(stored[1].white, 4);
  EXPECT_EQ(stored[1].whiteResult, RoundResult::ForfeitLoss);
  EXPECT_EQ(stored[1].blackResult, RoundResult::ForfeitWin);
  // Nothing stored them here: the cells show no result.
  EXPECT_EQ(model.index(1, gui::RoundModel::Result).data().toString(), QString());
  QDir().mkpath(ARBITER_TEST_OUTPUT_DIR);
  EXPECT_TRUE(view.grab().save(ARBITER_TEST_OUTPUT_DIR "/round_view.png"));
}

TEST(RoundView, IgnoresOtherKeys) {
  gui::RoundModel model;
  model.setRound(roundOnePending(), 1);
  QSignalSpy entered(&model, &gui::RoundModel::resultEntered);
  gui::RoundView view;
  view.setModel(&model);
  view.show();
  view.setCurrentIndex(model.index(0, 0));
  QTest::keyClick(&view, 'x');
  QTest::keyClick(&view, '7');
  EXPECT_EQ(entered.count(), 0);
}

TEST(StandingsModel, PassesTheModelTesterWithATieBreakColumnPerCode) {
  gui::StandingsModel model;
  QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
  reports::StandingsTable table{
      .event = "t", .rounds = 1, .tieBreakCodes = {"BH", "SB"}, .lines = {}};
  table.lines = {{1, {2, "Anna", "IM", "HUN", 2400}, 3, {"2.5", "1.75"}},
                 {2, {1, "王皓", "", "CHN", 0}, 0, {"0", "0"}}};
  model.setTable(table);
  EXPECT_EQ(model.columnCount(), gui::StandingsModel::FirstTieBreak + 2);
  EXPECT_EQ(model.headerData(gui::StandingsModel::FirstTieBreak + 1, Qt::Horizontal).toString(),
            QStringLiteral("SB"));
  EXPECT_EQ(model.index(0, gui::StandingsModel::Points).data().toString(), QStringLiteral("1½"));
  EXPECT_EQ(model.index(0, gui::StandingsModel::FirstTieBreak + 1).data().toString(),
            QStringLiteral("1.75"));
  EXPECT_EQ(model.index(1, gui::StandingsModel::Name).data().toString(), QStringLiteral("王皓"));
}
