// SPDX-License-Identifier: MIT
// Forbidden pairs (the tournament rules' prohibited pairings) in the
// engines: the Dutch system treats one like a game already played (C.04.3
// C1) and nothing else, the checker reports a forbidden pair paired, and
// the Berger tables, which cannot avoid a pairing, refuse the round. The
// expected pairings are worked out by hand from C.04.3 in each comment.
#include "domain/pairing/berger.h"
#include "domain/pairing/dutch_pairer.h"
#include "domain/pairing/pairing_checker.h"
#include "tests/domain/pairing/state_builder.h"

#include <gtest/gtest.h>

using namespace pairing;
using pairing::testing::boards;
using pairing::testing::StateBuilder;

// Round 1 of four, initial colour White. One bracket: S1 = 1 2, S2 = 3 4.
// Unforbidden the first candidate 1-3, 2-4 stands (board 2: 2 is even and
// takes the other colour, 4-2). With 1-3 forbidden it fails C1 as a rematch
// would, and the next candidate in the order of C.04.3 art. 4 (the first
// transposition of S2: 4 3) is 1-4, 2-3, which breaks nothing. Colours
// by 5.2.5 (no history): 1 odd takes White, 2 even takes Black: 1-4, 3-2.
TEST(ForbiddenPair, DutchTreatsTheNaturalPairLikeAGameAlreadyPlayed) {
  auto state = StateBuilder(4, 3).state();
  auto plain = pairDutch(state);
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain->boards, boards({{1, 3}, {4, 2}}));
  state.forbiddenPairs.push_back({1, 3, 1, 0});
  auto forbidden = pairDutch(state);
  ASSERT_TRUE(forbidden);
  EXPECT_EQ(forbidden->boards, boards({{1, 4}, {3, 2}}));
}

// After round 1 (1-3 1-0, 4-2 0-1) players 1 and 2 have 1 point, 3 and 4
// none. The natural round 2 is 1-2 and 3-4 (one bracket each). With 1-2
// forbidden, C1 leaves 1 only 4 (3 is a rematch) and 2 only 3 (4 is a
// rematch): 1-4, 2-3, each an up- and a downfloat. Colours: 1 and 4 both
// had White and prefer Black (colour difference +1); 5.2.4 grants the
// higher-ranked 1 (more points) his preference: 4-1. 2 and 3 both had
// Black and prefer White; 2 ranks higher: 2-3. Boards by C.04.2 3.6: the
// pair with the higher score first (both hold a 1-point player; then
// the higher-ranked player, 1): 4-1, 2-3. The forbidden pair made no
// history: 1 and 2 keep the colours of the game they played.
TEST(ForbiddenPair, DutchPairsRoundTwoAroundAForbiddenTopPair) {
  auto state = StateBuilder(4, 3).round("1-3:1 4-2:0").state();
  state.forbiddenPairs.push_back({1, 2, 1, 0});
  auto result = pairDutch(state);
  ASSERT_TRUE(result);
  EXPECT_EQ(result->boards, boards({{4, 1}, {2, 3}}));
}

// A pair forbidden only in rounds 2-3 does not bind round 1.
TEST(ForbiddenPair, HoldsOnlyInItsRounds) {
  auto state = StateBuilder(4, 3).state();
  state.forbiddenPairs.push_back({1, 3, 2, 3});
  auto result = pairDutch(state);
  ASSERT_TRUE(result);
  EXPECT_EQ(result->boards, boards({{1, 3}, {4, 2}}));
}

// The checker on a round 1 that paired the forbidden 1-3 reports it under
// C1 and prefers our pairing.
TEST(ForbiddenPair, CheckerReportsAForbiddenPairPaired) {
  auto state = StateBuilder(4, 3).round("1-3:1 4-2:0").state();
  state.forbiddenPairs.push_back({1, 3, 1, 0});
  const auto report = checkLastRound(state);
  ASSERT_TRUE(report);
  ASSERT_EQ(report->violations.size(), 1u);
  EXPECT_EQ(report->violations[0].code, ViolationCode::ForbiddenPair);
  EXPECT_EQ(report->violations[0].criterion, Criterion::C1NoRematch);
  EXPECT_EQ(report->violations[0].player, 1);
  EXPECT_EQ(report->violations[0].opponent, 3);
}

// Berger, four players (C.05 Annex 1's table: round 1 1-4, 2-3; round 2
// 4-3, 1-2). A round robin cannot avoid a pairing: with 2-3 forbidden
// round 1 is refused; with 1-2 forbidden round 1 (where they do not meet)
// is paired as the table says.
TEST(ForbiddenPair, BergerRefusesARoundThatPairsAForbiddenPair) {
  auto state = StateBuilder(4, 3).state();
  state.system = tournament::PairingSystem::RoundRobin;
  state.forbiddenPairs.push_back({1, 2, 1, 0});
  const auto paired = pairBerger(state);
  ASSERT_TRUE(paired);
  EXPECT_EQ(paired->boards, (std::vector<RoundRobinBoard>{{1, 4}, {2, 3}}));
  state.forbiddenPairs = {{2, 3, 1, 0}};
  const auto refused = pairBerger(state);
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error(), RoundRobinFailureCode::ForbiddenPairMeets);
}
