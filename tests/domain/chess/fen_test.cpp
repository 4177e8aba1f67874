// SPDX-License-Identifier: MIT
// FEN reading and writing. Expected columns are counted by hand: in the
// start position's FEN the placement takes columns 1-43, the side to move
// is column 45, castling 47-50, en passant 52, the clocks 54 and 56.
#include "domain/chess/fen.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

namespace chess {
namespace {

const std::string Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

TEST(Fen, ReadsTheStartPositionLikeTheBuiltInOne) {
  const auto pos = parseFen(StartFen);
  ASSERT_TRUE(pos.has_value());
  EXPECT_EQ(*pos, Position::startPosition());
  EXPECT_EQ(pos->key(), Position::startPosition().key());
  EXPECT_EQ(pos->pieceOn(E1), WhiteKing);
  EXPECT_EQ(pos->pieceOn(D8), BlackQueen);
  EXPECT_EQ(pos->castlingRights(), AllCastling);
}

TEST(Fen, WritesBackWhatItRead) {
  const std::string_view fens[] = {
      StartFen,
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
      "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
      "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
      "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
      "4k3/8/8/8/8/8/8/4K2R w K - 57 120",
  };
  for (auto fen : fens) {
    const auto pos = parseFen(fen);
    ASSERT_TRUE(pos.has_value()) << fen;
    EXPECT_EQ(toFen(*pos), fen);
  }
}

struct BadFen {
  std::string fen;
  FenErrorCode code;
  int column;
};

TEST(Fen, RejectsEachBadFieldWithItsCodeAndColumn) {
  const BadFen cases[] = {
      {Start + " w KQkq - 0", FenErrorCode::FieldCount, 55},         // one past the end
      {Start + " w KQkq - 0 1 x", FenErrorCode::FieldCount, 58},     // the 7th field
      {"rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FenErrorCode::BadPieceLetter, 14},
      {"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FenErrorCode::RankTooLong, 18},
      {"rnbqkbnr/pppppppp/71p/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FenErrorCode::RankTooLong, 21},
      {"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FenErrorCode::BadPieceLetter, 19},
      {"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FenErrorCode::RankTooShort, 17},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w kq - 0 1", FenErrorCode::RankCount, 35},
      {"8/8/8/8/8/8/8/8/8 w - - 0 1", FenErrorCode::RankCount, 16},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w kq - 0 1", FenErrorCode::KingCount, 1},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1", FenErrorCode::KingCount, 1},
      {"rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1", FenErrorCode::PawnOnBackRank, 8},
      {Start + " x KQkq - 0 1", FenErrorCode::BadSideToMove, 45},
      // placement 3 + 5 * 2 + 4 + 4 = 21 characters, side at column 23
      {"4k3/8/8/8/8/8/4R3/4K3 w - - 0 1", FenErrorCode::OpponentInCheck, 23},
      {Start + " w KQkx - 0 1", FenErrorCode::BadCastlingField, 50},
      {Start + " w QK - 0 1", FenErrorCode::BadCastlingField, 48},
      {Start + " w KKkq - 0 1", FenErrorCode::BadCastlingField, 48},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
       FenErrorCode::CastlingWithoutPieces, 47},
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBK1BNR w KQkq - 0 1",
       FenErrorCode::CastlingWithoutPieces, 47},  // king on d1
      {Start + " w KQkq e9 0 1", FenErrorCode::BadEnPassantField, 52},
      {Start + " w KQkq e3 0 1", FenErrorCode::ImpossibleEnPassant, 52},  // wrong rank
      {Start + " b KQkq e3 0 1", FenErrorCode::ImpossibleEnPassant, 52},  // no pawn on e4
      {Start + " w KQkq - -1 1", FenErrorCode::BadHalfmoveClock, 54},
      {Start + " w KQkq - x 1", FenErrorCode::BadHalfmoveClock, 54},
      {Start + " w KQkq - 10000 1", FenErrorCode::BadHalfmoveClock, 54},
      {Start + " w KQkq - 0 0", FenErrorCode::BadFullmoveNumber, 56},
      {Start + " w KQkq - 0 +1", FenErrorCode::BadFullmoveNumber, 56},
      {"", FenErrorCode::FieldCount, 1},
  };
  for (const auto& c : cases) {
    const auto pos = parseFen(c.fen);
    ASSERT_FALSE(pos.has_value()) << c.fen;
    EXPECT_EQ(pos.error().code, c.code) << c.fen;
    EXPECT_EQ(pos.error().column, c.column) << c.fen;
  }
}

TEST(Fen, KingOnItsSquareWithoutRookLosesOnlyThatRightWhenTolerant) {
  const auto pos = parseFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
                            FenMode::Tolerant);
  ASSERT_TRUE(pos.has_value());
  EXPECT_EQ(pos->castlingRights(), WhiteQueenSide | BlackKingSide | BlackQueenSide);
}

TEST(Fen, TolerantModeReadsFourFieldsAndFullmoveZero) {
  const auto four = parseFen(Start + " w KQkq -", FenMode::Tolerant);
  ASSERT_TRUE(four.has_value());
  EXPECT_EQ(four->halfmoveClock(), 0);
  EXPECT_EQ(four->fullmoveNumber(), 1);
  const auto zero = parseFen(Start + " w KQkq - 3 0", FenMode::Tolerant);
  ASSERT_TRUE(zero.has_value());
  EXPECT_EQ(zero->fullmoveNumber(), 1);
  EXPECT_FALSE(parseFen(Start + " w KQkq -").has_value());
}

}  // namespace
}  // namespace chess
