// SPDX-License-Identifier: MIT
// FIDE B.02: the tables, K, the 400-point rule, rating changes, initial
// ratings and performance, against values read from the Handbook tables and
// worked out by hand below.
#include "domain/rating/fide_rating.h"
#include "domain/rating/fide_tables.h"
#include "tests/domain/standings/state_builder.h"

#include <gtest/gtest.h>

namespace rating {
namespace {

TEST(FideTables, ScoreToDifferenceIsTable811) {
  EXPECT_EQ(ratingDifferenceForScore(50), 0);
  EXPECT_EQ(ratingDifferenceForScore(60), 72);
  EXPECT_EQ(ratingDifferenceForScore(75), 193);
  EXPECT_EQ(ratingDifferenceForScore(90), 366);
  EXPECT_EQ(ratingDifferenceForScore(99), 677);
  EXPECT_EQ(ratingDifferenceForScore(100), 800);
  EXPECT_EQ(ratingDifferenceForScore(0), -800);
  EXPECT_EQ(ratingDifferenceForScore(25), -193);
  EXPECT_EQ(ratingDifferenceForScore(67), 125);
}

TEST(FideTables, DifferenceToExpectedScoreIsTable812AtEveryBandEdge) {
  EXPECT_EQ(expectedScoreHundredths(0), 50);
  EXPECT_EQ(expectedScoreHundredths(3), 50);
  EXPECT_EQ(expectedScoreHundredths(4), 51);
  EXPECT_EQ(expectedScoreHundredths(10), 51);
  EXPECT_EQ(expectedScoreHundredths(11), 52);
  EXPECT_EQ(expectedScoreHundredths(92), 63);
  EXPECT_EQ(expectedScoreHundredths(98), 63);
  EXPECT_EQ(expectedScoreHundredths(189), 75);
  EXPECT_EQ(expectedScoreHundredths(197), 75);
  EXPECT_EQ(expectedScoreHundredths(345), 89);
  EXPECT_EQ(expectedScoreHundredths(357), 89);
  EXPECT_EQ(expectedScoreHundredths(620), 99);
  EXPECT_EQ(expectedScoreHundredths(735), 99);
  EXPECT_EQ(expectedScoreHundredths(736), 100);
  // The lower-rated player gets 1 - H.
  EXPECT_EQ(expectedScoreHundredths(-4), 49);
  EXPECT_EQ(expectedScoreHundredths(-400), 8);
  EXPECT_EQ(expectedScoreHundredths(-736), 0);
}

TEST(FideKFactor, FollowsArticle833) {
  EXPECT_EQ(kFactor({2100, 30, false, false}, 9), 20);
  EXPECT_EQ(kFactor({2100, 29, false, false}, 9), 40);  // new player
  EXPECT_EQ(kFactor({2250, 100, true, false}, 9), 40);  // under 18, below 2300
  EXPECT_EQ(kFactor({2350, 100, true, false}, 9), 20);  // under 18 at 2300 or more
  EXPECT_EQ(kFactor({2380, 100, false, true}, 9), 10);  // once reached 2400
}

TEST(FideKFactor, KTimesGamesNeverExceeds700) {
  EXPECT_EQ(kFactor({1500, 0, false, false}, 17), 40);   // 680
  EXPECT_EQ(kFactor({1500, 0, false, false}, 20), 35);   // 800 > 700: 700 / 20
  EXPECT_EQ(kFactor({2000, 30, false, false}, 36), 19);  // 720 > 700: floor(700 / 36)
  EXPECT_EQ(kFactor({2500, 30, false, true}, 71), 9);    // 710 > 700
}

TEST(FideFourHundredRule, CapsBelow2650InStandardOnly) {
  EXPECT_EQ(cappedDifference(2000, 2500, RatingRate::Standard), -400);
  EXPECT_EQ(cappedDifference(2600, 2100, RatingRate::Standard), 400);
  EXPECT_EQ(cappedDifference(2700, 2200, RatingRate::Standard), 500);  // 2650 exemption
  EXPECT_EQ(cappedDifference(2700, 2200, RatingRate::RapidBlitz), 400);
}

TEST(FideRatingChange, HandWorkedPeriod) {
  // 2000, K 20: win against 2100 (D -100: PD .36), draw against 1950
  // (D +50: .57), loss against 2400 (D -400: .08). Score 1.5, expected
  // 1.01, 20 x 0.49 = 9.8 -> +10.
  const GameOutcome games[] = {{2100, 2}, {1950, 1}, {2400, 0}};
  const auto change = ratedPlayerChange(2000, 20, games, RatingRate::Standard);
  EXPECT_EQ(change.scoreHundredths, 150);
  EXPECT_EQ(change.expectedHundredths, 101);
  EXPECT_EQ(change.change, 10);
}

TEST(FideRatingChange, HalvesRoundAwayFromZero) {
  // 2000 loses to 1810 (D 190: PD .75): 10 x -0.75 = -7.5 -> -8.
  const GameOutcome loss[] = {{1810, 0}};
  EXPECT_EQ(ratedPlayerChange(2000, 10, loss, RatingRate::Standard).change, -8);
  // 2000 beats 2190 (D -190: PD .25): 10 x 0.75 = 7.5 -> +8.
  const GameOutcome win[] = {{2190, 2}};
  EXPECT_EQ(ratedPlayerChange(2000, 10, win, RatingRate::Standard).change, 8);
}

TEST(FideRatingChange, Player2700UsesTheRealDifferenceInStandard) {
  // 2700 beats 2200: D 500 -> PD .96 (485-517), not .92: 10 x 0.04 = 0.4 -> 0.
  const GameOutcome win[] = {{2200, 2}};
  EXPECT_EQ(ratedPlayerChange(2700, 10, win, RatingRate::Standard).expectedHundredths, 96);
  EXPECT_EQ(ratedPlayerChange(2700, 10, win, RatingRate::RapidBlitz).expectedHundredths, 92);
}

TEST(FideInitialRating, TwoHypothetical1800DrawsAreAdded) {
  // 3 / 5 against 1900 2000 1800 1700 2100: Ra = (9500 + 3600) / 7 = 1871.4
  // -> 1871; p = 4 / 7 = .571 -> .57, dp 50; Ru = 1921.
  const GameOutcome games[] = {{1900, 2}, {2000, 2}, {1800, 2}, {1700, 0}, {2100, 0}};
  const auto initial = initialRating(games);
  EXPECT_FALSE(initial.ignored);
  EXPECT_EQ(initial.rating, 1921);
  EXPECT_TRUE(initial.published);
}

TEST(FideInitialRating, IsCappedAt2200) {
  // 5 / 5 against five 2400s: Ra = 15600 / 7 = 2228.6 -> 2229; p = 6/7 = .86,
  // dp 309: 2538 -> 2200.
  const GameOutcome games[] = {{2400, 2}, {2400, 2}, {2400, 2}, {2400, 2}, {2400, 2}};
  EXPECT_EQ(initialRating(games).rating, 2200);
}

TEST(FideInitialRating, BelowTheFloorOrTooFewGamesIsNotPublished) {
  // 0.5 / 5 against five 1400s: Ra = 10600 / 7 = 1514.3 -> 1514; p = 1.5 / 7
  // = .21, dp -230: 1284 < 1400.
  const GameOutcome weak[] = {{1400, 1}, {1400, 0}, {1400, 0}, {1400, 0}, {1400, 0}};
  EXPECT_EQ(initialRating(weak).rating, 1284);
  EXPECT_FALSE(initialRating(weak).published);
  const GameOutcome four[] = {{1900, 2}, {2000, 2}, {1800, 2}, {1700, 0}};
  EXPECT_FALSE(initialRating(four).published);
}

TEST(FideInitialRating, AZeroScoreIgnoresTheEvent) {
  const GameOutcome games[] = {{1900, 0}, {2000, 0}, {1800, 0}, {1700, 0}, {2100, 0}};
  EXPECT_TRUE(initialRating(games).ignored);
}

TEST(FidePerformance, AverageRatingPlusTableDifference) {
  // 2 / 3 against 2000 2100 2200: Ra 2100, p .67 -> dp 125: 2225.
  const GameOutcome games[] = {{2000, 2}, {2100, 2}, {2200, 0}};
  EXPECT_EQ(performanceRating(games), 2225);
  EXPECT_EQ(averageOpponentRating(games), 2100);
  EXPECT_FALSE(performanceRating({}).has_value());
}

TEST(FideEvent, ForfeitsAndUnratedOpponentsAreNotRated) {
  // Round 1: 1 beats 2 over the board; 3 (unrated) has the PAB.
  // Round 2: 1 beats unrated 3 (not rated for 1); 2 has the PAB.
  using tournament::RoundResult;
  const auto state = standings::testing::StateBuilder(3, 2)
                         .rating(1, 2000)
                         .rating(2, 2000)
                         .game(1, 1, 2, '1')
                         .bye(1, 3, RoundResult::PairingBye)
                         .game(2, 3, 1, '0')
                         .bye(2, 2, RoundResult::PairingBye)
                         .state;
  const auto results = fideRatingChanges(state, 2, {});
  EXPECT_EQ(results[0].games, 1);
  EXPECT_EQ(results[0].change.change, 10);  // K 20 x (1 - .50)
  EXPECT_EQ(results[1].change.change, -10);
  EXPECT_EQ(results[2].games, 1);
  EXPECT_TRUE(results[2].initial->ignored);  // zero score
  EXPECT_FALSE(results[2].ratingAfter.has_value());
}

}  // namespace
}  // namespace rating
