// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <cstdint>
#include <expected>
#include <string_view>

namespace reports {

// What is wrong with a placement; `column` is 1-based in the placement text.
enum class DiagramErrorCode : std::uint8_t {
  Empty,          // no placement at all
  BadRankCount,   // not eight ranks separated by '/'
  BadRankLength,  // a rank does not describe exactly eight squares
  BadPiece,       // a character that is neither a piece letter nor 1-8
  BadHighlight,   // a highlight that is not a square name a1..h8
};

struct DiagramError {
  DiagramErrorCode code = DiagramErrorCode::Empty;
  int column = 0;  // 1-based column in the placement (0 for BadHighlight)
};

// The board as 64 piece letters, index = rank * 8 + file (a1 = 0, h1 = 7,
// h8 = 63): KQRBNP white, kqrbnp black, ' ' for an empty square.
using Squares = std::array<char, 64>;

// Reads the piece placement of a diagram: the first field of a FEN, ranks 8
// to 1 separated by '/', piece letters and digits 1-8 for empty squares.
// Anything after the first space is ignored, so a whole FEN may be passed.
// Only the shape is checked (not the number of kings): a diagram may show
// any placement.
std::expected<Squares, DiagramError> readPlacement(std::string_view text);

// The Unicode chess figurine of a piece letter (U+2654..U+265F), or "" for
// anything else.
std::string_view figurine(char piece);

// The index 0..63 of a square name "a1".."h8", or -1.
int squareIndex(std::string_view name);

}  // namespace reports
