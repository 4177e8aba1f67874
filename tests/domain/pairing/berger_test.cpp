// SPDX-License-Identifier: MIT
// Berger tables, C.05 Annex 1. The tables below are the published ones as
// reproduced by C. Fox, "Berger Tables" (c.w.fox.tripod.com/chess/berger.html),
// checked against the 10-player table in the Vega manual (Appendix C); the
// 16-player rounds are those of the FIDE Handbook table.
#include "domain/pairing/berger.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <sstream>
#include <string>

namespace pairing {
namespace {

// "1-4, 2-3" -> boards.
std::vector<RoundRobinBoard> parseRound(const std::string& text) {
  std::vector<RoundRobinBoard> boards;
  std::istringstream in(text);
  int white = 0, black = 0;
  char dash = 0, comma = 0;
  while (in >> white >> dash >> black) {
    boards.push_back({white, black});
    in >> comma;
  }
  return boards;
}

const std::map<int, std::vector<std::string>> PublishedTables = {
    {4, {"1-4, 2-3", "4-3, 1-2", "2-4, 3-1"}},
    {6, {"1-6, 2-5, 3-4", "6-4, 5-3, 1-2", "2-6, 3-1, 4-5", "6-5, 1-4, 2-3", "3-6, 4-2, 5-1"}},
    {8,
     {"1-8, 2-7, 3-6, 4-5", "8-5, 6-4, 7-3, 1-2", "2-8, 3-1, 4-7, 5-6", "8-6, 7-5, 1-4, 2-3",
      "3-8, 4-2, 5-1, 6-7", "8-7, 1-6, 2-5, 3-4", "4-8, 5-3, 6-2, 7-1"}},
    {10,
     {"1-10, 2-9, 3-8, 4-7, 5-6", "10-6, 7-5, 8-4, 9-3, 1-2", "2-10, 3-1, 4-9, 5-8, 6-7",
      "10-7, 8-6, 9-5, 1-4, 2-3", "3-10, 4-2, 5-1, 6-9, 7-8", "10-8, 9-7, 1-6, 2-5, 3-4",
      "4-10, 5-3, 6-2, 7-1, 8-9", "10-9, 1-8, 2-7, 3-6, 4-5", "5-10, 6-4, 7-3, 8-2, 9-1"}},
    {12,
     {"1-12, 2-11, 3-10, 4-9, 5-8, 6-7", "12-7, 8-6, 9-5, 10-4, 11-3, 1-2",
      "2-12, 3-1, 4-11, 5-10, 6-9, 7-8", "12-8, 9-7, 10-6, 11-5, 1-4, 2-3",
      "3-12, 4-2, 5-1, 6-11, 7-10, 8-9", "12-9, 10-8, 11-7, 1-6, 2-5, 3-4",
      "4-12, 5-3, 6-2, 7-1, 8-11, 9-10", "12-10, 11-9, 1-8, 2-7, 3-6, 4-5",
      "5-12, 6-4, 7-3, 8-2, 9-1, 10-11", "12-11, 1-10, 2-9, 3-8, 4-7, 5-6",
      "6-12, 7-5, 8-4, 9-3, 10-2, 11-1"}},
    {14,
     {"1-14, 2-13, 3-12, 4-11, 5-10, 6-9, 7-8", "14-8, 9-7, 10-6, 11-5, 12-4, 13-3, 1-2",
      "2-14, 3-1, 4-13, 5-12, 6-11, 7-10, 8-9", "14-9, 10-8, 11-7, 12-6, 13-5, 1-4, 2-3",
      "3-14, 4-2, 5-1, 6-13, 7-12, 8-11, 9-10", "14-10, 11-9, 12-8, 13-7, 1-6, 2-5, 3-4"}},
    {16,
     {"1-16, 2-15, 3-14, 4-13, 5-12, 6-11, 7-10, 8-9",
      "16-9, 10-8, 11-7, 12-6, 13-5, 14-4, 15-3, 1-2",
      "2-16, 3-1, 4-15, 5-14, 6-13, 7-12, 8-11, 9-10"}},
};

TEST(Berger, EvenTablesMatchThePublishedTablesOfC05Annex1) {
  for (const auto& [n, rounds] : PublishedTables)
    for (std::size_t r = 0; r < rounds.size(); ++r) {
      const auto round = bergerRound(n, static_cast<int>(r) + 1);
      EXPECT_EQ(round.boards, parseRound(rounds[r])) << n << " players, round " << r + 1;
      EXPECT_FALSE(round.bye.has_value());
    }
}

// C.05 Annex 1: with an odd number of players the highest number counts as a bye.
TEST(Berger, OddTablesAreTheNextEvenTableWithTheHighestNumberAsBye) {
  for (const auto& [n, rounds] : PublishedTables) {
    const int odd = n - 1;
    if (odd < 3) continue;
    for (std::size_t r = 0; r < rounds.size(); ++r) {
      auto boards = parseRound(rounds[r]);
      std::optional<int> bye;
      std::erase_if(boards, [&](const RoundRobinBoard& b) {
        if (b.white != n && b.black != n) return false;
        bye = b.white == n ? b.black : b.white;
        return true;
      });
      const auto round = bergerRound(odd, static_cast<int>(r) + 1);
      EXPECT_EQ(round.boards, boards) << odd << " players, round " << r + 1;
      EXPECT_EQ(round.bye, bye);
    }
  }
}

TEST(Berger, ThreePlayersEachRestOnce) {
  // 4-player table: 1-4, 2-3 / 4-3, 1-2 / 2-4, 3-1; number 4 is the bye.
  const auto table = bergerTable(3);
  ASSERT_EQ(table.size(), 3u);
  EXPECT_EQ(table[0].bye, 1);
  EXPECT_EQ(table[0].boards, parseRound("2-3"));
  EXPECT_EQ(table[1].bye, 3);
  EXPECT_EQ(table[1].boards, parseRound("1-2"));
  EXPECT_EQ(table[2].bye, 2);
  EXPECT_EQ(table[2].boards, parseRound("3-1"));
}

// For every n = 3..16 and a larger n: everybody meets everybody exactly once,
// nobody plays twice in a round, colours differ by at most one.
TEST(Berger, EveryPairMeetsOnceForThreeToSixteenPlayersAndBeyond) {
  for (int n : {3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 21, 30}) {
    std::set<std::pair<int, int>> met;
    std::map<int, int> whites;
    for (const auto& round : bergerTable(n)) {
      std::set<int> busy;
      for (const auto& b : round.boards) {
        EXPECT_TRUE(busy.insert(b.white).second);
        EXPECT_TRUE(busy.insert(b.black).second);
        EXPECT_TRUE(met.insert({std::min(b.white, b.black), std::max(b.white, b.black)}).second);
        ++whites[b.white];
      }
      if (round.bye) {
        EXPECT_TRUE(busy.insert(*round.bye).second);
      }
      EXPECT_EQ(static_cast<int>(busy.size()), n);
    }
    EXPECT_EQ(static_cast<int>(met.size()), n * (n - 1) / 2) << n;
    // n - 1 games each: Whites and Blacks differ by one (n even) or at most two (n odd).
    for (int p = 1; p <= n; ++p)
      EXPECT_LE(std::abs(2 * whites[p] - (n - 1)), 1 + (n % 2)) << n << " player " << p;
  }
}

// C.05 Annex 1: the second cycle reverses colours; the last two rounds of
// the first cycle are swapped. 6 players: first cycle R1 R2 R3 R5 R4.
TEST(Berger, DoubleRoundRobinSwapsTheLastTwoRoundsOfTheFirstCycle) {
  const BergerOptions twice{2, true};
  const auto table = bergerTable(6, twice);
  ASSERT_EQ(table.size(), 10u);
  EXPECT_EQ(table[3].boards, parseRound("3-6, 4-2, 5-1"));
  EXPECT_EQ(table[4].boards, parseRound("6-5, 1-4, 2-3"));
  EXPECT_EQ(table[5].boards, parseRound("6-1, 5-2, 4-3"));
  EXPECT_EQ(table[9].boards, parseRound("6-3, 2-4, 1-5"));
  // Without the swap, player 1 would have Black in rounds 5, 6 and 7 (5-1, 6-1, 2-1).
  for (int n = 4; n <= 16; n += 2) {
    const auto rounds = bergerTable(n, twice);
    for (int p = 1; p <= n; ++p) {
      int streak = 0;
      std::optional<bool> last;
      for (const auto& round : rounds)
        for (const auto& b : round.boards)
          if (b.white == p || b.black == p) {
            const bool white = b.white == p;
            streak = last == white ? streak + 1 : 1;
            last = white;
            EXPECT_LT(streak, 3) << n << " players, player " << p;
          }
    }
  }
}

TEST(Berger, PairsTheNextRoundOfAStateAndStopsAtTheEnd) {
  tournament::TournamentState state;
  state.players.resize(5);
  for (int i = 0; i < 5; ++i) state.players[i].startNumber = i + 1;
  state.totalRounds = 5;
  auto first = pairBerger(state);
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(first->bye, 1);  // 6-player table round 1: 1-6
  for (auto& p : state.players) p.rounds.resize(5);
  EXPECT_EQ(pairBerger(state).error(), RoundRobinFailureCode::NoRoundsLeft);
  state.totalRounds = 7;
  for (auto& p : state.players) p.rounds.resize(1);
  EXPECT_EQ(pairBerger(state).error(), RoundRobinFailureCode::BadRoundCount);
  state.totalRounds = 10;
  const auto second = pairBerger(state);
  ASSERT_TRUE(second.has_value());
  EXPECT_EQ(second->boards, parseRound("5-3, 1-2"));  // R2 6-4, 5-3, 1-2: 4 rests
  EXPECT_EQ(second->bye, 4);
}

}  // namespace
}  // namespace pairing
