// SPDX-License-Identifier: MIT
// The knockout bracket and its matches, worked by hand from the rules in
// domain/pairing/KNOCKOUT.md.
#include "domain/pairing/knockout_bracket.h"
#include "domain/pairing/knockout_match.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>

namespace {

using pairing::KnockoutGame;
using pairing::KnockoutMatch;
using pairing::KnockoutMatchStatus;
using pairing::KnockoutSide;
using pairing::KnockoutStage;
using tournament::Color;

// Plays a bracket of `entrants` with the better seed winning every match:
// round by round, the pairs of seeds that meet.
std::vector<std::vector<KnockoutMatch>> favouritesWin(int entrants) {
  std::vector<std::vector<KnockoutMatch>> rounds{pairing::firstKnockoutRound(entrants)};
  while (rounds.back().size() > 1) {
    std::vector<int> winners;
    for (const auto& match : rounds.back())
      winners.push_back(match.lower == 0 ? match.upper : std::min(match.upper, match.lower));
    rounds.push_back(pairing::nextKnockoutRound(winners));
  }
  return rounds;
}

}  // namespace

TEST(KnockoutBracket, SizeAndRoundsAreThoseOfTheSmallestPowerOfTwoHoldingTheField) {
  EXPECT_EQ(pairing::knockoutBracketSize(1), 0);
  EXPECT_EQ(pairing::knockoutBracketSize(2), 2);
  EXPECT_EQ(pairing::knockoutBracketSize(6), 8);
  EXPECT_EQ(pairing::knockoutBracketSize(128), 128);
  EXPECT_EQ(pairing::knockoutBracketSize(129), 256);
  // The World Cup: 206 players in 2023, a bracket of 256, eight rounds.
  EXPECT_EQ(pairing::knockoutRounds(206), 8);
  EXPECT_EQ(pairing::knockoutRounds(1), 0);
}

TEST(KnockoutBracket, EightSeedsMeetOneEightFourFiveTwoSevenThreeSix) {
  // Hand-worked: seed s meets 9-s; 1 and 2 in different halves, 1-4 in
  // different quarters.
  EXPECT_EQ(pairing::firstKnockoutRound(8),
            (std::vector<KnockoutMatch>{{1, 8}, {4, 5}, {2, 7}, {3, 6}}));
}

TEST(KnockoutBracket, ASmallerFieldGivesTheByesToTheTopSeeds) {
  // Six entrants in a bracket of 8: seeds 7 and 8 do not exist, so seeds 1
  // and 2 go through to round 2.
  EXPECT_EQ(pairing::firstKnockoutRound(6),
            (std::vector<KnockoutMatch>{{1, 0}, {4, 5}, {2, 0}, {3, 6}}));
  // Five: seeds 1, 2, 3 have byes, 4 meets 5.
  EXPECT_EQ(pairing::firstKnockoutRound(5),
            (std::vector<KnockoutMatch>{{1, 0}, {4, 5}, {2, 0}, {3, 0}}));
  // Round 2 of the six: 1 meets the winner of 4-5, 2 the winner of 3-6.
  EXPECT_EQ(pairing::nextKnockoutRound({1, 5, 2, 3}), (std::vector<KnockoutMatch>{{1, 5}, {2, 3}}));
  EXPECT_TRUE(pairing::nextKnockoutRound({1, 5, 2}).empty());
}

TEST(KnockoutBracket, WhenTheFavouritesWinTheTopSeedsMeetAsLateAsTheyCan) {
  // In a bracket of 2^k with the better seed winning every match, round r
  // holds exactly the 2^(k-r+1) best seeds, seed s meeting seed
  // 2^(k-r+1)+1-s: 1 and 2 meet in the final, 1-4 in the semi-finals.
  for (const int entrants : {2, 4, 8, 16, 32, 64, 128}) {
    const auto rounds = favouritesWin(entrants);
    ASSERT_EQ(static_cast<int>(rounds.size()), pairing::knockoutRounds(entrants)) << entrants;
    int field = entrants;
    for (const auto& round : rounds) {
      ASSERT_EQ(static_cast<int>(round.size()), field / 2) << entrants;
      for (const auto& match : round) EXPECT_EQ(match.upper + match.lower, field + 1) << entrants;
      field /= 2;
    }
    EXPECT_EQ(rounds.back(), (std::vector<KnockoutMatch>{{1, 2}})) << entrants;
  }
  // Every seed of a field that is not a power of two plays once a round,
  // or has his bye in round 1 only.
  for (int entrants = 3; entrants <= 40; ++entrants) {
    std::map<int, int> byes;
    const auto first = pairing::firstKnockoutRound(entrants);
    std::vector<int> seen;
    for (const auto& match : first) {
      seen.push_back(match.upper);
      if (match.lower == 0)
        ++byes[match.upper];
      else
        seen.push_back(match.lower);
    }
    std::sort(seen.begin(), seen.end());
    std::vector<int> all(static_cast<std::size_t>(entrants));
    for (int s = 1; s <= entrants; ++s) all[static_cast<std::size_t>(s - 1)] = s;
    EXPECT_EQ(seen, all) << entrants;
    // The byes are the top seeds: 1 .. bracket size - entrants.
    const int byeCount = pairing::knockoutBracketSize(entrants) - entrants;
    EXPECT_EQ(static_cast<int>(byes.size()), byeCount) << entrants;
    if (byeCount > 0) {
      EXPECT_EQ(byes.rbegin()->first, byeCount) << entrants;
    }
  }
}

