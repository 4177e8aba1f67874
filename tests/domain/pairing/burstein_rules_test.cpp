// SPDX-License-Identifier: MIT
// Articles of C.04.4.2 (Burstein, the 2025 edition) checked on hand-built
// tournaments and profiles. The expected values are worked out by hand from
// the text in each comment. Scores and the Index are in half-points
// (Sonneborn-Berger in half-points times half-points).
#include "domain/pairing/burstein_bye.h"
#include "domain/pairing/burstein_checker.h"
#include "domain/pairing/burstein_colours.h"
#include "domain/pairing/burstein_pairer.h"
#include "domain/pairing/burstein_player.h"
#include "tests/domain/pairing/state_builder.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace pairing;
using pairing::testing::boards;
using pairing::testing::StateBuilder;
using tournament::Color;

namespace {

// The state with `round` of `given` replaced by the boards given, as
// another program or the arbiter would have paired it (results pending).
tournament::TournamentState withRound(tournament::TournamentState state, int round,
                                      const std::vector<Board>& given) {
  for (auto& p : state.players) p.rounds.resize(static_cast<std::size_t>(round));
  for (const Board& b : given) {
    state.players[b.white - 1].rounds[round - 1] = {b.black, Color::White,
                                                    tournament::RoundResult::Pending};
    state.players[b.black - 1].rounds[round - 1] = {b.white, Color::Black,
                                                    tournament::RoundResult::Pending};
  }
  return state;
}

// A profile for the PAB and colour rules: score, games, Index.
BursteinPlayer profile(int id, int score, int games, std::int64_t buchholz, bool eligible = true) {
  BursteinPlayer p;
  p.base.id = id;
  p.base.score = score;
  p.base.byeEligible = eligible;
  p.playedGames = games;
  p.buchholz = buchholz;
  return p;
}

BursteinPlayer withColours(int id, std::vector<Color> colours) {
  BursteinPlayer p = profile(id, 2, static_cast<int>(colours.size()), 0);
  int difference = 0;
  for (Color c : colours) difference += c == Color::White ? 1 : -1;
  p.base.colours = colours;
  p.base.colourDifference = difference;
  const bool twice =
      colours.size() >= 2 && colours[colours.size() - 1] == colours[colours.size() - 2];
  if (difference != 0)
    p.base.preference = difference > 0 ? Color::Black : Color::White;
  else if (!colours.empty())
    p.base.preference = tournament::opposite(colours.back());
  p.base.strength = std::abs(difference) > 1 || twice ? PreferenceStrength::Absolute
                    : std::abs(difference) == 1       ? PreferenceStrength::Strong
                    : colours.empty()                 ? PreferenceStrength::None
                                                      : PreferenceStrength::Mild;
  if (twice) p.base.preference = tournament::opposite(colours.back());
  return p;
}

}  // namespace

// 1.6: the seeding rounds are the first min(floor(rounds / 2), 4): 9 -> 4,
// 7 -> 3, 3 -> 1, 1 -> 0, 12 -> 4. Round 1 of 8 players in 9 rounds is a
// seeding round, paired by the Dutch system (C.04.3: S1 = 1-4, S2 = 5-8;
// 5.2.5 the initial colour White to odd numbers): 1-5, 6-2, 3-7, 8-4.
TEST(BursteinRules, Art1_6SeedingRoundsArePairedByTheDutchSystem) {
  EXPECT_EQ(bursteinSeedingRounds(9), 4);
  EXPECT_EQ(bursteinSeedingRounds(7), 3);
  EXPECT_EQ(bursteinSeedingRounds(3), 1);
  EXPECT_EQ(bursteinSeedingRounds(1), 0);
  EXPECT_EQ(bursteinSeedingRounds(12), 4);
  BursteinExplanation explanation;
  const auto pairing = pairBurstein(StateBuilder(8, 9).state(), &explanation);
  ASSERT_TRUE(pairing.has_value());
  EXPECT_TRUE(explanation.seedingRound);
  EXPECT_EQ(pairing->boards, boards({{1, 5}, {6, 2}, {3, 7}, {8, 4}}));
}

