// SPDX-License-Identifier: MIT
// A move in 16 bits: from (bits 0-5), to (6-11), promotion piece (12-13:
// knight, bishop, rook, queen) and kind (14-15). Castling is stored as the
// king's own move (e1g1, e1c1, e8g8, e8c8), as UCI writes it.
#pragma once

#include "domain/chess/types.h"

#include <cstdint>
#include <string>

namespace chess {

enum class MoveKind : std::uint8_t { Normal, Promotion, EnPassant, Castling };

class Move {
public:
  constexpr Move() = default;
  constexpr Move(Square from, Square to, MoveKind kind = MoveKind::Normal,
                 PieceType promotion = Knight)
      : m_bits(static_cast<std::uint16_t>(from | (to << 6) | ((promotion - Knight) << 12) |
                                          (static_cast<int>(kind) << 14))) {}

  // The empty move (a1a1): no legal move has it; used for "no move".
  static constexpr Move none() { return Move(); }

  constexpr Square from() const { return static_cast<Square>(m_bits & 63); }
  constexpr Square to() const { return static_cast<Square>((m_bits >> 6) & 63); }
  constexpr MoveKind kind() const { return static_cast<MoveKind>(m_bits >> 14); }
  // The piece a pawn becomes; NoPieceType unless kind() is Promotion.
  constexpr PieceType promotion() const {
    return kind() == MoveKind::Promotion ? static_cast<PieceType>(((m_bits >> 12) & 3) + Knight)
                                         : NoPieceType;
  }
  constexpr bool isNone() const { return m_bits == 0; }
  constexpr std::uint16_t raw() const { return m_bits; }

  constexpr bool operator==(const Move&) const = default;

private:
  std::uint16_t m_bits = 0;
};

// The move in UCI long algebraic notation: "e2e4", "e7e8q", castling "e1g1";
// "0000" for Move::none().
std::string toUci(Move m);

// A square's name, "e4"; "-" for NoSquare.
std::string squareName(Square s);

}  // namespace chess
