// SPDX-License-Identifier: MIT
// Forsyth-Edwards Notation (PGN standard 16.1), read and written.
//
// Grammar (fields separated by one space):
//   placement SP side SP castling SP en-passant SP halfmove SP fullmove
//   placement  = rank "/" rank ... (8 ranks, rank 8 first), each rank
//                pieces "PNBRQKpnbrqk" and digits 1-8 covering 8 files
//   side       = "w" | "b"
//   castling   = "-" | subset of "KQkq" in that order
//   en-passant = "-" | square on rank 6 (White to move) or 3 (Black to move)
//   halfmove   = 0..9999     fullmove = 1..9999
#pragma once

#include "domain/chess/position.h"

#include <cstdint>
#include <expected>
#include <string>
#include <string_view>

namespace chess {

// The FEN of the initial position.
inline constexpr std::string_view StartFen =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

enum class FenErrorCode : std::uint8_t {
  FieldCount,           // not 6 fields (Tolerant: not 4 to 6)
  RankCount,            // the placement does not have 8 ranks
  BadPieceLetter,       // a character that is no piece letter or digit 1-8
  RankTooLong,          // a rank covers more than 8 files
  RankTooShort,         // a rank covers fewer than 8 files
  KingCount,            // a side has no king or more than one
  PawnOnBackRank,       // a pawn on rank 1 or 8
  BadSideToMove,        // side field is not "w" or "b"
  OpponentInCheck,      // the side not to move is in check
  BadCastlingField,     // castling field not "-" or KQkq in order without repeats
  CastlingWithoutPieces,// a right whose king or rook is not on its original square
  BadEnPassantField,    // not "-" nor a square name
  ImpossibleEnPassant,  // wrong rank, no pawn that just moved two squares, or squares not empty
  BadHalfmoveClock,     // not a number in range
  BadFullmoveNumber,    // not a number in range
};

struct FenError {
  FenErrorCode code;
  int column;  // 1-based column in the FEN text where the problem is
};

// Strict: exactly what the grammar says. Tolerant (for [FEN] tags of old
// PGN files): 4 to 6 fields (missing clocks read as 0 and 1), a fullmove
// number 0 read as 1, and castling rights whose king or rook is not on its
// square are dropped instead of rejected.
enum class FenMode : std::uint8_t { Strict, Tolerant };

// Reads a FEN. Every error names its code and column; nothing is guessed.
std::expected<Position, FenError> parseFen(std::string_view text,
                                           FenMode mode = FenMode::Strict);

// Writes the position as FEN; the en-passant field is the square a pawn
// just skipped (PGN standard 16.1.3.4, whether or not a capture is possible).
std::string toFen(const Position& pos);

}  // namespace chess
