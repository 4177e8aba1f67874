// SPDX-License-Identifier: MIT
// Rules of C.04.3 (2026) checked on hand-built tournaments. The expected
// pairings are worked out by hand from the rule text in each comment.
#include "domain/pairing/baku_acceleration.h"
#include "domain/pairing/board_order.h"
#include "domain/pairing/dutch_pairer.h"
#include "tests/domain/pairing/state_builder.h"

#include <gtest/gtest.h>

using namespace pairing;
using pairing::testing::boards;
using pairing::testing::StateBuilder;
using tournament::Color;

// Round 1, six players: S1 = 1 2 3, S2 = 4 5 6; 5.2.5: an odd TPN gets the
// initial colour, an even one the other.
TEST(DutchRules, Art5_2_5RoundOneColoursAlternateFromTheInitialColour) {
  auto white = pairDutch(StateBuilder(6, 5, Color::White).state());
  ASSERT_TRUE(white);
  EXPECT_EQ(white->boards, boards({{1, 4}, {5, 2}, {3, 6}}));
  auto black = pairDutch(StateBuilder(6, 5, Color::Black).state());
  ASSERT_TRUE(black);
  EXPECT_EQ(black->boards, boards({{4, 1}, {2, 5}, {6, 3}}));
}

// All four on 1/2 after round 1 (1-3, 2-4 drawn). S1 = 1 2, S2 = 3 4; 1-3 is
// a rematch, so the next transposition 1-4, 2-3. Colours: 1 and 2 had White
// and want Black, 3 and 4 want White: all granted.
TEST(DutchRules, C1NoRematchTakesTheNextTransposition) {
  auto result = pairDutch(StateBuilder(4, 3).round("1-3:= 2-4:=").state());
  ASSERT_TRUE(result);
  EXPECT_EQ(result->boards, boards({{4, 1}, {3, 2}}));
}

// After round 1 (1-3, 2-4 drawn, 1 and 2 had White), round 2 pairs 1-4 and
// 2-3 (as above); then 1 and 2 have White twice: both absolute Black, and
// they are the only pair left for round 3 (1 met 3 and 4): C3 forbids it.
TEST(DutchRules, C3TwoEqualAbsolutePreferencesNeverMeet) {
  auto result = pairDutch(StateBuilder(4, 5).round("1-3:= 2-4:=").round("1-4:= 2-3:=").state());
  ASSERT_FALSE(result);
  EXPECT_EQ(result.error().code, PairingFailureCode::NoLegalPairing);
}

// 1-3 and 4-2 drawn: 1 and 4 want Black, 2 and 3 want White. 1-4 / 2-3 break
// two preferences (C12); the exchange 1-2 / 3-4 breaks none, so it wins.
TEST(DutchRules, C12ColourPreferencesOutweighTranspositionOrder) {
  auto result = pairDutch(StateBuilder(4, 5).round("1-3:= 4-2:=").state());
  ASSERT_TRUE(result);
  EXPECT_EQ(result->boards, boards({{2, 1}, {3, 4}}));
}

// Three players, 1 beat 2 and 3 had the PAB: the PAB goes to the lowest
// score (C5), player 2; 3 (no games) meets 1 (mild Black after White).
TEST(DutchRules, C5ByeGoesToTheLowestScore) {
  auto result = pairDutch(StateBuilder(3, 5).round("1-2:1 3:U").state());
  ASSERT_TRUE(result);
  EXPECT_EQ(result->boards, boards({{3, 1}}));
  EXPECT_EQ(result->bye, 2);
}

// 3 had the PAB in round 1, 2 in round 2: in round 3 the lowest scores are
// 1 and 2 (one point each) but 2 may not get a second PAB (C2): 1 gets it.
TEST(DutchRules, C2NoSecondPairingAllocatedBye) {
  auto result = pairDutch(StateBuilder(3, 5).round("1-2:1 3:U").round("3-1:1 2:U").state());
  ASSERT_TRUE(result);
  EXPECT_EQ(result->bye, 1);
  EXPECT_EQ(result->boards, boards({{2, 3}}));
}

// A player known to be absent in the round is not paired (C.04.2 3.3).
TEST(DutchRules, AbsentPlayersAreNotPaired) {
  auto result = pairDutch(StateBuilder(5, 5).absent(5, 'H').state());
  ASSERT_TRUE(result);
  EXPECT_EQ(result->boards, boards({{1, 3}, {4, 2}}));
  EXPECT_FALSE(result->bye);
}

