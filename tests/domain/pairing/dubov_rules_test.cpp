// SPDX-License-Identifier: MIT
// Articles of C.04.4.1 (Dubov, 2026) checked on hand-built tournaments. The
// expected pairings are worked out by hand from the text in each comment.
// Ratings descend with the start number (TPN), so player 1 is the highest.
#include "domain/pairing/bipartite_matching.h"
#include "domain/pairing/combinations.h"
#include "domain/pairing/dubov_colours.h"
#include "domain/pairing/dubov_criteria.h"
#include "domain/pairing/dubov_pairer.h"
#include "domain/pairing/dubov_player.h"
#include "tests/domain/pairing/state_builder.h"

#include <gtest/gtest.h>

using namespace pairing;
using pairing::testing::boards;
using pairing::testing::StateBuilder;
using tournament::Color;

namespace {

// The state with ratings `top`, `top - step`, ... by start number.
tournament::TournamentState rated(const StateBuilder& builder, int top, int step = 100) {
  auto state = builder.state();
  for (auto& p : state.players) p.rating = top - step * (p.startNumber - 1);
  return state;
}

}  // namespace

// 1.7: ARO = the average rating of the opponents met over the board,
// rounded to the nearest integer, .5 up: (2000 + 2001) / 2 = 2000.5 -> 2001;
// (2000 + 2001 + 2001) / 3 = 2000.67 -> 2001; none played -> 0.
TEST(DubovRules, Art1_7AroRoundsHalfUpAndIsZeroBeforeTheFirstGame) {
  EXPECT_EQ(averageRatingOfOpponents({2000, 2001}), 2001);
  EXPECT_EQ(averageRatingOfOpponents({2000, 2000, 2001}), 2000);
  EXPECT_EQ(averageRatingOfOpponents({2000, 2001, 2001}), 2001);
  EXPECT_EQ(averageRatingOfOpponents({}), 0);
}

// 1.8: MaxT = 2 + [Rnds / 5]: 9 rounds -> 3, 10 rounds -> 4, 4 rounds -> 2.
TEST(DubovRules, Art1_8MaximumUpfloatsDependOnTheRounds) {
  EXPECT_EQ(dubovMaxUpfloats(9), 3);
  EXPECT_EQ(dubovMaxUpfloats(10), 4);
  EXPECT_EQ(dubovMaxUpfloats(4), 2);
}

// 1.6.4: a player who has not played has a mild preference for Black; a
// forfeit (not played) leaves it so, and scores no ARO (1.7).
TEST(DubovRules, Art1_6_4NoGamePlayedMeansAMildPreferenceForBlack) {
  const auto state = rated(StateBuilder(4, 5).round("1-2:+ 3-4:1"), 2400);
  const auto players = dubovPlayers(state, 2);
  ASSERT_EQ(players.size(), 4u);
  EXPECT_EQ(players[0].preference(), Color::Black);
  EXPECT_EQ(players[0].base.strength, PreferenceStrength::Mild);
  EXPECT_EQ(players[0].aro, 0);
  EXPECT_EQ(players[2].preference(), Color::Black);  // 3 had White
  EXPECT_EQ(players[2].aro, 2100);
  EXPECT_EQ(players[3].preference(), Color::White);
}

// 4.3.3's own example: seven players A..G sorted; #1 = D (the middle), #2
// = C (the higher of C and E), #3 = E, #4 = B, #5 = F, #6 = A, #7 = G.
TEST(DubovRules, Art4_3_3ShiftersAreNumberedFromTheMiddleOut) {
  EXPECT_EQ(middleOut({0, 1, 2, 3, 4, 5, 6}), (std::vector<int>{3, 2, 4, 1, 5, 0, 6}));
}

// 4.4: transpositions in lexicographic order ({A,B,C} {A,C,B} {B,A,C} ...),
// the first legal one taken. Left 0 may not take right 0, left 1 may take
// only right 0: {0,1,2} and {0,2,1} are illegal, {1,0,2} is the first legal.
TEST(DubovRules, Art4_4TheFirstLegalTranspositionIsLexicographic) {
  const auto adjacency = [](int i, int j) {
    if (i == 0) return j != 0;
    if (i == 1) return j == 0;
    return true;
  };
  EXPECT_EQ(firstPerfectBipartiteMatching(3, adjacency), (std::vector<int>{1, 0, 2}));
  EXPECT_FALSE(firstPerfectBipartiteMatching(2, [](int i, int j) { return i == 0 && j == 0; }));
}

