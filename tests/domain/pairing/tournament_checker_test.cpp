// SPDX-License-Identifier: MIT
// The whole-tournament checker: every round re-paired from the rounds
// before it, the stated points and ranks against the results.
#include "domain/pairing/tournament_checker.h"
#include "tests/domain/pairing/state_builder.h"

#include <gtest/gtest.h>

using namespace pairing;
using pairing::testing::StateBuilder;

// Round 1 of four (C.04.3): S1 = 1 2, S2 = 3 4; 5.2.5 gives the initial
// colour (White) to 1 (odd) and the other one to 2 (even): 1-3, 4-2, as
// given. 1 and 4 win. Round 2: the 1-point bracket 1, 4 pairs 1-4, the
// 0-point bracket 2-3, no one floats; the given 1-2, 4-3 floats 1 and 4
// down (C6 of the 1-point bracket: 0 pairs instead of 1).
TEST(TournamentChecker, ReportsEachRoundAgainstOursAndThePointsAndRanks) {
  auto state = StateBuilder(4, 5).round("1-3:1 4-2:1").round("1-2:= 4-3:=").state();
  // Stated points: right for 1, 2, 3 (1.5, 0.5, 0.5); 2.5 for 4, who has
  // 1.5. Stated ranks 1, 2, 4, 3: 2 (0.5) ranked above 4 (1.5).
  const int points[] = {3, 1, 1, 5};
  const int ranks[] = {1, 2, 4, 3};
  for (int i = 0; i < 4; ++i) {
    state.players[i].recordedPoints = points[i];
    state.players[i].recordedRank = ranks[i];
  }
  const auto check = checkAllRounds(state);
  ASSERT_TRUE(check);
  ASSERT_EQ(check->rounds.size(), 2u);
  EXPECT_EQ(check->rounds[0].round, 1);
  EXPECT_TRUE(check->rounds[0].sameAsOurs);
  EXPECT_TRUE(check->rounds[0].violations.empty());
  EXPECT_EQ(check->rounds[1].round, 2);
  EXPECT_FALSE(check->rounds[1].sameAsOurs);
  EXPECT_EQ(check->rounds[1].firstDifference, Criterion::C6Pairs);
  EXPECT_TRUE(check->rounds[1].oursBetter);
  ASSERT_EQ(check->points.size(), 1u);
  EXPECT_EQ(check->points[0].player, 4);
  EXPECT_EQ(check->points[0].stated, 5);
  EXPECT_EQ(check->points[0].fromResults, 3);
  ASSERT_EQ(check->ranks.size(), 1u);
  EXPECT_EQ(check->ranks[0].player, 4);
  EXPECT_EQ(check->ranks[0].above, 2);
}

TEST(TournamentChecker, RefusesATournamentWithoutAPairedRound) {
  const auto check = checkAllRounds(StateBuilder(4, 5).state());
  ASSERT_FALSE(check);
  EXPECT_EQ(check.error(), CheckFailureCode::NoPairedRound);
}
