// SPDX-License-Identifier: MIT
// generateLegalMovesTo (the legal moves ending on given squares, from the
// squares of some pieces, used to read and write SAN) and piecesReaching with
// leavesKingSafe (SAN reading's one-move check) against the full generator, whose counts the
// perft tests check with the published numbers: in every position two plies deep from the six
// standard perft positions, and for every square, the moves to that square are exactly the full
// list's moves to it.
#include "domain/chess/movegen.h"
#include "tests/domain/chess/chess_test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string_view>
#include <vector>

namespace chess {
namespace {

using testing::fen;

std::vector<std::uint16_t> sorted(const MoveList& list, Bitboard destinations,
                                  Bitboard origins = AllSquares) {
  std::vector<std::uint16_t> moves;
  for (Move m : list)
    if (contains(destinations, m.to()) && contains(origins, m.from())) moves.push_back(m.raw());
  std::sort(moves.begin(), moves.end());
  return moves;
}

void expectSameMovesToEverySquare(const Position& pos) {
  MoveList all;
  generateLegalMoves(pos, all);
  for (int s = 0; s < 64; ++s) {
    const Bitboard one = squareBit(static_cast<Square>(s));
    MoveList to;
    generateLegalMovesTo(pos, one, to);
    ASSERT_EQ(sorted(to, one), sorted(all, one)) << "square " << s;
    ASSERT_EQ(sorted(to, one).size(), to.size());
    // Only the moves of one kind of piece (as SAN reading asks).
    for (PieceType type : {Pawn, Knight, Bishop, Rook, Queen, King}) {
      const Bitboard origins = pos.pieces(pos.sideToMove(), type);
      MoveList ofType;
      generateLegalMovesTo(pos, one, ofType, origins);
      ASSERT_EQ(sorted(ofType, one, origins), sorted(all, one, origins))
          << "square " << s << " type " << type;
      ASSERT_EQ(sorted(ofType, one, origins).size(), ofType.size());
    }
  }
  // Several squares at once: the first and last rank.
  const Bitboard ranks = rankBits(0) | rankBits(7);
  MoveList edge;
  generateLegalMovesTo(pos, ranks, edge);
  ASSERT_EQ(sorted(edge, ranks), sorted(all, ranks));
}

// The six positions of the Chess Programming Wiki's perft page.
constexpr std::string_view PerftFens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
};

// For every square and kind of piece: the pieces that reach the square and
// leave their king safe are the origins of the full list's moves there
// other than castling and en passant (a promotion counted once).
void expectReachingPiecesGiveTheLegalMoves(const Position& pos) {
  const MoveList all = legalMoves(pos);
  for (int s = 0; s < 64; ++s) {
    const auto to = static_cast<Square>(s);
    for (PieceType type : {Pawn, Knight, Bishop, Rook, Queen, King}) {
      Bitboard expected = 0;
      for (Move m : all)
        if (m.to() == to && typeOf(pos.pieceOn(m.from())) == type &&
            m.kind() != MoveKind::Castling && m.kind() != MoveKind::EnPassant)
          expected |= squareBit(m.from());
      Bitboard safe = 0;
      Bitboard reaching = piecesReaching(pos, type, to);
      while (reaching) {
        const Square from = popLowest(reaching);
        if (leavesKingSafe(pos, Move(from, to))) safe |= squareBit(from);
      }
      ASSERT_EQ(safe, expected) << "square " << s << " type " << type;
    }
  }
}

TEST(MovesToSquare, ReachingPiecesThatKeepTheKingSafeAreTheLegalMovesTwoPliesDeep) {
  int positions = 0;
  for (std::string_view text : PerftFens) {
    const Position root = fen(text);
    expectReachingPiecesGiveTheLegalMoves(root);
    for (Move first : legalMoves(root)) {
      const Position one = root.after(first);
      expectReachingPiecesGiveTheLegalMoves(one);
      for (Move second : legalMoves(one)) expectReachingPiecesGiveTheLegalMoves(one.after(second));
      positions += 1 + static_cast<int>(legalMoves(one).size());
    }
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_EQ(positions, 6637);  // as below: perft(1) + perft(2) of the six
}

TEST(MovesToSquare, EqualTheFullListsMovesInEveryPositionTwoPliesDeep) {
  int positions = 0;
  for (std::string_view text : PerftFens) {
    const Position root = fen(text);
    expectSameMovesToEverySquare(root);
    for (Move first : legalMoves(root)) {
      const Position one = root.after(first);
      expectSameMovesToEverySquare(one);
      for (Move second : legalMoves(one)) expectSameMovesToEverySquare(one.after(second));
      positions += 1 + static_cast<int>(legalMoves(one).size());
    }
    if (::testing::Test::HasFatalFailure()) return;
  }
  // Published perft(1) + perft(2) of the six: 20+400, 48+2039, 14+191,
  // 6+264, 44+1486, 46+2079 = 6637 positions below the roots.
  EXPECT_EQ(positions, 6637);
}

}  // namespace
}  // namespace chess