// Round 1, six players, nobody has played: 3.2.3 G1 = the first half by
// TPN (1 2 3), G2 = 4 5 6; 4.4 T2 = 4 5 6; 5.2.1 the higher-ranked player
// gets the initial colour with an odd TPN, the other with an even one.
TEST(DubovRules, Art5_2_1RoundOneTopHalfAgainstBottomHalf) {
  const auto white = pairDubov(rated(StateBuilder(6, 5, Color::White), 2600));
  ASSERT_TRUE(white);
  EXPECT_EQ(white->boards, boards({{1, 4}, {5, 2}, {3, 6}}));
  const auto black = pairDubov(rated(StateBuilder(6, 5, Color::Black), 2600));
  ASSERT_TRUE(black);
  EXPECT_EQ(black->boards, boards({{4, 1}, {2, 5}, {6, 3}}));
}

// Ratings 2400..1700. Round 1: 1-5 1-0, 6-2 0-1, 3-7 1-0, 8-4 0-1.
// On 1: 1 and 3 had White (seek Black), 2 and 4 had Black (seek White):
// G1 = {2, 4}, G2 = {1, 3}. 3.2.5: S1 by ascending ARO: 4 (met 8, 1700),
// then 2 (met 6, 1900); 4.4: T2 = 1, 3 by TPN: 4-1 and 2-3, both
// preferences granted (5.2.2). The low-ARO player meets the highest rating.
// On 0: 5 and 7 seek White (ARO 2400, 2200), 6 and 8 Black: S1 = 7, 5;
// T2 = 6, 8: 7-6, 5-8. Boards (C.04.2 3.6): 4-1 (1 ranks first), 2-3,
// 5-8 (5 before 6), 7-6.
TEST(DubovRules, Art3_2_5LowestAroMeetsTheHighestRatedOpponent) {
  const auto state = rated(StateBuilder(8, 5).round("1-5:1 6-2:0 3-7:1 8-4:0"), 2400);
  const auto result = pairDubov(state);
  ASSERT_TRUE(result);
  EXPECT_EQ(result->boards, boards({{4, 1}, {2, 3}, {5, 8}, {7, 6}}));
}

// Ratings 2600..2100. Round 1: 1-4, 2-5, 3-6 drawn: all on 1/2; 4, 5, 6
// seek White (ARO 2600, 2500, 2400), 1, 2, 3 Black. S1 = 6, 5, 4; 4.4:
// 6-1; 5-2 is a rematch (C1), so 5-3; then 4-2. Boards by the rank of the
// higher-ranked player: 6-1, 4-2, 5-3.
TEST(DubovRules, C1RematchTakesTheNextTransposition) {
  const auto state = rated(StateBuilder(6, 5).round("1-4:= 2-5:= 3-6:="), 2600);
  const auto result = pairDubov(state);
  ASSERT_TRUE(result);
  EXPECT_EQ(result->boards, boards({{6, 1}, {4, 2}, {5, 3}}));
}

// Ratings 2700..2000. Round 1: 1-5, 2-6, 3-7 won by White, 4-8 won by
// Black. On 1: 1, 2, 3 seek Black, 8 White: G1 = {8}, G2 = {1, 2, 3}.
// 3.2.4: G2 is larger by 2: one Black seeker moves to G1, the first by
// 4.3: Black seekers by TPN 1 2 3, numbered from the middle: #1 = 2.
// G1 = {8, 2}: S1 by ARO: 2 (met 6, 2200), 8 (met 4, 2400); T2 = 1, 3:
// 2-1 (both seek Black: same strength, same history, 5.2.5: 1 ranks
// higher and gets Black) and 8-3. On 0: 5, 6, 7 seek White, 4 Black: one
// White seeker moves: by ascending ARO 7 (2500), 6 (2600), 5 (2700), #1 =
// 6. S1 = 7, 5 (ARO 2500, 2700), T2 = 4, 6: 7-4 and 5-6 (5.2.5: 5 ranks
// higher and gets White).
TEST(DubovRules, Art3_2_4TheMiddleShifterEvensTheGroups) {
  const auto state = rated(StateBuilder(8, 5).round("1-5:1 2-6:1 3-7:1 4-8:0"), 2700);
  const auto result = pairDubov(state);
  ASSERT_TRUE(result);
  EXPECT_EQ(result->boards, boards({{2, 1}, {8, 3}, {7, 4}, {5, 6}}));
}

