// SPDX-License-Identifier: MIT
// The vocabulary of the rules core: colours, piece types, pieces, squares,
// files, ranks and castling rights. Standard chess only (no Chess960).
#pragma once

#include <cstdint>

namespace chess {

enum class Color : std::uint8_t { White, Black };

constexpr Color operator~(Color c) { return c == Color::White ? Color::Black : Color::White; }
constexpr int index(Color c) { return static_cast<int>(c); }

// Piece kinds, numbered so that Knight..Queen are the promotion choices.
enum PieceType : std::uint8_t { NoPieceType, Pawn, Knight, Bishop, Rook, Queen, King };

// A coloured piece: bit 3 is the colour, bits 0-2 the type.
enum Piece : std::uint8_t {
  NoPiece = 0,
  WhitePawn = 1, WhiteKnight, WhiteBishop, WhiteRook, WhiteQueen, WhiteKing,
  BlackPawn = 9, BlackKnight, BlackBishop, BlackRook, BlackQueen, BlackKing,
};

constexpr Piece makePiece(Color c, PieceType t) {
  return static_cast<Piece>((index(c) << 3) | t);
}
constexpr PieceType typeOf(Piece p) { return static_cast<PieceType>(p & 7); }
constexpr Color colorOf(Piece p) { return static_cast<Color>(p >> 3); }

// Squares a1 = 0 ... h8 = 63, file-major within a rank (a1, b1, ..., h1, a2, ...).
enum Square : std::uint8_t {
  A1, B1, C1, D1, E1, F1, G1, H1,
  A2, B2, C2, D2, E2, F2, G2, H2,
  A3, B3, C3, D3, E3, F3, G3, H3,
  A4, B4, C4, D4, E4, F4, G4, H4,
  A5, B5, C5, D5, E5, F5, G5, H5,
  A6, B6, C6, D6, E6, F6, G6, H6,
  A7, B7, C7, D7, E7, F7, G7, H7,
  A8, B8, C8, D8, E8, F8, G8, H8,
  NoSquare,
};

constexpr int SquareCount = 64;

// File a = 0 ... h = 7; rank 1 = 0 ... rank 8 = 7.
constexpr int fileOf(Square s) { return s & 7; }
constexpr int rankOf(Square s) { return s >> 3; }
constexpr Square makeSquare(int file, int rank) { return static_cast<Square>(rank * 8 + file); }
constexpr bool isOnBoard(int file, int rank) {
  return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}
// The rank as seen from `c`'s side: rank 1 for White is rank 8 for Black.
constexpr int relativeRank(Color c, int rank) { return c == Color::White ? rank : 7 - rank; }
// One step forward for `c` (+8 for White, -8 for Black).
constexpr int forward(Color c) { return c == Color::White ? 8 : -8; }
constexpr Square offset(Square s, int delta) { return static_cast<Square>(s + delta); }

constexpr char fileChar(int file) { return static_cast<char>('a' + file); }
constexpr char rankChar(int rank) { return static_cast<char>('1' + rank); }

// Castling rights as FEN letters K, Q, k, q; a set of them is a bit mask.
enum CastlingRight : std::uint8_t {
  NoCastling = 0,
  WhiteKingSide = 1,
  WhiteQueenSide = 2,
  BlackKingSide = 4,
  BlackQueenSide = 8,
  AllCastling = 15,
};

constexpr std::uint8_t kingSide(Color c) { return c == Color::White ? WhiteKingSide : BlackKingSide; }
constexpr std::uint8_t queenSide(Color c) {
  return c == Color::White ? WhiteQueenSide : BlackQueenSide;
}

}  // namespace chess
