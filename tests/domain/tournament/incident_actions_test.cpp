// SPDX-License-Identifier: MIT
#include "tests/domain/tournament/event_builder.h"

using namespace testing_event;

namespace {
RecordPenalty penalty(int board, Color offender, std::string article, PenaltyOption option,
                      int seconds = 0, std::optional<GameResult> result = std::nullopt,
                      int rounds = 0) {
  return RecordPenalty{.section = "S",
                       .round = 1,
                       .board = board,
                       .offender = offender,
                       .article = std::move(article),
                       .option = option,
                       .seconds = seconds,
                       .result = result,
                       .rounds = rounds,
                       .score = {},
                       .note = {}};
}
Incident lastIncident(const Event& event) { return section(event).incidents.back(); }
}  // namespace

// Laws 6.7.1 with no default time set: any lateness past the start loses
// (forfeit proposed, applied only when the arbiter confirms).
TEST(LateArrival, FideZeroDefaultTimeProposesForfeitForAnyLateness) {
  Event event = fourPlayers();
  Event onTime = accepted(event, RecordLateArrival{"S", 1, 1, LateSide::White, 0, false, ""});
  EXPECT_EQ(lastIncident(onTime).verdict, Verdict::OnTime);
  Event late = accepted(event, RecordLateArrival{"S", 1, 1, LateSide::Black, 60, false, ""});
  EXPECT_EQ(lastIncident(late).verdict, Verdict::ForfeitProposed);
  EXPECT_EQ(lastIncident(late).article, "6.7.1");
  EXPECT_EQ(resultOf(late, 1, 1), GameResult::Pending);
  Event forfeited = accepted(event, RecordLateArrival{"S", 1, 1, LateSide::Black, 60, true, ""});
  EXPECT_EQ(resultOf(forfeited, 1, 1), GameResult::WhiteForfeitWin);
  EXPECT_EQ(lastIncident(forfeited).verdict, Verdict::ForfeitApplied);
  EXPECT_EQ(lastIncident(forfeited).player, section(event).playerByNumber(3)->id);
  Event both = accepted(event, RecordLateArrival{"S", 1, 2, LateSide::Both, 1, true, ""});
  EXPECT_EQ(resultOf(both, 1, 2), GameResult::DoubleForfeit);
  EXPECT_EQ(refused(forfeited, RecordLateArrival{"S", 1, 1, LateSide::White, 5, false, ""}),
            ActionErrorCode::GameFinished);
}

TEST(LateArrival, FideWithDefaultTimeLosesClockTimeUntilThen) {
  Event event = fourPlayers();
  event.sections[0].settings.defaultTimeMinutes = 30;
  Event within = accepted(event, RecordLateArrival{"S", 1, 1, LateSide::White, 30 * 60, false, ""});
  EXPECT_EQ(lastIncident(within).verdict, Verdict::LateWithinDefaultTime);
  EXPECT_EQ(lastIncident(within).clock, ClockEffect::OwnClockRuns);
  EXPECT_EQ(lastIncident(within).seconds, 1800);
  EXPECT_EQ(refused(event, RecordLateArrival{"S", 1, 1, LateSide::White, 1800, true, ""}),
            ActionErrorCode::ForfeitNotDue);
  // 6.7.2: both absent with a non-zero default time.
  Event both = accepted(event, RecordLateArrival{"S", 1, 2, LateSide::Both, 600, false, ""});
  EXPECT_EQ(lastIncident(both).article, "6.7.2");
  EXPECT_EQ(lastIncident(both).verdict, Verdict::LateWithinDefaultTime);
  Event past = accepted(event, RecordLateArrival{"S", 1, 1, LateSide::White, 1801, false, ""});
  EXPECT_EQ(lastIncident(past).verdict, Verdict::ForfeitProposed);
}

// Classic 10.15 "对局开始或封局续赛开始后,棋手迟到赛桌1小时以上者判负": more than
// one hour late loses (3600 s is not more); 10.17 "双方均迟到棋盘旁达1小时以上则
// 对局双方均判负": both lose.
TEST(LateArrival, ClassicOneHourRule) {
  Event event = fourPlayers(RulesProfile::Classic);
  Event hour = accepted(event, RecordLateArrival{"S", 1, 1, LateSide::White, 3600, false, ""});
  EXPECT_EQ(lastIncident(hour).verdict, Verdict::LateWithinDefaultTime);
  EXPECT_EQ(lastIncident(hour).article, "classic 10.15");
  Event over = accepted(event, RecordLateArrival{"S", 1, 1, LateSide::White, 3601, true, ""});
  EXPECT_EQ(resultOf(over, 1, 1), GameResult::BlackForfeitWin);
  Event both = accepted(event, RecordLateArrival{"S", 1, 2, LateSide::Both, 3700, true, ""});
  EXPECT_EQ(lastIncident(both).article, "classic 10.17");
  EXPECT_EQ(resultOf(both, 1, 2), GameResult::DoubleForfeit);
}