// Ratings 2600..2100. Round 1: 1-4 1-0, 2-5 1-0, 6-3 0-1. On 1: 1, 2, 3:
// odd, one upfloater (C5). Candidates 4 5 6 on 0 (C6 alike); with 4 or 5
// (seeking White) the bracket has two White and two Black seekers, with 6
// (seeking Black) one pair must break a preference (C7): 4, the first in
// order (4.2). G1 = {3, 4}: S1 by ARO 3 (met 6, 2100), 4 (met 1, 2600);
// T2 = 1, 2: 3-1, 4-2. Then 5-6. Boards: 3-1, 4-2 (lower score 0), 5-6.
TEST(DubovRules, C7ChoosesTheUpfloaterWhoKeepsThePreferences) {
  const auto state = rated(StateBuilder(6, 5).round("1-4:1 2-5:1 6-3:0"), 2600);
  const auto result = pairDubov(state);
  ASSERT_TRUE(result);
  EXPECT_EQ(result->boards, boards({{3, 1}, {4, 2}, {5, 6}}));
}

// 3.1: five players; round 1: 1-3 and 2-4 won by White, 5 absent (Z). On
// 0: 3, 4 (one game each) and 5 (none). 3.1.4: the most games played
// (3 or 4), 3.1.5: the largest TPN: 4, not 5.
TEST(DubovRules, Art3_1_4ThePabGoesToWhoPlayedMostThenTheLargestTpn) {
  const auto state = rated(StateBuilder(5, 5).round("1-3:1 2-4:1 5:Z"), 2400);
  const auto result = pairDubov(state);
  ASSERT_TRUE(result);
  EXPECT_EQ(result->bye, 4);
}

// C2 (C.04.1 4): round 1: 1-2 1-0, 3 a full-point bye (F); round 2: 1-3
// drawn, 2 the PAB (U). Round 3: 2 (1 point) had the PAB, 3 (1 1/2) scored
// a win's points without playing: neither may have it; 1 gets it, and
// 2-3 (never met) is the board left.
TEST(DubovRules, C2NoPabAfterAPabOrAFullPointBye) {
  const auto state = rated(StateBuilder(3, 5).round("1-2:1 3:F").round("1-3:= 2:U"), 2400);
  const auto result = pairDubov(state);
  ASSERT_TRUE(result);
  EXPECT_EQ(result->bye, 1);
  ASSERT_EQ(result->boards.size(), 1u);
}

// C3: 1-3 and 2-4 drawn, then 1-4 and 2-3 drawn: 1 and 2 had White twice
// (absolute Black), 3 and 4 Black twice; 1-2 and 3-4 are the only pairs
// not yet played and C3 forbids both: no legal pairing, named C4.
TEST(DubovRules, C3TwoEqualAbsolutePreferencesNeverMeet) {
  const auto state = rated(StateBuilder(4, 5).round("1-3:= 2-4:=").round("1-4:= 2-3:="), 2400);
  const auto result = pairDubov(state);
  ASSERT_FALSE(result);
  EXPECT_EQ(result.error().code, PairingFailureCode::NoLegalPairing);
}

namespace {

// A player who has played `colours` (oldest first) and has the preference
// the test works out from 1.6.
DubovPlayer withColours(int id, std::vector<Color> colours, PreferenceStrength strength,
                        Color preference) {
  DubovPlayer p;
  p.base.id = id;
  p.base.pairingNumber = id;
  for (Color c : colours) p.base.colourDifference += c == Color::White ? 1 : -1;
  p.playedGames = static_cast<int>(colours.size());
  p.base.colours = std::move(colours);
  p.base.strength = strength;
  p.base.preference = preference;
  return p;
}

}  // namespace

// 5.2.3: both want White; 1 mildly (W B: even, last Black), 2 absolutely
// (B B: the same colour twice): the stronger preference is granted, so 2
// has White although 1 ranks higher.
TEST(DubovRules, Art5_2_3TheStrongerPreferenceIsGranted) {
  const auto higher =
      withColours(1, {Color::White, Color::Black}, PreferenceStrength::Mild, Color::White);
  const auto lower =
      withColours(2, {Color::Black, Color::Black}, PreferenceStrength::Absolute, Color::White);
  const auto choice = dubovColours(higher, lower, Color::White);
  EXPECT_EQ(choice.higherGets, Color::Black);
  EXPECT_EQ(choice.reason, DubovColourReason::StrongerPreference);
}

