// SPDX-License-Identifier: MIT
// FIDE Title Regulations B.01 (2024) 1.4: title norms. Every expected value
// is worked out by hand below from the regulation's numbers: the floors of
// 1.4.6b, unrated = 1400 (1.4.6d), Ra rounded .5 up (1.4.7b), the score in
// whole percent .5 up and dp from table 1.4.9, Rp = Ra + dp (1.4.8).
#include "domain/rating/title_norms.h"

#include <gtest/gtest.h>

namespace rating {
namespace {

NormGame game(int rating, std::string title, std::string federation, int points) {
  return {rating, std::move(title), std::move(federation), points};
}

const NormCheck& checkOf(const NormAssessment& a, NormRequirement r) {
  for (const auto& c : a.checks)
    if (c.requirement == r) return c;
  static const NormCheck none{};
  ADD_FAILURE() << "no check " << static_cast<int>(r);
  return none;
}

// A CHN player's nine games in a Swiss: 7 points.
NormInput nineGames() {
  NormInput input;
  input.federation = "CHN";
  input.games = {
      game(2550, "GM", "GER", 2),  game(2510, "GM", "FRA", 1), game(2480, "GM", "ESP", 1),
      game(2440, "IM", "NED", 2),  game(2400, "IM", "CHN", 2), game(2350, "FM", "CHN", 1),
      game(2300, "WGM", "IND", 2), game(2250, "", "USA", 2),   game(2120, "", "CHN", 1)};
  return input;
}

TEST(TitleNorms, GmNormWithTheLowestOpponentRaisedToTheFloor) {
  const auto a = assessNorm(nineGames(), NormTitle::GM);
  // 1.4.6b-c: 2120 < 2200, the lowest, is raised to 2200 (game 9).
  ASSERT_TRUE(a.raisedGame);
  EXPECT_EQ(*a.raisedGame, 8);
  EXPECT_EQ(a.raisedFrom, 2120);
  // 2550+2510+2480+2440+2400+2350+2300+2250+2200 = 21480; 21480 / 9 = 2386.67 -> 2387.
  EXPECT_EQ(a.ratingSum, 21480);
  EXPECT_EQ(a.average, 2387);
  // 7 / 9 = 77.78 % -> 78 %; table 1.4.9: .78 -> 220; Rp = 2387 + 220 = 2607.
  EXPECT_EQ(a.points, 14);
  EXPECT_EQ(a.percentage, 78);
  EXPECT_EQ(a.difference, 220);
  EXPECT_EQ(a.performance, 2607);
  // 6.5 / 9 = 72.2 % -> 72 % -> 166 -> 2553 < 2600: 7 points are needed.
  EXPECT_EQ(a.pointsNeeded, 14);
  // Other federations GER FRA ESP NED IND USA = 6 >= 2; own CHN 3 <= 27/5 = 5;
  // largest CHN 3 <= 18/3 = 6; titleholders 7 >= 9/2 = 5 (rounded up);
  // GMs 3 >= max(3, 9/3 = 3).
  EXPECT_EQ(checkOf(a, NormRequirement::OtherFederations).have, 6);
  EXPECT_EQ(checkOf(a, NormRequirement::OwnFederation).have, 3);
  EXPECT_EQ(checkOf(a, NormRequirement::OwnFederation).need, 5);
  EXPECT_EQ(checkOf(a, NormRequirement::OneFederation).need, 6);
  EXPECT_EQ(checkOf(a, NormRequirement::Titleholders).have, 7);
  EXPECT_EQ(checkOf(a, NormRequirement::Titleholders).need, 5);
  EXPECT_EQ(checkOf(a, NormRequirement::NormTitleHolders).have, 3);
  EXPECT_EQ(checkOf(a, NormRequirement::NormTitleHolders).need, 3);
  EXPECT_TRUE(a.achieved);
}

TEST(TitleNorms, WithoutTheFloorTheAverageWouldFallShort) {
  // The same games for an IM norm: the IM floor is 2050, 2120 is not raised:
  // 21400 / 9 = 2377.78 -> 2378, Rp = 2378 + 220 = 2598 >= 2450; GMs and IMs 5 >= 3.
  const auto a = assessNorm(nineGames(), NormTitle::IM);
  EXPECT_FALSE(a.raisedGame);
  EXPECT_EQ(a.average, 2378);
  EXPECT_EQ(a.performance, 2598);
  EXPECT_EQ(checkOf(a, NormRequirement::NormTitleHolders).have, 5);
  EXPECT_TRUE(a.achieved);
  // For a GM norm, 2378 would be below 2380: the floor decides it.
  EXPECT_LT(a.average, minimumAverage(NormTitle::GM));
}

TEST(TitleNorms, UnratedCountsAs1400AndOnlyTheLowestIsRaised) {
  NormInput input = nineGames();
  input.games[7] = game(0, "", "USA", 2);  // unrated: 1400, now the lowest
  const auto a = assessNorm(input, NormTitle::GM);
  ASSERT_TRUE(a.raisedGame);
  EXPECT_EQ(*a.raisedGame, 7);
  EXPECT_EQ(a.raisedFrom, 1400);
  // 2550+2510+2480+2440+2400+2350+2300+2200 (raised) + 2120 = 21350 -> 2372.2 -> 2372.
  EXPECT_EQ(a.ratingSum, 21350);
  EXPECT_EQ(a.average, 2372);
  EXPECT_FALSE(checkOf(a, NormRequirement::AverageRating).met);
  EXPECT_FALSE(a.pointsNeeded);  // no score reaches a GM norm below Ra 2380
  EXPECT_FALSE(a.achieved);
}

TEST(TitleNorms, NineGameThresholdsFollowTable149) {
  // Ra 2434: 6.5 / 9 = 72 % -> 166 -> 2600: a GM norm with 6.5.
  // Ra 2433: 6.5 gives 2599; 7 / 9 = 78 % -> 220 -> 2653: 7 are needed.
  NormInput input;
  input.federation = "CHN";
  for (int i = 0; i < 9; ++i)
    input.games.push_back(game(2434, i < 3 ? "GM" : "IM", i % 2 ? "GER" : "FRA", 1));
  EXPECT_EQ(assessNorm(input, NormTitle::GM).pointsNeeded, 13);
  for (auto& g : input.games) g.opponentRating = 2433;
  EXPECT_EQ(assessNorm(input, NormTitle::GM).pointsNeeded, 14);
}

TEST(TitleNorms, ThirtyFivePercentIsTheLeastScore) {
  // WIM norm against 2400s: 3 / 9 = 33 % -> -125 -> Rp 2275 >= 2250, yet 33 % < 35 %.
  NormInput input;
  input.federation = "IND";
  for (int i = 0; i < 9; ++i)
    input.games.push_back(game(2400, i < 5 ? "WGM" : "IM", i < 4 ? "GER" : "USA", i < 3 ? 2 : 0));
  const auto a = assessNorm(input, NormTitle::WIM);
  EXPECT_EQ(a.percentage, 33);
  EXPECT_EQ(a.performance, 2275);
  EXPECT_TRUE(checkOf(a, NormRequirement::Performance).met);
  EXPECT_FALSE(checkOf(a, NormRequirement::MinimumScore).met);
  EXPECT_FALSE(a.achieved);
  // 3.5 / 9 = 38.9 % -> 39 % -> -80 -> 2320.
  EXPECT_EQ(a.pointsNeeded, 7);
}

TEST(TitleNorms, FederationMixAndItsWaiver) {
  NormInput input = nineGames();
  // Six opponents from CHN: more than 27/5 = 5 (1.4.4a); FID players are no federation.
  input.games[0].opponentFederation = "CHN";
  input.games[1].opponentFederation = "CHN";
  input.games[2].opponentFederation = "FID";
  input.games[3].opponentFederation = "CHN";
  auto a = assessNorm(input, NormTitle::IM);
  EXPECT_EQ(checkOf(a, NormRequirement::OwnFederation).have, 6);
  EXPECT_FALSE(checkOf(a, NormRequirement::OwnFederation).met);
  EXPECT_EQ(checkOf(a, NormRequirement::OtherFederations).have, 2);  // IND, USA
  EXPECT_FALSE(a.achieved);
  // A national championship final (1.4.3a) waives 1.4.3 and 1.4.4.
  input.foreignerRequirementWaived = true;
  a = assessNorm(input, NormTitle::IM);
  EXPECT_TRUE(checkOf(a, NormRequirement::OwnFederation).waived);
  EXPECT_TRUE(a.achieved);
}

TEST(TitleNorms, EightGamesCountInANineRoundEventAfterAForfeitWinOrBye) {
  NormInput input = nineGames();
  input.games.erase(input.games.begin() + 7);  // the USA game was a forfeit win
  EXPECT_FALSE(checkOf(assessNorm(input, NormTitle::IM), NormRequirement::Games).met);
  input.missedRoundByForfeitWinOrBye = true;
  input.scheduledRounds = 9;
  const auto a = assessNorm(input, NormTitle::IM);
  EXPECT_TRUE(checkOf(a, NormRequirement::Games).met);
  EXPECT_EQ(checkOf(a, NormRequirement::Games).need, 8);
}

}  // namespace
}  // namespace rating
