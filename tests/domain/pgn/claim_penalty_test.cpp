// SPDX-License-Identifier: MIT
// Consequences of an incorrect draw claim. Expected values from the texts:
// FIDE Laws 2023 9.5.3 (2 minutes to the opponent), A.3 (1 minute in rapid;
// blitz via B.3), and the classic rules' art. 10.13(2) (5 minutes added to
// the claimant's used time; over the limit he loses).
#include "domain/tournament/claim_penalty.h"

#include <gtest/gtest.h>

namespace tournament {
namespace {

TEST(ClaimPenalty, FideStandardAddsTwoMinutesToTheOpponent) {
  const auto p = incorrectClaimPenalty(RulesProfile::Fide2023, RateOfPlay::Standard, true);
  EXPECT_EQ(p.seconds, 120);
  EXPECT_EQ(p.clock, PenaltyClock::OpponentRemaining);
  EXPECT_TRUE(p.declaredMoveMustBePlayed);
  EXPECT_FALSE(p.lossPossible);
  EXPECT_STREQ(p.article, "9.5.3");
}

TEST(ClaimPenalty, FideRapidAndBlitzAddOneMinute) {
  for (auto rate : {RateOfPlay::Rapid, RateOfPlay::Blitz}) {
    const auto p = incorrectClaimPenalty(RulesProfile::Fide2023, rate, false);
    EXPECT_EQ(p.seconds, 60);
    EXPECT_EQ(p.clock, PenaltyClock::OpponentRemaining);
    EXPECT_FALSE(p.declaredMoveMustBePlayed);
    EXPECT_STREQ(p.article, "A.3");
  }
}

TEST(ClaimPenalty, ClassicAddsFiveMinutesToTheClaimantsUsedTime) {
  const auto p = incorrectClaimPenalty(RulesProfile::Classic, RateOfPlay::Standard, true);
  EXPECT_EQ(p.seconds, 300);
  EXPECT_EQ(p.clock, PenaltyClock::ClaimantUsed);
  EXPECT_TRUE(p.lossPossible);
  EXPECT_TRUE(p.declaredMoveMustBePlayed);
  EXPECT_STREQ(p.article, "10.13");
}

TEST(ClaimPenalty, ClassicClaimantLosesWhenThePenaltyPassesTheLimit) {
  const auto p = incorrectClaimPenalty(RulesProfile::Classic, RateOfPlay::Standard, false);
  // 116 min used + 5 = 121 > 120: loss. 115 + 5 = 120: not over the limit.
  const auto over = judgeIncorrectClaim(p, 116 * 60, 120 * 60);
  EXPECT_EQ(over.outcome, ClaimPenaltyOutcome::ClaimantLoses);
  EXPECT_EQ(over.claimantUsedAfter, 121 * 60);
  EXPECT_EQ(judgeIncorrectClaim(p, 115 * 60, 120 * 60).outcome, ClaimPenaltyOutcome::PlayContinues);
  EXPECT_TRUE(judgeIncorrectClaim(p, std::nullopt, 120 * 60).undecided);
}

TEST(ClaimPenalty, FideNeverLosesOnThePenaltyItself) {
  const auto p = incorrectClaimPenalty(RulesProfile::Fide2023, RateOfPlay::Standard, false);
  const auto judgement = judgeIncorrectClaim(p, 119 * 60, 120 * 60);
  EXPECT_EQ(judgement.outcome, ClaimPenaltyOutcome::PlayContinues);
  EXPECT_FALSE(judgement.undecided);
}

}  // namespace
}  // namespace tournament