// 5.2.4: both mildly want White (B W W B and W B W B: even, last Black).
// From the last game back: Black / Black, White / White, then White (1) /
// Black (2): the most recent time they differed. Alternating from it, 1
// gets Black and 2 White.
TEST(DubovRules, Art5_2_4AlternationFromTheLastTimeTheColoursDiffered) {
  const auto higher = withColours(1, {Color::Black, Color::White, Color::White, Color::Black},
                                  PreferenceStrength::Mild, Color::White);
  const auto lower = withColours(2, {Color::White, Color::Black, Color::White, Color::Black},
                                 PreferenceStrength::Mild, Color::White);
  const auto choice = dubovColours(higher, lower, Color::White);
  EXPECT_EQ(choice.higherGets, Color::Black);
  EXPECT_EQ(choice.reason, DubovColourReason::Alternation);
}

// 5.2.5: the same histories (W B each): no time they differed; the
// higher-ranked player gets his preference (White).
TEST(DubovRules, Art5_2_5TheHigherRankedPlayersPreference) {
  const auto higher =
      withColours(1, {Color::White, Color::Black}, PreferenceStrength::Mild, Color::White);
  const auto lower =
      withColours(2, {Color::White, Color::Black}, PreferenceStrength::Mild, Color::White);
  const auto choice = dubovColours(higher, lower, Color::Black);
  EXPECT_EQ(choice.higherGets, Color::White);
  EXPECT_EQ(choice.reason, DubovColourReason::HigherRankedPreference);
}

// C6-C10 in their order (2.3): a higher lowest score first (C6); then fewer
// colour misses (C7); then fewer maximum upfloaters (C8: MaxT = 3 for 9
// rounds), then their upfloats counted together (C9), then fewer who
// upfloated last round (C10). In the last round C8-C10 do not count.
TEST(DubovRules, C6ToC10AreComparedInTheirOrder) {
  std::vector<DubovPlayer> players(4);
  players[0].base.score = 4;  // 2 points, 3 upfloats, one of them last round
  players[0].upfloats = 3;
  players[0].upfloatedLast = true;
  players[1].base.score = 4;  // 2 points, 4 upfloats
  players[1].upfloats = 4;
  players[2].base.score = 4;  // 2 points, 1 upfloat, last round
  players[2].upfloats = 1;
  players[2].upfloatedLast = true;
  players[3].base.score = 2;  // 1 point, never upfloated
  const int maxT = dubovMaxUpfloats(9);

  auto quality = [&](std::vector<int> set, int colourMisses, bool lastRound = false) {
    return upfloaterQuality(players, set, colourMisses, maxT, !lastRound);
  };
  // C6: 2 points beat 1 point whatever the rest.
  auto c = compareQuality(quality({1}, 2), quality({3}, 0));
  EXPECT_EQ(c.criterion, DubovCriterion::C6UpfloaterScores);
  EXPECT_TRUE(c.firstBetter);
  // C7 before C8.
  c = compareQuality(quality({1}, 0), quality({2}, 1));
  EXPECT_EQ(c.criterion, DubovCriterion::C7ColourPreference);
  // C8: 0 (3 upfloats = MaxT) against 2 (1 upfloat).
  c = compareQuality(quality({0}, 0), quality({2}, 0));
  EXPECT_EQ(c.criterion, DubovCriterion::C8MaximumUpfloaters);
  EXPECT_FALSE(c.firstBetter);
  // C9: both maximum upfloaters; 0 has 3 upfloats, 1 has 4.
  c = compareQuality(quality({0}, 0), quality({1}, 0));
  EXPECT_EQ(c.criterion, DubovCriterion::C9MaximumUpfloats);
  EXPECT_TRUE(c.firstBetter);
  // Last round: C8-C10 do not apply; 0 and 2 are equal.
  c = compareQuality(quality({0}, 0, true), quality({2}, 0, true));
  EXPECT_EQ(c.criterion, DubovCriterion::None);
}

// C10: two candidates alike but for last round's upfloat.
TEST(DubovRules, C10PrefersWhoDidNotUpfloatLastRound) {
  std::vector<DubovPlayer> players(2);
  players[0].base.score = players[1].base.score = 2;
  players[0].upfloats = players[1].upfloats = 1;
  players[0].upfloatedLast = true;
  const auto a = upfloaterQuality(players, {0}, 0, 3, true);
  const auto b = upfloaterQuality(players, {1}, 0, 3, true);
  const auto c = compareQuality(a, b);
  EXPECT_EQ(c.criterion, DubovCriterion::C10RepeatedUpfloat);
  EXPECT_FALSE(c.firstBetter);
}
