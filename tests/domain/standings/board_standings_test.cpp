// SPDX-License-Identifier: MIT
// Board standings of a team event (board prizes): per board, the players'
// games played over the board, points and B.02 performance rating, worked
// out by hand below.
#include "domain/standings/board_standings.h"

#include <gtest/gtest.h>

namespace standings {
namespace {

using tournament::Color;
using tournament::RoundResult;

tournament::RoundEntry game(int opponent, Color colour, RoundResult result) {
  return {opponent, colour, result};
}

// Teams A (players 1, 2), B (3, 4), C (5, 6), two boards.
// Round 1, A - B: 1-3 1-0, 4-2 draw; C idle.
// Round 2, A - C: 1-5 0-1, 2-6 draw; B idle.
TEST(BoardStandings, RankByQualificationThenPerformance) {
  tournament::TournamentState state;
  const int ratings[] = {2000, 1800, 2100, 1700, 1900, 1600};
  for (int n = 1; n <= 6; ++n) {
    tournament::PlayerRecord p;
    p.startNumber = n;
    p.rating = ratings[n - 1];
    state.players.push_back(p);
  }
  auto& ps = state.players;
  ps[0].rounds = {game(3, Color::White, RoundResult::Win),
                  game(5, Color::White, RoundResult::Loss)};
  ps[1].rounds = {game(4, Color::Black, RoundResult::Draw),
                  game(6, Color::Black, RoundResult::Draw)};
  ps[2].rounds = {game(1, Color::Black, RoundResult::Loss), {}};
  ps[3].rounds = {game(2, Color::White, RoundResult::Draw), {}};
  ps[4].rounds = {{}, game(1, Color::Black, RoundResult::Win)};
  ps[5].rounds = {{}, game(2, Color::White, RoundResult::Draw)};
  tournament::TeamEvent event;
  event.settings.colourSequence = "WB";
  event.teams = {{1, "A", "A", {1, 2}}, {2, "B", "B", {3, 4}}, {3, "C", "C", {5, 6}}};
  const auto boards = boardStandings(state, event, 2, 2);
  ASSERT_EQ(boards.size(), 2u);
  // Board 1. Player 1: 2 games, 1 point, Ra (2100 + 1900) / 2 = 2000,
  // p = 0.50, dp 0: 2000; the only one with 2 games. Player 5: 1 game
  // won against 2000: p = 1.00, dp +800: 2800. Player 3: lost to 2000,
  // dp -800: 1200.
  const auto& one = boards[0].rows;
  ASSERT_EQ(one.size(), 3u);
  EXPECT_EQ(one[0].player, 1);
  EXPECT_TRUE(one[0].qualifies);
  EXPECT_EQ(one[0].games, 2);
  EXPECT_EQ(one[0].points, 2);
  EXPECT_EQ(one[0].performance, 2000);
  EXPECT_EQ(one[1].player, 5);
  EXPECT_FALSE(one[1].qualifies);
  EXPECT_EQ(one[1].performance, 2800);
  EXPECT_EQ(one[2].player, 3);
  EXPECT_EQ(one[2].performance, 1200);
  // Board 2. Player 2: two draws against 1700 and 1600: Ra 1650, p 0.50:
  // 1650. Players 4 and 6: a draw against 1800 each: 1800, equal in all,
  // so by start number.
  const auto& two = boards[1].rows;
  ASSERT_EQ(two.size(), 3u);
  EXPECT_EQ(two[0].player, 2);
  EXPECT_EQ(two[0].performance, 1650);
  EXPECT_EQ(two[0].team, 1);
  EXPECT_EQ(two[1].player, 4);
  EXPECT_EQ(two[1].performance, 1800);
  EXPECT_EQ(two[1].team, 2);
  EXPECT_EQ(two[2].player, 6);
}

// A forfeit is no game: a player whose only board result is a forfeit win
// is not listed.
TEST(BoardStandings, ForfeitsAreNoGames) {
  tournament::TournamentState state;
  for (int n = 1; n <= 2; ++n) {
    tournament::PlayerRecord p;
    p.startNumber = n;
    p.rating = 2000;
    state.players.push_back(p);
  }
  state.players[0].rounds = {game(2, Color::White, RoundResult::ForfeitWin)};
  state.players[1].rounds = {game(1, Color::Black, RoundResult::ForfeitLoss)};
  tournament::TeamEvent event;
  event.settings.colourSequence = "W";
  event.teams = {{1, "A", "A", {1}}, {2, "B", "B", {2}}};
  EXPECT_TRUE(boardStandings(state, event, 1, 1).empty());
}

}  // namespace
}  // namespace standings