// C.04.7: N = 10, R = 5: Group A = 2 * ceil(10/4) = 6 players; ceil(5/2) = 3
// accelerated rounds, the first ceil(3/2) = 2 with a full point.
TEST(BakuAcceleration, C04_7VirtualPointsByGroupAndRound) {
  const BakuAcceleration defaults;
  EXPECT_EQ(bakuVirtualPoints(defaults, 6, 10, 5, 1, 2), 2);
  EXPECT_EQ(bakuVirtualPoints(defaults, 7, 10, 5, 1, 2), 0);
  EXPECT_EQ(bakuVirtualPoints(defaults, 1, 10, 5, 2, 2), 2);
  EXPECT_EQ(bakuVirtualPoints(defaults, 1, 10, 5, 3, 2), 1);
  EXPECT_EQ(bakuVirtualPoints(defaults, 1, 10, 5, 4, 2), 0);
  // N = 9 (N mod 4 = 1): Group A = 2 * ceil(9/4) = 6; R = 7: 4 accelerated
  // rounds, 2 with a full point and 2 with half a point.
  EXPECT_EQ(bakuVirtualPoints(defaults, 6, 9, 7, 3, 2), 1);
  EXPECT_EQ(bakuVirtualPoints(defaults, 7, 9, 7, 3, 2), 0);
  EXPECT_EQ(bakuVirtualPoints(defaults, 6, 9, 7, 4, 2), 1);
  EXPECT_EQ(bakuVirtualPoints(defaults, 6, 9, 7, 5, 2), 0);
}

// C.04.7 in round 1 of 8 players: Group A (1-4) carries a virtual point, so
// the brackets are 1-4 and 5-8: 1-3, 4-2, 5-7, 8-6.
TEST(BakuAcceleration, GroupAIsPairedWithinItselfInRoundOne) {
  DutchOptions options;
  options.baku = BakuAcceleration{};
  auto result = pairDutch(StateBuilder(8, 5).state(), options);
  ASSERT_TRUE(result);
  EXPECT_EQ(result->boards, boards({{1, 3}, {4, 2}, {5, 7}, {8, 6}}));
}

// C.04.2 3.6: higher score of the pair first, then the lower score, then the
// higher-ranked player.
TEST(BoardOrder, C04_2_3_6HigherScoreThenLowerScoreThenRank) {
  std::vector<Board> list = boards({{5, 6}, {3, 4}, {1, 2}, {7, 8}});
  const std::vector<int> score = {0, 2, 0, 2, 2, 4, 0, 2, 2};
  sortBoards(
      list, [&](int id) { return score[id]; }, [](int id) { return id; });
  EXPECT_EQ(list, boards({{5, 6}, {3, 4}, {7, 8}, {1, 2}}));
}

// Why a player floats (the explanation of pair --explain and the desk).
// Six players after round 1 (1-4 1-0, 5-2 0-1, 3-6 1-0): the 1-point
// bracket is 1 2 3, none of whom has met another. Three cannot all pair
// (C6): one floats down although every opponent in the bracket is
// compatible with him, so his reason is the odd bracket, not C1-C4.
TEST(DutchRules, AFloaterOfAnOddBracketIsExplainedByTheOddBracket) {
  DutchOptions options;
  options.explain = true;
  const auto paired = pairDutch(StateBuilder(6, 5).round("1-4:1 5-2:0 3-6:1").state(), options);
  ASSERT_TRUE(paired && paired->explanation);
  const auto& top = paired->explanation->brackets.front();
  EXPECT_EQ(top.score, 2);  // half-points
  ASSERT_EQ(top.downfloaters.size(), 1u);
  ASSERT_EQ(top.floatReasons.size(), 1u);
  EXPECT_EQ(top.floatReasons[0], FloatReason::OddBracket);
}

// Five players after round 2 (1-3 =, 2-4 =, 5 PAB; 3-2 =, 1-5 =, 4 PAB):
// 4 and 5 lead on 1½ and pair; the 1-point bracket is 1 2 3, and 3 has met
// both 1 and 2 (C1), so whoever else pairs, 3 has no opponent there.
TEST(DutchRules, AFloaterWhoHasMetTheWholeBracketIsExplainedByC1) {
  DutchOptions options;
  options.explain = true;
  const auto paired = pairDutch(
      StateBuilder(5, 3).round("1-3:= 2-4:= 5:U").round("3-2:= 1-5:= 4:U").state(), options);
  ASSERT_TRUE(paired && paired->explanation);
  for (const auto& bracket : paired->explanation->brackets)
    for (std::size_t i = 0; i < bracket.downfloaters.size(); ++i)
      if (bracket.downfloaters[i] == 3) {
        EXPECT_EQ(bracket.floatReasons[i], FloatReason::NoCompatibleOpponent);
        return;
      }
  ADD_FAILURE() << "3 is not a downfloater of any bracket";
}
