// SPDX-License-Identifier: MIT
// Position: FIDE "same position" keys (Laws 9.2.3), checkmate, stalemate.
#include "domain/chess/fen.h"
#include "tests/domain/chess/chess_test_support.h"
#include "domain/chess/movegen.h"
#include "domain/chess/position.h"

#include <gtest/gtest.h>

#include <string_view>

namespace chess {
namespace {

using testing::fen;

TEST(RepetitionKey, IgnoresAnEnPassantSquareNoPawnCanUse) {
  // 1. e4: no black pawn stands beside e4.
  const Position with = fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  const Position without = fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  EXPECT_FALSE(with.hasLegalEnPassant());
  EXPECT_EQ(with.repetitionKey(), without.repetitionKey());
}

TEST(RepetitionKey, CountsALegalEnPassantCapture) {
  // Black's pawn on d4 may take e3 e.p.
  const Position with = fen("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
  const Position without = fen("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
  EXPECT_TRUE(with.hasLegalEnPassant());
  EXPECT_NE(with.repetitionKey(), without.repetitionKey());
}

TEST(RepetitionKey, IgnoresAnEnPassantCaptureThatWouldExposeTheKing) {
  // exd3 e.p. would empty rank 4 between the black king a4 and the rook h4.
  const Position with = fen("8/8/8/8/k2Pp2R/8/8/4K3 b - d3 0 1");
  const Position without = fen("8/8/8/8/k2Pp2R/8/8/4K3 b - - 0 1");
  EXPECT_FALSE(with.hasLegalEnPassant());
  EXPECT_EQ(with.repetitionKey(), without.repetitionKey());
  EXPECT_FALSE(legalMoves(with).contains(Move(E4, D3, MoveKind::EnPassant)));
}

TEST(RepetitionKey, DiffersWhenCastlingRightsDiffer) {
  // Laws 9.2.3.2: a right lost makes a different position, same placement.
  const Position all = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  const Position fewer = fen("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
  EXPECT_NE(all.repetitionKey(), fewer.repetitionKey());
}

TEST(RepetitionKey, DiffersWithTheSideToMove) {
  EXPECT_NE(fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").key(), fen("4k3/8/8/8/8/8/8/4K3 b - - 0 1").key());
}

TEST(RepetitionKey, KnightShuffleReturnsToTheStartKey) {
  Position pos = Position::startPosition();
  const auto start = pos.key();
  for (Move m : {Move(G1, F3), Move(G8, F6), Move(F3, G1), Move(F6, G8)}) pos.play(m);
  EXPECT_EQ(pos.key(), start);
  EXPECT_EQ(pos.halfmoveClock(), 4);
  EXPECT_EQ(pos.fullmoveNumber(), 3);
}

TEST(Position, KingMoveLosesBothCastlingRightsAndRookCaptureLosesOne) {
  Position pos = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  pos.play(Move(A1, A8));  // Laws 3.8.2.1: the captured rook takes its right along
  EXPECT_EQ(pos.castlingRights(), WhiteKingSide | BlackKingSide);
  pos.play(Move(E8, E7));
  EXPECT_EQ(pos.castlingRights(), WhiteKingSide);
}

TEST(Position, FoolsMateIsCheckmate) {
  const Position pos = fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  EXPECT_TRUE(pos.inCheck());
  EXPECT_TRUE(isCheckmate(pos));
  EXPECT_FALSE(isStalemate(pos));
}

TEST(Position, KingWithoutMovesOutOfCheckIsStalemate) {
  // Black king h8; queen f7 and king g6 cover g8, g7 and h7.
  const Position pos = fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
  EXPECT_FALSE(pos.inCheck());
  EXPECT_TRUE(isStalemate(pos));
  EXPECT_FALSE(isCheckmate(pos));
}

TEST(Position, DoubleCheckAllowsOnlyKingMoves) {
  // Rook e1 and bishop b5 both check the king e8; the black queen c7 could
  // block or capture one of them, but not both.
  const Position pos = fen("4k3/2q5/8/1B6/8/8/8/4R1K1 b - - 0 1");
  EXPECT_EQ(popCount(pos.checkers()), 2);
  for (Move m : legalMoves(pos)) EXPECT_EQ(m.from(), E8);
}

}  // namespace
}  // namespace chess
