// SPDX-License-Identifier: MIT
// The first step of SAN reading: a move's text cut into symbols, one per
// character, with the pieces each letter or sign may name (a piece "set",
// because one letter means different pieces in different languages).
#pragma once

#include "domain/chess/san.h"
#include "domain/chess/types.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace chess::san_detail {

// Bit t set = PieceType t is meant.
using PieceSet = std::uint8_t;
constexpr PieceSet pieceBit(PieceType t) { return static_cast<PieceSet>(1u << t); }

struct Symbol {
  char ascii;       // the character, or 0 for a non-ASCII piece sign
  PieceSet pieces;  // pieces this symbol names as a piece letter (0: none)
  int column;       // 1-based, counted in characters
};

// Cuts `text` into symbols. ASCII piece letters name English pieces in
// Strict/Lax mode and every supported language's in Lenient mode; other
// UTF-8 piece signs (Chinese, Russian, figurines) are read in Lenient mode
// only. Writes the symbols to `out` (room for text.size() symbols is
// enough: one symbol takes at least one byte) and returns how many it
// wrote; `badColumn` receives the column of the first character it cannot
// read, or 0.
std::size_t lexSan(std::string_view text, SanMode mode, std::span<Symbol> out, int& badColumn);

// The piece an English SAN letter names (K Q R B N, PGN 8.2.3.3); 0 for
// any other byte.
PieceSet englishPiece(char c);

// The pieces a lowercase promotion letter names (UCI "e7e8q"): q r b n k.
PieceSet lowercasePromotion(char c);

}  // namespace chess::san_detail