// Laws 7.5.5: first illegal move +2 min to the opponent (standard), 1 min
// in rapid (A.3); the second loses, or draws when the opponent cannot mate.
TEST(IllegalMove, FirstGivesTimeSecondLosesOrDraws) {
  Event event = fourPlayers();
  Event first = accepted(event, RecordIllegalMove{"S", 1, 1, Color::White, std::nullopt});
  EXPECT_EQ(lastIncident(first).count, 1);
  EXPECT_EQ(lastIncident(first).seconds, 120);
  EXPECT_EQ(lastIncident(first).clock, ClockEffect::OpponentRemainingAdded);
  // The opponent's illegal move is counted separately.
  Event other = accepted(first, RecordIllegalMove{"S", 1, 1, Color::Black, true});
  EXPECT_EQ(lastIncident(other).count, 1);
  EXPECT_EQ(resultOf(other, 1, 1), GameResult::Pending);
  Event lost = accepted(other, RecordIllegalMove{"S", 1, 1, Color::White, true});
  EXPECT_EQ(lastIncident(lost).count, 2);
  EXPECT_EQ(lastIncident(lost).verdict, Verdict::GameLost);
  EXPECT_EQ(resultOf(lost, 1, 1), GameResult::BlackWins);
  Event drawn = accepted(other, RecordIllegalMove{"S", 1, 1, Color::White, false});
  EXPECT_EQ(lastIncident(drawn).verdict, Verdict::GameDrawn);
  EXPECT_EQ(resultOf(drawn, 1, 1), GameResult::Draw);
  auto unknown = applyAction(other, RecordIllegalMove{"S", 1, 1, Color::White, std::nullopt});
  ASSERT_TRUE(unknown);
  EXPECT_EQ(unknown->incident->verdict, Verdict::ArbiterMustDecide);
  EXPECT_EQ(resultOf(unknown->event, 1, 1), GameResult::Pending);
}

TEST(IllegalMove, RapidAndBlitzPenaltyIsOneMinuteUnderFide2023) {
  Event rapid = accepted(fourPlayers(RulesProfile::Fide2023, RateOfPlay::Rapid),
                         RecordIllegalMove{"S", 1, 2, Color::Black, std::nullopt});
  EXPECT_EQ(lastIncident(rapid).seconds, 60);
  Event blitz = accepted(fourPlayers(RulesProfile::Fide2023, RateOfPlay::Blitz),
                         RecordIllegalMove{"S", 1, 2, Color::Black, std::nullopt});
  EXPECT_EQ(lastIncident(blitz).seconds, 60);
}

// 003: old Laws 8.1 "如果在对局过程中发现有不合规则的着法,应将局面恢复到该着法未走出
// 之前的形势.然后,倘若不能按此要求恢复原来局面,则对局应作废重下": the position is
// restored and play goes on - no time on any clock, and a second or third
// illegal move by the same player loses nothing; a position that cannot be
// restored annuls the game (replayed: the board's result stays pending).
TEST(IllegalMove, ClassicRestoresThePositionWithoutPenalty) {
  Event event = fourPlayers(RulesProfile::Classic, RateOfPlay::Rapid);
  for (int n = 1; n <= 3; ++n) {
    event = accepted(event, RecordIllegalMove{"S", 1, 2, Color::Black, true});
    const Incident& i = lastIncident(event);
    EXPECT_EQ(i.article, "classic 8.1");
    EXPECT_EQ(i.count, n);
    EXPECT_EQ(i.verdict, Verdict::PositionRestored);
    EXPECT_EQ(i.clock, ClockEffect::None);
    EXPECT_EQ(i.seconds, 0);
    EXPECT_EQ(resultOf(event, 1, 2), GameResult::Pending);
  }
  RecordIllegalMove lostPosition{"S", 1, 2, Color::White, std::nullopt};
  lostPosition.cannotRestore = true;
  event = accepted(event, lostPosition);
  EXPECT_EQ(lastIncident(event).verdict, Verdict::GameAnnulled);
  EXPECT_EQ(resultOf(event, 1, 2), GameResult::Pending);
}

