// SPDX-License-Identifier: MIT
#include "domain/tournament/scoring_spec.h"

#include <gtest/gtest.h>

using namespace tournament;

TEST(ScoringSpec, ReadsPointsAsHalfPoints) {
  auto standard = parseScoring("1,0.5,0");
  ASSERT_TRUE(standard);
  EXPECT_EQ(*standard, ScoringSystem{});
  auto football = parseScoring("3,1,0");
  ASSERT_TRUE(football);
  EXPECT_EQ(football->win, 6);
  EXPECT_EQ(football->draw, 2);
  EXPECT_EQ(football->pairingBye, 6);
  EXPECT_EQ(football->halfPointBye, 2);
  EXPECT_EQ(football->forfeitLoss, 0);
  EXPECT_EQ(scoringSpec(*football), "3,1,0");
}

TEST(ScoringSpec, RefusesQuartersAndBadOrder) {
  EXPECT_EQ(parseScoring("1,0.25,0").error().code, ScoringSpecErrorCode::NotAHalfPoint);
  EXPECT_EQ(parseScoring("1,0.25,0").error().column, 2);
  EXPECT_EQ(parseScoring("1,0.5").error().code, ScoringSpecErrorCode::ExpectedThreeValues);
  EXPECT_EQ(parseScoring("0,1,0").error().code, ScoringSpecErrorCode::WinNotHighest);
}

TEST(ScoringSpec, FormatsHalfPoints) {
  EXPECT_EQ(formatHalfPoints(5), "2½");
  EXPECT_EQ(formatHalfPoints(1), "½");
  EXPECT_EQ(formatHalfPoints(4), "2");
  EXPECT_EQ(formatHalfPoints(5, true), "2.5");
}