// 1.7-1.8, round 3 after 1-2 1-0, 3-4 draw; 1-3 draw, 2-4 forfeit (2 wins).
// Current scores: 1 = 3, 2 = 2, 3 = 2, 4 = 1. The forfeit is no game: 1.7.2
// counts it as a game against the player himself (his own score).
// Buchholz: 1 = 2 + 2 = 4; 2 = 3 + 2 (himself) = 5; 3 = 1 + 3 = 4;
// 4 = 2 + 1 (himself) = 3. Sonneborn-Berger (points x that score):
// 1 = 2*2 + 1*2 = 6; 2 = 0*3 + 2*2 = 4; 3 = 1*1 + 1*3 = 4; 4 = 1*2 + 0*1 = 2.
// 1.8: by Buchholz, then Sonneborn-Berger, then TPN: 2, 1, 3, 4.
TEST(BursteinRules, Art1_7IndexCountsAnUnplayedRoundAsAGameAgainstHimself) {
  const auto state = StateBuilder(4, 9).round("1-2:1 3-4:=").round("1-3:= 2-4:+").state();
  const auto players = bursteinPlayers(state, 3);
  ASSERT_EQ(players.size(), 4u);
  const std::vector<std::int64_t> buchholz{4, 5, 4, 3};
  const std::vector<std::int64_t> sonnebornBerger{6, 4, 4, 2};
  for (int i = 0; i < 4; ++i) {
    SCOPED_TRACE(i + 1);
    EXPECT_EQ(players[i].buchholz, buchholz[i]);
    EXPECT_EQ(players[i].sonnebornBerger, sonnebornBerger[i]);
  }
  std::vector<BursteinPlayer> ranked = players;
  std::sort(ranked.begin(), ranked.end(), ranksAboveByIndex);
  EXPECT_EQ(ranked[0].id(), 2);
  EXPECT_EQ(ranked[1].id(), 1);
  EXPECT_EQ(ranked[2].id(), 3);
  EXPECT_EQ(ranked[3].id(), 4);
}

// 4.3 with 1.8, round 2 of 3 (seeding: round 1 only) after 1-5 1-0,
// 6-2 0-1, 3-7 1-0, 8-4 0-1. Brackets {1,2,3,4} (1 point) and {5,6,7,8}:
// every Index there is equal (Buchholz 0 above, 2 below), so BSN = TPN.
// Preferences (1.5.3, alternate): 1 B, 2 W, 3 B, 4 W; 5 W, 6 B, 7 W, 8 B:
// balanced, so C8 wants every pair to get both colours. BSN 1 takes the
// largest BSN: 1-4, then 2-3; 5-8, then 6-7. Colours 5.2.2; boards by
// C.04.2 3.6: 4-1, 2-3, 5-8, 7-6.
TEST(BursteinRules, Art4_3EachBsnTakesTheLowestRankedOpponentPossible) {
  const auto state = StateBuilder(8, 3).round("1-5:1 6-2:0 3-7:1 8-4:0").state();
  BursteinExplanation explanation;
  const auto pairing = pairBurstein(state, &explanation);
  ASSERT_TRUE(pairing.has_value());
  EXPECT_FALSE(explanation.seedingRound);
  EXPECT_EQ(pairing->boards, boards({{4, 1}, {2, 3}, {5, 8}, {7, 6}}));
  ASSERT_EQ(explanation.brackets.size(), 2u);
  EXPECT_EQ(explanation.brackets[0].ranked, (std::vector<int>{1, 2, 3, 4}));
}

// C8 (2.3.4) before 4.3: round 2 after 5-1 0-1, 2-6 1-0, 3-7 1-0, 8-4 0-1.
// Preferences: 1 W, 2 B, 3 B, 4 W (balanced: no colour need be missed).
// 1-4 would give two White seekers one board; so BSN 1 takes 3, and 2-4
// follows. Below: 5 B, 6 W, 7 W, 8 B: 5-8 would miss, so 5-7 and 6-8.
// Boards: 1-3, 4-2, 7-5, 6-8.
TEST(BursteinRules, C8ColourPreferencesComeBeforeTheOrderOfPairings) {
  const auto state = StateBuilder(8, 3).round("5-1:0 2-6:1 3-7:1 8-4:0").state();
  const auto pairing = pairBurstein(state);
  ASSERT_TRUE(pairing.has_value());
  EXPECT_EQ(pairing->boards, boards({{1, 3}, {4, 2}, {7, 5}, {6, 8}}));
}