// Laws 9.5.3: an incorrect claim gives the opponent 2 minutes, never a loss.
TEST(DrawClaim, FideIncorrectClaimAddsTwoMinutesToTheOpponent) {
  Event event = fourPlayers();
  Event wrong =
      accepted(event, RecordDrawClaim{"S", 1, 1, Color::White, false, 99999, 30, "", 0, ""});
  EXPECT_EQ(lastIncident(wrong).article, "9.5.3");
  EXPECT_EQ(lastIncident(wrong).clock, ClockEffect::OpponentRemainingAdded);
  EXPECT_EQ(lastIncident(wrong).seconds, 120);
  EXPECT_EQ(resultOf(wrong, 1, 1), GameResult::Pending);
  Event right = accepted(event, RecordDrawClaim{"S", 1, 1, Color::White, true, -1, 30, "", 0, ""});
  EXPECT_EQ(resultOf(right, 1, 1), GameResult::Draw);
  Event rapid = accepted(fourPlayers(RulesProfile::Fide2023, RateOfPlay::Rapid),
                         RecordDrawClaim{"S", 1, 1, Color::White, false, -1, 30, "", 0, ""});
  EXPECT_EQ(lastIncident(rapid).seconds, 60);
}

// Classic 10.13(2) "经审验,提和理由不成立,裁判应在提和方已用赛时上加上5分钟.如果这样
// 做意味提和方已超过时限,判提和方负": +5 min to the claimant's used time; he
// loses if that passes the limit. Control 40/90+30,30+30 at move 30: 90 min + 30 x 30 s
// = 105 min. Used 100:00 + 5 = 105:00: not over; 100:01 + 5: over.
TEST(DrawClaim, ClassicIncorrectClaimAddsFiveMinutesAndMayLose) {
  Event event = fourPlayers(RulesProfile::Classic);
  EXPECT_EQ(refused(event, RecordDrawClaim{"S", 1, 1, Color::Black, false, -1, 30, "", 0, ""}),
            ActionErrorCode::MissingUsedTime);
  Event kept =
      accepted(event, RecordDrawClaim{"S", 1, 1, Color::Black, false, 6000, 30, "", 0, ""});
  EXPECT_EQ(lastIncident(kept).clock, ClockEffect::OwnUsedAdded);
  EXPECT_EQ(lastIncident(kept).seconds, 300);
  EXPECT_EQ(lastIncident(kept).verdict, Verdict::TimePenalty);
  EXPECT_EQ(resultOf(kept, 1, 1), GameResult::Pending);
  Event lost =
      accepted(event, RecordDrawClaim{"S", 1, 1, Color::Black, false, 6001, 30, "", 0, ""});
  EXPECT_EQ(lastIncident(lost).verdict, Verdict::GameLost);
  EXPECT_EQ(resultOf(lost, 1, 1), GameResult::WhiteWins);
}

// Laws 12.9 options with their clock and score effects.
TEST(Penalty, RecordsArticleOptionAndEffect) {
  Event event = fourPlayers();
  EXPECT_EQ(refused(event, penalty(1, Color::White, "", PenaltyOption::Warning)),
            ActionErrorCode::MissingArticle);
  EXPECT_EQ(refused(event, penalty(1, Color::White, "11.5", PenaltyOption::TimeToOpponent)),
            ActionErrorCode::MissingSeconds);
  Event time =
      accepted(event, penalty(1, Color::White, "11.5", PenaltyOption::TimeToOpponent, 120));
  EXPECT_EQ(lastIncident(time).clock, ClockEffect::OpponentRemainingAdded);
  Event deducted =
      accepted(event, penalty(1, Color::White, "6.11.4", PenaltyOption::TimeDeducted, 300));
  EXPECT_EQ(lastIncident(deducted).clock, ClockEffect::OwnRemainingDeducted);
  // 11.3.2.2: a phone loses the game; the opponent wins.
  Event phone = accepted(event, penalty(2, Color::Black, "11.3.2.2", PenaltyOption::GameLost));
  EXPECT_EQ(resultOf(phone, 1, 2), GameResult::WhiteWins);
  EXPECT_EQ(lastIncident(phone).player, section(event).playerByNumber(2)->id);
  Event both = accepted(
      event, penalty(2, Color::Black, "11.8", PenaltyOption::GameLost, 0, GameResult::DoubleLoss));
  EXPECT_EQ(resultOf(both, 1, 2), GameResult::DoubleLoss);
  EXPECT_EQ(refused(event, penalty(2, Color::Black, "11.8", PenaltyOption::GameLost, 0,
                                   GameResult::BlackWins)),
            ActionErrorCode::BadResultForPenalty);
  Event excluded = accepted(
      event, penalty(2, Color::Black, "12.9", PenaltyOption::Exclusion, 0, std::nullopt, 2));
  const Player* offender = section(excluded).playerByNumber(2);
  EXPECT_FALSE(offender->availableIn(2));
  EXPECT_FALSE(offender->availableIn(3));
  EXPECT_TRUE(offender->availableIn(4));
  Event expelled = accepted(event, penalty(2, Color::Black, "12.9", PenaltyOption::Expulsion));
  EXPECT_EQ(section(expelled).playerByNumber(2)->withdrawnFromRound, 2);
}

