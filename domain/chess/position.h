// SPDX-License-Identifier: MIT
// A chess position: placement, side to move, castling rights, en-passant
// square, half-move clock and full-move number, with a Zobrist key kept up
// to date move by move. Positions are values: copy one and play() a move on
// the copy to look ahead (copy-make; about 150 bytes).
#pragma once

#include "domain/chess/bitboard.h"
#include "domain/chess/move.h"
#include "domain/chess/types.h"
#include "domain/chess/zobrist.h"

#include <cstdint>

namespace chess {

class Position {
public:
  // An empty board, White to move, no rights, clocks 0 and 1. Build it up
  // with put() and the setters, then call refreshKey() (parseFen does this).
  Position();

  // The initial position of a game (Laws 2.3).
  static Position startPosition();

  Piece pieceOn(Square s) const { return m_board[s]; }
  Bitboard occupied() const { return m_byColor[0] | m_byColor[1]; }
  Bitboard pieces(Color c) const { return m_byColor[index(c)]; }
  Bitboard pieces(PieceType t) const { return m_byType[t]; }
  Bitboard pieces(Color c, PieceType t) const { return m_byColor[index(c)] & m_byType[t]; }
  // The king's square; NoSquare when that side has no king (only while editing).
  Square kingSquare(Color c) const {
    const Bitboard k = pieces(c, King);
    return k ? lowestSquare(k) : NoSquare;
  }

  Color sideToMove() const { return m_side; }
  // The CastlingRight bits still held (Laws 3.8.2.1: lost only by moving
  // the king or that rook, or by the rook being captured on its square).
  std::uint8_t castlingRights() const { return m_castling; }
  // The square a pawn just skipped by a two-square move, as FEN records it
  // (whether or not a capture there is possible); NoSquare otherwise.
  Square enPassantSquare() const { return m_enPassant; }
  // Plies since the last capture or pawn move (Laws 9.3).
  int halfmoveClock() const { return m_halfmoveClock; }
  // Starts at 1 and grows after each Black move.
  int fullmoveNumber() const { return m_fullmoveNumber; }

  // The Zobrist key of the position in the sense of Laws 9.2.3 ("same
  // position"): side to move, placement, castling rights, and the
  // en-passant file ONLY when a legal en-passant capture exists (a pawn
  // that merely moved two squares, or a capture that would expose the king,
  // does not count). Two positions FIDE calls the same have equal keys.
  zobrist::Key key() const { return m_key; }
  // The same key, by the name claim checkers look for.
  zobrist::Key repetitionKey() const { return m_key; }
  // True when the en-passant file is part of key(): a legal e.p. capture exists.
  bool hasLegalEnPassant() const { return m_enPassantInKey; }

  // Pieces of either colour that attack `s`, given the occupied squares `occ`.
  Bitboard attackersTo(Square s, Bitboard occ) const;
  // True when a piece of colour `by` attacks `s`.
  bool isAttacked(Square s, Color by) const;
  // Pieces giving check to the side to move.
  Bitboard checkers() const;
  bool inCheck() const { return checkers() != 0; }

  // Plays a legal move (for example one from legalMoves()); an illegal one
  // breaks the position's invariants (asserted in debug builds).
  void play(Move m);
  // A copy with the move played.
  Position after(Move m) const {
    Position next = *this;
    next.play(m);
    return next;
  }

  // Editing, for FEN reading and tests. refreshKey() recomputes the key and
  // the en-passant flag from scratch after edits.
  void put(Piece p, Square s);
  void setSideToMove(Color c) { m_side = c; }
  void setCastlingRights(std::uint8_t rights) { m_castling = rights; }
  void setEnPassantSquare(Square s) { m_enPassant = s; }
  void setHalfmoveClock(int plies) { m_halfmoveClock = static_cast<std::uint16_t>(plies); }
  void setFullmoveNumber(int n) { m_fullmoveNumber = static_cast<std::uint16_t>(n); }
  void refreshKey();

  // Same placement, side, rights, e.p. square and clocks.
  bool operator==(const Position& other) const;

private:
  void remove(Square s);
  void move(Square from, Square to);
  bool computeLegalEnPassant() const;

  Bitboard m_byType[7] = {};
  Bitboard m_byColor[2] = {};
  Piece m_board[64] = {};
  zobrist::Key m_key = 0;
  Color m_side = Color::White;
  std::uint8_t m_castling = NoCastling;
  Square m_enPassant = NoSquare;
  bool m_enPassantInKey = false;
  std::uint16_t m_halfmoveClock = 0;
  std::uint16_t m_fullmoveNumber = 1;
};

}  // namespace chess