// C1: round 2 after the top-against-bottom pairs drawn: 1-8, 7-2, 3-6,
// 5-4. All on ½, all Indexes equal, so BSN = TPN; preferences 1 B, 2 W,
// 3 B, 4 W, 5 B, 6 W, 7 B, 8 W (balanced). BSN 1: 8 is a rematch, 7
// seeks Black too; 6 leaves 2-5, 4-3, 8-7 possible: 1-6. BSN 2: 8 seeks
// White, 7 a rematch, 5: 2-5 (3-8 and 4-7 remain). Colours 5.2.2:
// 6-1, 2-5, 8-3, 4-7.
TEST(BursteinRules, C1NoRematchEvenAgainstTheLowestRanked) {
  const auto state = StateBuilder(8, 3).round("1-8:= 7-2:= 3-6:= 5-4:=").state();
  const auto pairing = pairBurstein(state);
  ASSERT_TRUE(pairing.has_value());
  EXPECT_EQ(pairing->boards, boards({{6, 1}, {2, 5}, {8, 3}, {4, 7}}));
}

// C5-C6 in a bracket with incoming floaters: round 2 after 1-4 1-0,
// 2-5 1-0, 3-6 draw. Brackets 1 point {1, 2}, ½ {3, 6}, 0 {4, 5}. 1-2 is
// legal (C5: one pair); both seek Black after White, the same history, so
// 5.2.5 gives the higher-ranked 1 his: 2-1. 3-6 is a rematch: both float
// into {4, 5}, where C6 wants the floaters (½) paired, not the residents
// (0). 1.8: 4 and 5 have Buchholz 2 (their opponents' scores), 3 and 6
// Buchholz 1, so BSN 4, 5, 3, 6. C8: preferences 4 W, 5 W, 3 B, 6 W, one
// miss is unavoidable either way; 4.3: BSN 1 (4) takes BSN 4 (6), then
// 5-3. Colours: 6 (higher score) and 4 both seek White after Black: 5.2.5
// gives 6 White: 6-4; 5-3 by 5.2.2.
TEST(BursteinRules, C6IncomingFloatersArePairedBeforeResidents) {
  const auto state = StateBuilder(6, 3).round("1-4:1 2-5:1 3-6:=").state();
  BursteinExplanation explanation;
  const auto pairing = pairBurstein(state, &explanation);
  ASSERT_TRUE(pairing.has_value());
  ASSERT_EQ(explanation.brackets.size(), 3u);
  EXPECT_EQ(explanation.brackets[1].floaters, (std::vector<int>{3, 6}));
  EXPECT_EQ(explanation.brackets[2].ranked, (std::vector<int>{4, 5, 3, 6}));
  auto sorted = pairing->boards;
  std::sort(sorted.begin(), sorted.end(), [](const Board& a, const Board& b) {
    return std::min(a.white, a.black) < std::min(b.white, b.black);
  });
  EXPECT_EQ(sorted, boards({{2, 1}, {5, 3}, {6, 4}}));
}

// C3: two players with the same absolute colour preference do not meet,
// topscorers included (C.04.4.2 has no topscorer exception): 1 and 3 won
// with White twice, so both must have Black in the last round.
TEST(BursteinRules, C3SameAbsolutePreferenceNeverMeetsEvenInTheLastRound) {
  const auto state = StateBuilder(4, 3).round("1-2:1 3-4:1").round("1-4:1 3-2:1").state();
  const auto players = bursteinPlayers(state, 3);
  ASSERT_EQ(players.size(), 4u);
  EXPECT_EQ(players[0].base.strength, PreferenceStrength::Absolute);
  EXPECT_EQ(players[0].base.preference, Color::Black);
  EXPECT_FALSE(bursteinMayMeet(players[0], players[2]));
  EXPECT_FALSE(bursteinMayMeet(players[2], players[0]));
}

// 3.1 among seven profiles (half-points): 1 and 2 on 4, 3 on 2, and on 0
// 4 (not eligible, 3.1.1), 5 and 6 (two games; Index 4 and 6) and 7 (one
// game). 3.1.3 the lowest score: 4-7; 3.1.4 the most games: 5, 6; 3.1.5
// the lowest ranking by 1.8: 5 (the lower Index, though 6 has the larger
// TPN). 3.1.2: when 7 has played everyone but 5, the others cannot all be
// paired without 5, so 6 gets it.
TEST(BursteinRules, Art3_1ThePabGoesToTheLowestRankedOfTheLowestWithMostGames) {
  std::vector<BursteinPlayer> players{
      profile(1, 4, 2, 8), profile(2, 4, 2, 8), profile(3, 2, 2, 6), profile(4, 0, 2, 2, false),
      profile(5, 0, 2, 4), profile(6, 0, 2, 6), profile(7, 0, 1, 0)};
  EXPECT_EQ(chooseBursteinBye(players), std::optional<int>(4));
  players[6].base.playedOpponents = {1, 2, 3, 4, 6};
  for (int i : {0, 1, 2, 3, 5}) players[i].base.playedOpponents = {7};
  EXPECT_EQ(chooseBursteinBye(players), std::optional<int>(5));
}