// 003: old Laws 10.14 "在规定时间内没有完成规定着数的一方判负.但如果双方只剩下单王,
// 对局结果作和" with 10.5 "只剩单王的一方不能作胜方.如果剩单王一方的对方超时 ...
// 则应判作和棋": Black's flag falls on board 2: White wins, 1-0; with White a
// bare king, drawn.
TEST(Flag, ClassicFlagLosesUnlessTheOpponentHasABareKing) {
  const Event event = fourPlayers(RulesProfile::Classic);
  RecordFlag flag{"S", 1, 2, Color::Black, false, true};
  const Event lost = accepted(event, flag);
  EXPECT_EQ(resultOf(lost, 1, 2), GameResult::WhiteWins);
  EXPECT_EQ(lastIncident(lost).kind, IncidentKind::Flag);
  EXPECT_EQ(lastIncident(lost).article, "classic 10.14");
  EXPECT_EQ(lastIncident(lost).verdict, Verdict::GameLost);
  flag.opponentCanWin = false;
  const Event drawn = accepted(event, flag);
  EXPECT_EQ(resultOf(drawn, 1, 2), GameResult::Draw);
  EXPECT_EQ(lastIncident(drawn).article, "classic 10.5");
  // No finding: nothing changes, the arbiter decides.
  flag.opponentCanWin = std::nullopt;
  const Event open = accepted(event, flag);
  EXPECT_EQ(resultOf(open, 1, 2), GameResult::Pending);
  EXPECT_EQ(lastIncident(open).verdict, Verdict::ArbiterMustDecide);
}

// 12.8 "如果双方小旗同时降落,而裁判不能断定何方的小旗先落下,则对局应该继续": the game
// goes on under the classic text; FIDE Guidelines III.3.1: also outside the
// last period, drawn in it.
TEST(Flag, BothFlagsDown) {
  RecordFlag both{"S", 1, 2, Color::White, true, std::nullopt, true};
  const Event classic = accepted(fourPlayers(RulesProfile::Classic), both);
  EXPECT_EQ(resultOf(classic, 1, 2), GameResult::Pending);
  EXPECT_EQ(lastIncident(classic).verdict, Verdict::GameContinues);
  EXPECT_EQ(lastIncident(classic).article, "classic 12.8");
  EXPECT_EQ(lastIncident(classic).player, 0);
  EXPECT_EQ(resultOf(accepted(fourPlayers(RulesProfile::Fide2023), both), 1, 2), GameResult::Draw);
  both.lastPeriod = false;
  EXPECT_EQ(resultOf(accepted(fourPlayers(RulesProfile::Fide2023), both), 1, 2),
            GameResult::Pending);
}

// 12.7 "认输或者同意和棋以后,即便发现对方小旗已经降落,认输或同意和棋仍然有效": a draw
// agreed before the flag was seen stands; the flag is refused and the
// result kept. FIDE 6.9 (flag loses, helpmate test) on the same board.
TEST(Flag, AResultBeforeTheFlagStands) {
  for (auto rules : {RulesProfile::Classic, RulesProfile::Fide2023}) {
    const Event agreed = accepted(fourPlayers(rules), EnterResult{"S", 1, 2, GameResult::Draw});
    EXPECT_EQ(refused(agreed, RecordFlag{"S", 1, 2, Color::Black, false, true}),
              ActionErrorCode::GameFinished);
  }
  const Event fide = accepted(fourPlayers(RulesProfile::Fide2023),
                              RecordFlag{"S", 1, 2, Color::White, false, true});
  EXPECT_EQ(resultOf(fide, 1, 2), GameResult::BlackWins);
  EXPECT_EQ(lastIncident(fide).article, "6.9");
}