TEST(KnockoutMatch, TwoClassicalGamesThenRapidThenBlitzThenArmageddon) {
  const std::vector<KnockoutStage> ladder{{2, false}, {2, false}, {2, false}, {1, true}};
  const auto w = Color::White;
  const auto b = Color::Black;
  // 1-0, 0-1: level, the rapid stage; ½, ½: level again; blitz 1-0 leads
  // but can be caught; 1-0 again: 2-0, the upper seed goes through.
  std::vector<KnockoutGame> games{{w, 2}, {b, 0}};
  EXPECT_EQ(pairing::knockoutMatchStatus(ladder, games),
            (KnockoutMatchStatus{KnockoutSide::None, 1, 2, false}));
  games.insert(games.end(), {{w, 1}, {b, 1}, {w, 2}});
  EXPECT_EQ(pairing::knockoutMatchStatus(ladder, games),
            (KnockoutMatchStatus{KnockoutSide::None, 2, 1, false}));
  games.push_back({b, 2});
  EXPECT_EQ(pairing::knockoutMatchStatus(ladder, games),
            (KnockoutMatchStatus{KnockoutSide::Upper, 2, 0, false}));
  // Level after six games: the Armageddon; a draw sends Black through.
  const std::vector<KnockoutGame> level{{w, 1}, {b, 1}, {w, 0}, {b, 2}, {w, 1}, {b, 1}};
  EXPECT_EQ(pairing::knockoutMatchStatus(ladder, level),
            (KnockoutMatchStatus{KnockoutSide::None, 3, 1, false}));
  auto armageddon = level;
  armageddon.push_back({b, 1});
  EXPECT_EQ(pairing::knockoutMatchStatus(ladder, armageddon).winner, KnockoutSide::Upper);
  armageddon.back() = {w, 1};
  EXPECT_EQ(pairing::knockoutMatchStatus(ladder, armageddon).winner, KnockoutSide::Lower);
  armageddon.back() = {w, 2};
  EXPECT_EQ(pairing::knockoutMatchStatus(ladder, armageddon).winner, KnockoutSide::Upper);
}

TEST(KnockoutMatch, AFourGameFinalEndsWhenTheLeaderCannotBeCaught) {
  const std::vector<KnockoutStage> final{{4, false}, {2, false}};
  // 1-0, ½, 1-0: 2½ of 4, more than half: decided after three games.
  EXPECT_EQ(pairing::knockoutMatchStatus(final,
                                         {{Color::White, 2}, {Color::Black, 1}, {Color::White, 2}}),
            (KnockoutMatchStatus{KnockoutSide::Upper, 0, 0, false}));
  // 2-2 after four, 1-1 in the tie-break: no stage left.
  EXPECT_EQ(pairing::knockoutMatchStatus(final, {{Color::White, 2},
                                                 {Color::Black, 0},
                                                 {Color::White, 0},
                                                 {Color::Black, 2},
                                                 {Color::White, 2},
                                                 {Color::Black, 0}}),
            (KnockoutMatchStatus{KnockoutSide::None, 2, 0, true}));
  EXPECT_EQ(pairing::knockoutMatchStatus(final, {}),
            (KnockoutMatchStatus{KnockoutSide::None, 0, 4, false}));
}

TEST(KnockoutMatch, ColoursAlternateWithinAStage) {
  EXPECT_EQ(pairing::knockoutStageColour(Color::Black, 0), Color::Black);
  EXPECT_EQ(pairing::knockoutStageColour(Color::Black, 1), Color::White);
  EXPECT_EQ(pairing::knockoutStageColour(Color::Black, 2), Color::Black);
}
