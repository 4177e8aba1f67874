// SPDX-License-Identifier: MIT
// A defective clock and the irregular positions under both profiles, each
// expectation worked by hand from the quoted rule (003: the older Laws).
#include "tests/domain/tournament/event_builder.h"

using namespace testing_event;

namespace {

Incident lastIncident(const Event& event) { return section(event).incidents.back(); }

RecordDefectiveClock clockAt(int move, int shown, int used) {
  return RecordDefectiveClock{"S", 1, 1, move, shown, 0, used, 0};
}

RecordIrregularPosition irregular(Irregularity kind) {
  RecordIrregularPosition action;
  action.section = "S";
  action.round = 1;
  action.board = 1;
  action.kind = kind;
  return action;
}

}  // namespace

// 12.4 "不得加时使一方所留时间 (1),离时限不足5分钟,或者 (2)按离时限所剩时间计算,每着棋
// 不足1分钟". Control 40/90+30: completing move 40 a player may have used
// 90 min + 40 x 30 s = 6600 s. At move 36 (5 moves to the control, 36..40)
// White's clock showed 5000 s: setting 6000 leaves 600 s (10 min >= 5 min,
// >= 5 x 1 min): allowed; 6400 leaves 200 s < 5 min: refused. At move 31
// (10 moves to go) 6000 leaves 600 s = 10 x 1 min: allowed; 6001 leaves
// 599 s < 10 min: refused. Less time than shown is never refused.
TEST(DefectiveClock, ClassicFloorOfFiveMinutesAndAMinuteAMove) {
  const Event event = fourPlayers(RulesProfile::Classic);
  const Event set = accepted(event, clockAt(36, 5000, 6000));
  EXPECT_EQ(lastIncident(set).article, "classic 12.4");
  EXPECT_EQ(lastIncident(set).verdict, Verdict::ClockSet);
  EXPECT_EQ(lastIncident(set).seconds, 6000);
  EXPECT_EQ(refused(event, clockAt(36, 5000, 6400)), ActionErrorCode::ClockSettingBelowFloor);
  accepted(event, clockAt(31, 5000, 6000));
  EXPECT_EQ(refused(event, clockAt(31, 5000, 6001)), ActionErrorCode::ClockSettingBelowFloor);
  accepted(event, clockAt(36, 6550, 6500));
  // FIDE 6.10.1: the arbiter's judgement, no floor.
  const Event fide = accepted(fourPlayers(RulesProfile::Fide2023), clockAt(36, 5000, 6400));
  EXPECT_EQ(lastIncident(fide).article, "6.10.1");
}

// 8.6 "如果此时赛时已过第一时限所规定的四分之一,对局应继续进行,倘若未逾四分之一,在不对
// 比赛时间表构成严重干扰的前提下,裁判员可以重新安排棋子颜色正确的对局". The first
// period is 90 min: a quarter is 22:30 = 1350 s. At 1350 s it has not passed:
// a new game (annulled, replayed) if the schedule allows, else play on; at
// 1351 s play goes on. FIDE 7.3: fewer than 10 moves each, a new game.
TEST(IrregularPosition, ColoursReversed) {
  const Event classic = fourPlayers(RulesProfile::Classic);
  auto colours = irregular(Irregularity::ColoursReversed);
  colours.elapsedSeconds = 1350;
  EXPECT_EQ(lastIncident(accepted(classic, colours)).verdict, Verdict::GameAnnulled);
  EXPECT_EQ(lastIncident(accepted(classic, colours)).article, "classic 8.6");
  colours.scheduleAllows = false;
  EXPECT_EQ(lastIncident(accepted(classic, colours)).verdict, Verdict::GameContinues);
  colours.scheduleAllows = true;
  colours.elapsedSeconds = 1351;
  EXPECT_EQ(lastIncident(accepted(classic, colours)).verdict, Verdict::GameContinues);
  const Event fide = fourPlayers(RulesProfile::Fide2023);
  colours.movesEach = 9;
  EXPECT_EQ(lastIncident(accepted(fide, colours)).verdict, Verdict::GameAnnulled);
  colours.movesEach = 10;
  EXPECT_EQ(lastIncident(accepted(fide, colours)).verdict, Verdict::GameContinues);
  EXPECT_EQ(lastIncident(accepted(fide, colours)).article, "7.3");
}

// 8.2 "应将局面恢复到事故发生前的形势,然后继续对局,倘若不能按此要求恢复原来局面,对局应
// 作废重下"; 8.5 "如果在对局过程中发现棋子的原始位置摆错了,对局应作废重下"; 8.7 "应将
// 弈成的局面移到正确放置的棋盘上再继续对局".
TEST(IrregularPosition, DisplacedPiecesInitialPositionAndBoard) {
  const Event classic = fourPlayers(RulesProfile::Classic);
  auto displaced = irregular(Irregularity::DisplacedPieces);
  EXPECT_EQ(lastIncident(accepted(classic, displaced)).verdict, Verdict::PositionRestored);
  displaced.cannotRestore = true;
  EXPECT_EQ(lastIncident(accepted(classic, displaced)).verdict, Verdict::GameAnnulled);
  // FIDE 7.4.2: the last identifiable position; play goes on.
  EXPECT_EQ(lastIncident(accepted(fourPlayers(), displaced)).verdict, Verdict::PositionRestored);
  const Event initial = accepted(classic, irregular(Irregularity::WrongInitialPosition));
  EXPECT_EQ(lastIncident(initial).verdict, Verdict::GameAnnulled);
  EXPECT_EQ(lastIncident(initial).article, "classic 8.5");
  EXPECT_EQ(lastIncident(initial).note, "initial-position");
  EXPECT_EQ(resultOf(initial, 1, 1), GameResult::Pending);
  const Event board = accepted(fourPlayers(), irregular(Irregularity::BoardTurnedWrongly));
  EXPECT_EQ(lastIncident(board).verdict, Verdict::GameContinues);
  EXPECT_EQ(lastIncident(board).article, "7.2.2");
}
