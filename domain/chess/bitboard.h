// SPDX-License-Identifier: MIT
// Bitboards: a set of squares as 64 bits, bit i = square i (a1 = bit 0).
#pragma once

#include "domain/chess/types.h"

#include <bit>
#include <cstdint>

namespace chess {

using Bitboard = std::uint64_t;

constexpr Bitboard FileABits = 0x0101010101010101ULL;
constexpr Bitboard FileHBits = FileABits << 7;
constexpr Bitboard Rank1Bits = 0xFFULL;
constexpr Bitboard Rank8Bits = Rank1Bits << 56;
constexpr Bitboard AllSquares = ~Bitboard{0};

constexpr Bitboard squareBit(Square s) { return Bitboard{1} << s; }
constexpr Bitboard fileBits(int file) { return FileABits << file; }
constexpr Bitboard rankBits(int rank) { return Rank1Bits << (8 * rank); }
constexpr bool contains(Bitboard b, Square s) { return (b >> s) & 1; }
constexpr int popCount(Bitboard b) { return std::popcount(b); }
constexpr bool hasMoreThanOne(Bitboard b) { return (b & (b - 1)) != 0; }

// The lowest square of a non-empty set.
constexpr Square lowestSquare(Bitboard b) { return static_cast<Square>(std::countr_zero(b)); }
// Removes and returns the lowest square of a non-empty set.
constexpr Square popLowest(Bitboard& b) {
  const Square s = lowestSquare(b);
  b &= b - 1;
  return s;
}

// Every square of the set moved one step in a direction; what leaves the board is dropped.
constexpr Bitboard shiftNorth(Bitboard b) { return b << 8; }
constexpr Bitboard shiftSouth(Bitboard b) { return b >> 8; }
constexpr Bitboard shiftEast(Bitboard b) { return (b & ~FileHBits) << 1; }
constexpr Bitboard shiftWest(Bitboard b) { return (b & ~FileABits) >> 1; }
// One step forward for `c`.
constexpr Bitboard shiftForward(Color c, Bitboard b) {
  return c == Color::White ? shiftNorth(b) : shiftSouth(b);
}

}  // namespace chess
