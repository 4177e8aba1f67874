// SPDX-License-Identifier: MIT
// Legal move generation (Laws 3): every move the side to move may play,
// with checks, pins, double check, castling rules (Laws 3.8.2) and the
// en-passant capture that would expose the king handled exactly. No
// allocation: moves go into a fixed-capacity MoveList.
#pragma once

#include "domain/chess/move.h"
#include "domain/chess/position.h"

#include <cstddef>

namespace chess {

// The most legal moves any position has is 218; this leaves room.
constexpr int MaxMoves = 256;

class MoveList {
public:
  MoveList() {}  // the slots stay uninitialised until pushed: lists are made per move
  void push(Move m) { m_moves[m_size++] = m; }
  std::size_t size() const { return m_size; }
  bool empty() const { return m_size == 0; }
  const Move* begin() const { return m_moves; }
  const Move* end() const { return m_moves + m_size; }
  Move operator[](std::size_t i) const { return m_moves[i]; }
  bool contains(Move m) const;

private:
  union {
    Move m_moves[MaxMoves];
  };
  std::size_t m_size = 0;
};

// Appends every legal move of `pos` to `list`. `pos` must hold one king of
// each colour (every position from parseFen or startPosition does).
void generateLegalMoves(const Position& pos, MoveList& list);

// Appends the legal moves of `pos` that end on a square of `destinations`
// and start from a square of `origins` (reading or writing SAN looks only
// at the moves to one square, of the kinds of piece the text names).
void generateLegalMovesTo(const Position& pos, Bitboard destinations, MoveList& list,
                          Bitboard origins = AllSquares);

// The pieces of type `type` of the side to move that reach `to` by the way
// they move (Laws 3.2-3.6; for a pawn, 3.7: the step, the double step, or
// the capture of a piece standing there - not en passant), whether or not
// their king would then be in check (3.9). The legal moves to `to` start
// from these squares, except castling and en passant.
Bitboard piecesReaching(const Position& pos, PieceType type, Square to);

// Laws 3.9: whether `m`, a move of the side to move by a piece that
// reaches its target (piecesReaching; not castling, not en passant),
// leaves the mover's king unattacked, i.e. is legal. One look at the king
// instead of generating moves: reading SAN tries one move this way.
bool leavesKingSafe(const Position& pos, Move m);

// The number of legal moves of `pos`, counted without writing them.
std::size_t countLegalMoves(const Position& pos);

// The legal moves of `pos` as a new list.
MoveList legalMoves(const Position& pos);

// Laws 5.1.1: the side to move is in check and has no legal move.
bool isCheckmate(const Position& pos);
// Laws 5.2.1: the side to move is not in check and has no legal move.
bool isStalemate(const Position& pos);

}  // namespace chess
