// SPDX-License-Identifier: MIT
#include "reports/placement.h"

namespace reports {

std::string_view figurine(char piece) {
  switch (piece) {
    case 'K':
      return "\u2654";
    case 'Q':
      return "\u2655";
    case 'R':
      return "\u2656";
    case 'B':
      return "\u2657";
    case 'N':
      return "\u2658";
    case 'P':
      return "\u2659";
    case 'k':
      return "\u265A";
    case 'q':
      return "\u265B";
    case 'r':
      return "\u265C";
    case 'b':
      return "\u265D";
    case 'n':
      return "\u265E";
    case 'p':
      return "\u265F";
    default:
      return {};
  }
}

std::expected<Squares, DiagramError> readPlacement(std::string_view text) {
  text = text.substr(0, text.find(' '));
  if (text.empty()) return std::unexpected(DiagramError{DiagramErrorCode::Empty, 1});
  Squares squares;
  squares.fill(' ');
  int rank = 7;
  int file = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const int column = static_cast<int>(i) + 1;
    if (c == '/') {
      if (file != 8) return std::unexpected(DiagramError{DiagramErrorCode::BadRankLength, column});
      if (--rank < 0) return std::unexpected(DiagramError{DiagramErrorCode::BadRankCount, column});
      file = 0;
    } else if (c >= '1' && c <= '8') {
      file += c - '0';
      if (file > 8) return std::unexpected(DiagramError{DiagramErrorCode::BadRankLength, column});
    } else if (!figurine(c).empty()) {
      if (file >= 8) return std::unexpected(DiagramError{DiagramErrorCode::BadRankLength, column});
      squares[rank * 8 + file++] = c;
    } else {
      return std::unexpected(DiagramError{DiagramErrorCode::BadPiece, column});
    }
  }
  const int end = static_cast<int>(text.size());
  if (file != 8) return std::unexpected(DiagramError{DiagramErrorCode::BadRankLength, end});
  if (rank != 0) return std::unexpected(DiagramError{DiagramErrorCode::BadRankCount, end});
  return squares;
}

int squareIndex(std::string_view name) {
  if (name.size() != 2 || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8')
    return -1;
  return (name[1] - '1') * 8 + (name[0] - 'a');
}

}  // namespace reports