// 5.2.1-5.2.5 and 1.5.4 on pairs of profiles (the first is the higher
// ranked).
TEST(BursteinRules, Art5_2ColourRulesInOrder) {
  // 5.2.1: neither has played: the initial colour (White) to the higher
  // player when his TPN is odd, Black when even.
  EXPECT_EQ(bursteinColours(withColours(1, {}), withColours(5, {}), Color::White).higherGets,
            Color::White);
  const auto even = bursteinColours(withColours(2, {}), withColours(6, {}), Color::White);
  EXPECT_EQ(even.higherGets, Color::Black);
  EXPECT_EQ(even.reason, BursteinColourReason::InitialColour);
  // 1.5.4: a player without games has no preference: the other's (White,
  // after Black) is granted.
  const auto none =
      bursteinColours(withColours(1, {}), withColours(4, {Color::Black}), Color::White);
  EXPECT_EQ(none.higherGets, Color::Black);
  EXPECT_EQ(none.reason, BursteinColourReason::BothPreferences);
  // 5.2.3: both seek White; the higher's is strong (B B W), the lower's
  // mild (W B): the stronger is granted.
  const auto stronger = bursteinColours(withColours(1, {Color::Black, Color::Black, Color::White}),
                                        withColours(2, {Color::White, Color::Black}), Color::White);
  EXPECT_EQ(stronger.higherGets, Color::White);
  EXPECT_EQ(stronger.reason, BursteinColourReason::StrongerPreference);
  // 5.2.4: both strong for White: B B W and B W B differ in the last game
  // (W against B), so they alternate from it: the higher gets Black.
  const auto alternation =
      bursteinColours(withColours(1, {Color::Black, Color::Black, Color::White}),
                      withColours(2, {Color::Black, Color::White, Color::Black}), Color::White);
  EXPECT_EQ(alternation.higherGets, Color::Black);
  EXPECT_EQ(alternation.reason, BursteinColourReason::Alternation);
  // 5.2.5: the same history: the higher-ranked player's preference.
  const auto same = bursteinColours(withColours(1, {Color::White, Color::Black}),
                                    withColours(2, {Color::White, Color::Black}), Color::White);
  EXPECT_EQ(same.higherGets, Color::White);
  EXPECT_EQ(same.reason, BursteinColourReason::HigherRankedPreference);
}

// The checker (C.04.2 1.4): on the C8 case above, 1-4, 2-3 gives two
// White seekers one board (C8, ours better); on the 4.3 case, 1-2, 3-4
// is as good by C5-C8 and later in the order of 4.3; a rematch is C1.
TEST(BursteinChecker, NamesTheFirstCriterionWhereAGivenRoundDiffers) {
  const auto c8 = StateBuilder(8, 3).round("5-1:0 2-6:1 3-7:1 8-4:0").state();
  const auto colours =
      checkBursteinRound(withRound(c8, 2, boards({{4, 1}, {2, 3}, {7, 5}, {6, 8}})), 2);
  ASSERT_TRUE(colours.has_value());
  EXPECT_TRUE(colours->violations.empty());
  EXPECT_EQ(colours->firstDifference, BursteinCriterion::C8ColourPreference);
  EXPECT_TRUE(colours->oursBetter);

  const auto order = StateBuilder(8, 3).round("1-5:1 6-2:0 3-7:1 8-4:0").state();
  const auto later =
      checkBursteinRound(withRound(order, 2, boards({{2, 1}, {4, 3}, {5, 8}, {7, 6}})), 2);
  ASSERT_TRUE(later.has_value());
  EXPECT_EQ(later->firstDifference, BursteinCriterion::Order);

  const auto ours =
      checkBursteinRound(withRound(order, 2, boards({{4, 1}, {2, 3}, {5, 8}, {7, 6}})), 2);
  ASSERT_TRUE(ours.has_value());
  EXPECT_TRUE(ours->sameAsOurs);

  const auto rematch =
      checkBursteinRound(withRound(order, 2, boards({{1, 5}, {2, 3}, {4, 8}, {7, 6}})), 2);
  ASSERT_TRUE(rematch.has_value());
  EXPECT_EQ(rematch->firstDifference, BursteinCriterion::C1NoRematch);
}
