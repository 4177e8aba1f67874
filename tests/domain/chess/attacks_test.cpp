// SPDX-License-Identifier: MIT
// The magic slider tables against attacks found by walking each ray square
// by square over random occupancies, and the leaper and ray tables on
// squares counted by hand.
#include "domain/chess/attacks.h"
#include "domain/chess/fen.h"
#include "domain/chess/position.h"

#include <gtest/gtest.h>

#include <random>

namespace chess {
namespace {

Bitboard walkRays(Square s, Bitboard occupied, bool diagonal) {
  const int straight[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  const int slanted[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  Bitboard result = 0;
  for (const auto& d : diagonal ? slanted : straight) {
    for (int f = fileOf(s) + d[0], r = rankOf(s) + d[1]; f >= 0 && f < 8 && r >= 0 && r < 8;
         f += d[0], r += d[1]) {
      result |= Bitboard{1} << (r * 8 + f);
      if (occupied & (Bitboard{1} << (r * 8 + f))) break;
    }
  }
  return result;
}

TEST(Attacks, MagicSliderTablesMatchRayWalking) {
  Position initialised;  // builds the tables
  std::mt19937_64 random(20261129);
  for (int trial = 0; trial < 2000; ++trial) {
    const Bitboard occupied = random() & random();
    for (int s = 0; s < 64; ++s) {
      const Square sq = static_cast<Square>(s);
      ASSERT_EQ(attacks::rook(sq, occupied), walkRays(sq, occupied, false));
      ASSERT_EQ(attacks::bishop(sq, occupied), walkRays(sq, occupied, true));
    }
  }
}

TEST(Attacks, LeapersAndRaysOnHandCountedSquares) {
  EXPECT_EQ(attacks::knight(A1), squareBit(B3) | squareBit(C2));
  EXPECT_EQ(popCount(attacks::knight(E4)), 8);
  EXPECT_EQ(popCount(attacks::king(H8)), 3);
  EXPECT_EQ(attacks::pawn(Color::White, E4), squareBit(D5) | squareBit(F5));
  EXPECT_EQ(attacks::pawn(Color::Black, A5), squareBit(B4));
  EXPECT_EQ(attacks::between(A1, D4), squareBit(B2) | squareBit(C3));
  EXPECT_EQ(attacks::between(A1, B3), 0u);
  EXPECT_EQ(attacks::line(B2, C3), attacks::line(A1, H8));
  EXPECT_EQ(popCount(attacks::line(A1, H8)), 8);
}

TEST(Position, TellsCapturesAndClockResettingMoves) {
  const Position pos = *parseFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
  EXPECT_TRUE(pos.isCapture(Move(E5, F6, MoveKind::EnPassant)));
  EXPECT_FALSE(pos.isCapture(Move(G1, F3)));
  EXPECT_FALSE(pos.resetsHalfmoveClock(Move(G1, F3)));
  EXPECT_TRUE(pos.resetsHalfmoveClock(Move(A2, A3)));
}

}  // namespace
}  // namespace chess
