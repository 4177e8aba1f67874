// SPDX-License-Identifier: MIT
#include "domain/chess/position.h"

#include "domain/chess/attacks.h"

#include <array>
#include <cassert>
#include <cstring>

namespace chess {
namespace {

// The rights that survive a move touching a square (Laws 3.8.2.1): moving
// the king loses both, moving a rook from its corner (or capturing it
// there) loses that side.
constexpr std::array<std::uint8_t, 64> castlingKeptMask() {
  std::array<std::uint8_t, 64> mask{};
  for (auto& m : mask) m = AllCastling;
  mask[E1] = AllCastling & ~(WhiteKingSide | WhiteQueenSide);
  mask[H1] = AllCastling & ~WhiteKingSide;
  mask[A1] = AllCastling & ~WhiteQueenSide;
  mask[E8] = AllCastling & ~(BlackKingSide | BlackQueenSide);
  mask[H8] = AllCastling & ~BlackKingSide;
  mask[A8] = AllCastling & ~BlackQueenSide;
  return mask;
}
constexpr std::array<std::uint8_t, 64> CastlingKept = castlingKeptMask();

}  // namespace

Position::Position() { attacks::initialize(); }

Position Position::startPosition() {
  // Set up once: verify starts most games of a file from it.
  static const Position start = [] {
    Position p;
    constexpr PieceType backRank[8] = {Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook};
    for (int f = 0; f < 8; ++f) {
      p.put(makePiece(Color::White, backRank[f]), makeSquare(f, 0));
      p.put(makePiece(Color::White, Pawn), makeSquare(f, 1));
      p.put(makePiece(Color::Black, Pawn), makeSquare(f, 6));
      p.put(makePiece(Color::Black, backRank[f]), makeSquare(f, 7));
    }
    p.m_castling = AllCastling;
    p.refreshKey();
    return p;
  }();
  return start;
}

void Position::put(Piece p, Square s) {
  if (m_board[s] != NoPiece) remove(s);
  if (p == NoPiece) return;
  m_board[s] = p;
  m_byType[typeOf(p)] |= squareBit(s);
  m_byColor[index(colorOf(p))] |= squareBit(s);
}

void Position::remove(Square s) {
  const Piece p = m_board[s];
  m_byType[typeOf(p)] ^= squareBit(s);
  m_byColor[index(colorOf(p))] ^= squareBit(s);
  m_board[s] = NoPiece;
}

void Position::move(Square from, Square to) {
  const Piece p = m_board[from];
  const Bitboard both = squareBit(from) | squareBit(to);
  m_byType[typeOf(p)] ^= both;
  m_byColor[index(colorOf(p))] ^= both;
  m_board[to] = p;
  m_board[from] = NoPiece;
}

Bitboard Position::attackersTo(Square s, Bitboard occ) const {
  return (attacks::pawn(Color::White, s) & pieces(Color::Black, Pawn)) |
         (attacks::pawn(Color::Black, s) & pieces(Color::White, Pawn)) |
         (attacks::knight(s) & m_byType[Knight]) | (attacks::king(s) & m_byType[King]) |
         (attacks::rook(s, occ) & (m_byType[Rook] | m_byType[Queen])) |
         (attacks::bishop(s, occ) & (m_byType[Bishop] | m_byType[Queen]));
}

bool Position::isAttacked(Square s, Color by) const {
  return (attackersTo(s, occupied()) & pieces(by)) != 0;
}

Bitboard Position::checkers() const {
  const Square k = kingSquare(m_side);
  return k == NoSquare ? 0 : attackersTo(k, occupied()) & pieces(~m_side);
}

// Laws 9.2.3: an en-passant right makes a position different only when the
// capture is legal. Each capturing pawn is tried on a board where the
// captured pawn is gone; the capture is legal if nothing then attacks the king.
bool Position::computeLegalEnPassant() const {
  if (m_enPassant == NoSquare) return false;
  const Color us = m_side;
  const Square king = kingSquare(us);
  const Square victim = offset(m_enPassant, -forward(us));
  if (king == NoSquare || pieceOn(victim) != makePiece(~us, Pawn)) return false;
  Bitboard capturers = attacks::pawn(~us, m_enPassant) & pieces(us, Pawn);
  while (capturers) {
    const Square from = popLowest(capturers);
    const Bitboard occ =
        (occupied() ^ squareBit(from) ^ squareBit(victim)) | squareBit(m_enPassant);
    const Bitboard enemies = pieces(~us) & ~squareBit(victim);
    if ((attackersTo(king, occ) & enemies) == 0) return true;
  }
  return false;
}

void Position::refreshKey() {
  zobrist::Key key = 0;
  for (int s = 0; s < 64; ++s)
    if (m_board[s] != NoPiece) key ^= zobrist::piece(m_board[s], static_cast<Square>(s));
  if (m_side == Color::Black) key ^= zobrist::blackToMove();
  key ^= zobrist::castling(m_castling);
  m_enPassantInKey = computeLegalEnPassant();
  if (m_enPassantInKey) key ^= zobrist::enPassantFile(fileOf(m_enPassant));
  m_key = key;
}

void Position::play(Move m) {
  const Color us = m_side;
  const Square from = m.from();
  const Square to = m.to();
  const Piece piece = m_board[from];
  assert(piece != NoPiece && colorOf(piece) == us);
  zobrist::Key key = m_key ^ zobrist::blackToMove() ^ zobrist::castling(m_castling);
  if (m_enPassantInKey) key ^= zobrist::enPassantFile(fileOf(m_enPassant));
  m_enPassant = NoSquare;
  ++m_halfmoveClock;

  if (m.kind() == MoveKind::Castling) {
    // Laws 3.8.2: the king moves two squares, the rook crosses over it.
    const bool kingSide = to > from;
    const Square rookFrom = offset(from, kingSide ? 3 : -4);
    const Square rookTo = offset(from, kingSide ? 1 : -1);
    const Piece rook = m_board[rookFrom];
    move(from, to);
    move(rookFrom, rookTo);
    key ^= zobrist::piece(piece, from) ^ zobrist::piece(piece, to) ^
           zobrist::piece(rook, rookFrom) ^ zobrist::piece(rook, rookTo);
  } else {
    const Square victimSquare = m.kind() == MoveKind::EnPassant ? offset(to, -forward(us)) : to;
    const Piece victim = m_board[victimSquare];
    if (victim != NoPiece) {
      assert(colorOf(victim) != us && typeOf(victim) != King);
      remove(victimSquare);
      key ^= zobrist::piece(victim, victimSquare);
      m_halfmoveClock = 0;
    }
    move(from, to);
    key ^= zobrist::piece(piece, from) ^ zobrist::piece(piece, to);
    if (typeOf(piece) == Pawn) {
      m_halfmoveClock = 0;
      if (m.kind() == MoveKind::Promotion) {
        const Piece promoted = makePiece(us, m.promotion());
        remove(to);
        put(promoted, to);
        key ^= zobrist::piece(piece, to) ^ zobrist::piece(promoted, to);
      } else if ((from ^ to) == 16) {
        m_enPassant = offset(from, forward(us));
      }
    }
  }

  m_castling &= CastlingKept[from] & CastlingKept[to];
  key ^= zobrist::castling(m_castling);
  m_side = ~us;
  if (us == Color::Black) ++m_fullmoveNumber;
  m_enPassantInKey = false;
  if (m_enPassant != NoSquare && (attacks::pawn(us, m_enPassant) & pieces(m_side, Pawn)) != 0) {
    m_enPassantInKey = computeLegalEnPassant();
    if (m_enPassantInKey) key ^= zobrist::enPassantFile(fileOf(m_enPassant));
  }
  m_key = key;
}

bool Position::operator==(const Position& other) const {
  return std::memcmp(m_board, other.m_board, sizeof m_board) == 0 && m_side == other.m_side &&
         m_castling == other.m_castling && m_enPassant == other.m_enPassant &&
         m_halfmoveClock == other.m_halfmoveClock && m_fullmoveNumber == other.m_fullmoveNumber;
}

}  // namespace chess
