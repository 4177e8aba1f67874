// SPDX-License-Identifier: MIT
// Lateness computed from the round's recorded start (Laws 6.6, 6.7;
// classic 10.15 one hour, 10.17 both late), and the watch-time arithmetic.
#include "domain/tournament/clock_time.h"
#include "tests/domain/tournament/event_builder.h"

namespace {

using namespace testing_event;

RecordLateArrival arrival(int board, LateSide side, std::string at, bool forfeit = false) {
  RecordLateArrival late{"S", 1, board, side, 0, forfeit, std::move(at)};
  return late;
}

Event started(RulesProfile rules, const std::string& at = "2026-05-01 14:00") {
  return accepted(fourPlayers(rules), StartRound{"S", 1, at});
}

}  // namespace

TEST(ClockTime, DifferencesCountedByHand) {
  // 14:00 -> 14:12:30 = 12 min 30 s = 750 s.
  EXPECT_EQ(secondsAfter("2026-05-01 14:00", "2026-05-01 14:12:30"), 750);
  EXPECT_EQ(secondsAfter("2026-05-01 14:00", "14:12:30"), 750);
  // Across midnight and a leap day: 2028-02-28 23:30 -> 2028-03-01 00:30
  // = 30 min + 24 h (29 Feb) + 30 min = 25 h = 90 000 s.
  EXPECT_EQ(secondsAfter("2028-02-28 23:30", "2028-03-01 00:30"), 90000);
  EXPECT_EQ(secondsAfter("2026-05-01 14:00", "13:59"), -60);  // early
  EXPECT_FALSE(parseClockTime("2026-02-29 10:00"));           // 2026 is not a leap year
  EXPECT_FALSE(parseClockTime("2026-05-01 24:00"));
  EXPECT_FALSE(parseClockTime("2026-05-01T14:00"));
  EXPECT_FALSE(secondsAfter("2026-05-01 14:00", "2:15"));
}

TEST(LateFromStart, StartIsRecordedAndValidated) {
  const Event event = fourPlayers();
  EXPECT_EQ(refused(event, StartRound{"S", 2, "2026-05-01 14:00"}), ActionErrorCode::NoSuchRound);
  EXPECT_EQ(refused(event, StartRound{"S", 1, "tomorrow"}), ActionErrorCode::BadClockTime);
  EXPECT_EQ(section(started(RulesProfile::Fide2023)).round(1)->startedAt, "2026-05-01 14:00");
  // Without a recorded start an arrival time cannot be judged.
  EXPECT_EQ(refused(event, arrival(1, LateSide::White, "14:05")), ActionErrorCode::RoundNotStarted);
  EXPECT_EQ(refused(started(RulesProfile::Fide2023), arrival(1, LateSide::White, "14h05")),
            ActionErrorCode::BadClockTime);
}

// FIDE 6.7.1, no default time set: zero. Arriving at 14:00:00 is on time;
// at 14:00:01 the forfeit is proposed.
TEST(LateFromStart, FideZeroDefaultTime) {
  const Event event = started(RulesProfile::Fide2023);
  EXPECT_EQ(
      accepted(event, arrival(1, LateSide::White, "14:00")).sections[0].incidents.back().verdict,
      Verdict::OnTime);
  const Event late = accepted(event, arrival(1, LateSide::White, "14:00:01", true));
  EXPECT_EQ(section(late).incidents.back().seconds, 1);
  EXPECT_EQ(section(late).incidents.back().verdict, Verdict::ForfeitApplied);
  EXPECT_EQ(resultOf(late, 1, 1), GameResult::BlackForfeitWin);
  // Both absent: double forfeit.
  const Event both = accepted(event, arrival(2, LateSide::Both, "2026-05-01 14:20", true));
  EXPECT_EQ(resultOf(both, 1, 2), GameResult::DoubleForfeit);
}

// Classic 10.15: more than one hour late loses. Start 14:00: 15:00:00 is
// exactly one hour (clock time lost, not a loss); 15:00:01 is past it.
TEST(LateFromStart, ClassicOneHourRule) {
  const Event event = started(RulesProfile::Classic);
  const Event hour = accepted(event, arrival(1, LateSide::Black, "15:00"));
  EXPECT_EQ(section(hour).incidents.back().seconds, 3600);
  EXPECT_EQ(section(hour).incidents.back().verdict, Verdict::LateWithinDefaultTime);
  EXPECT_EQ(section(hour).incidents.back().article, "classic 10.15");
  const Event past = accepted(event, arrival(1, LateSide::Black, "15:00:01", true));
  EXPECT_EQ(resultOf(past, 1, 1), GameResult::WhiteForfeitWin);
  // 10.17: both more than an hour late, both lose.
  const Event both = accepted(event, arrival(2, LateSide::Both, "15:30", true));
  EXPECT_EQ(section(both).incidents.back().article, "classic 10.17");
  EXPECT_EQ(resultOf(both, 1, 2), GameResult::DoubleForfeit);
}
