// SPDX-License-Identifier: MIT
#include "domain/tournament/time_control.h"

#include <gtest/gtest.h>

using namespace tournament;

// The classical FIDE control: 90 min for 40 moves, then 30 min, +30 s a move from move 1.
TEST(TimeControl, ReadsTheClassicalFideControl) {
  auto control = parseTimeControl("40/90+30,30+30");
  ASSERT_TRUE(control);
  ASSERT_EQ(control->periods.size(), 2u);
  EXPECT_EQ(control->periods[0], (TimePeriod{40, 90 * 60, 30, 0}));
  EXPECT_EQ(control->periods[1], (TimePeriod{0, 30 * 60, 30, 0}));
  EXPECT_EQ(control->spec(), "40/90+30,30+30");
}

TEST(TimeControl, ReadsDelayAndSinglePeriods) {
  EXPECT_EQ(parseTimeControl("25d5")->periods[0], (TimePeriod{0, 25 * 60, 0, 5}));
  EXPECT_EQ(parseTimeControl("120")->periods[0], (TimePeriod{0, 120 * 60, 0, 0}));
}

TEST(TimeControl, RefusesBadSpecsWithTheColumn) {
  EXPECT_EQ(parseTimeControl("").error().code, TimeControlErrorCode::Empty);
  auto noNumber = parseTimeControl("40/x");
  EXPECT_EQ(noNumber.error().code, TimeControlErrorCode::ExpectedNumber);
  EXPECT_EQ(noNumber.error().column, 3);
  auto separator = parseTimeControl("90+30;30");
  EXPECT_EQ(separator.error().code, TimeControlErrorCode::ExpectedSeparator);
  EXPECT_EQ(separator.error().column, 5);
  // A period after a "rest of game" period is impossible.
  EXPECT_EQ(parseTimeControl("90,30").error().code,
            TimeControlErrorCode::MovesMissingBeforeLastPeriod);
  EXPECT_EQ(parseTimeControl("40/0").error().code, TimeControlErrorCode::ZeroBaseTime);
}

// Hand count for 40/120,60 (no increment): by move 38, 120 min; by move
// 41 the second period has begun: 180 min. With 40/90+30,30+30 at move
// 41: 90 + 30 min + 41 x 30 s = 120 min + 20:30 = 8430 s.
TEST(TimeControl, AllowanceCountsBasesBegunAndIncrementsEarned) {
  const auto classic = *parseTimeControl("40/120,60");
  EXPECT_EQ(classic.allowanceSeconds(38), 120 * 60);
  EXPECT_EQ(classic.allowanceSeconds(40), 120 * 60);
  EXPECT_EQ(classic.allowanceSeconds(41), 180 * 60);
  EXPECT_EQ(parseTimeControl("40/90+30,30+30")->allowanceSeconds(41), 8430);
}

// Laws A.1 / B.1: time + 60 x increment; rapid is more than 10 and less than 60 minutes.
TEST(TimeControl, ImpliesTheRateOfPlayByAppendicesAAndB) {
  EXPECT_EQ(impliedRate(*parseTimeControl("3+2")), RateOfPlay::Blitz);       // 3 + 2 = 5 min
  EXPECT_EQ(impliedRate(*parseTimeControl("10")), RateOfPlay::Blitz);        // exactly 10
  EXPECT_EQ(impliedRate(*parseTimeControl("15+10")), RateOfPlay::Rapid);     // 15 + 10 = 25
  EXPECT_EQ(impliedRate(*parseTimeControl("50+10")), RateOfPlay::Standard);  // 50 + 10 = 60
  EXPECT_EQ(impliedRate(*parseTimeControl("40/90+30,30+30")), RateOfPlay::Standard);
}
