// SPDX-License-Identifier: MIT
#include "reports/board_diagram.h"

#include <fmt/format.h>

#include <array>
#include <optional>

namespace reports {
namespace {

// The board as 64 characters, index = rank * 8 + file (a1 = 0, h8 = 63);
// ' ' for an empty square.
using Squares = std::array<char, 64>;

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

std::optional<int> squareIndex(std::string_view name) {
  if (name.size() != 2 || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8')
    return std::nullopt;
  return (name[1] - '1') * 8 + (name[0] - 'a');
}

std::string squareName(int index) {
  return {static_cast<char>('a' + index % 8), static_cast<char>('1' + index / 8)};
}

}  // namespace

std::expected<std::string, DiagramError> boardDiagramSvg(std::string_view placement,
                                                         const DiagramOptions& options) {
  const auto squares = readPlacement(placement);
  if (!squares) return std::unexpected(squares.error());
  std::vector<int> marked;
  for (const auto& name : options.highlights) {
    const auto index = squareIndex(name);
    if (!index) return std::unexpected(DiagramError{DiagramErrorCode::BadHighlight, 0});
    marked.push_back(*index);
  }

  const int s = options.squareSize;
  const int margin = options.coordinates ? s / 2 : 0;
  const int side = 8 * s + margin;
  // The top-left corner of a square in drawing coordinates.
  auto left = [&](int index) { return margin + (options.flipped ? 7 - index % 8 : index % 8) * s; };
  auto top = [&](int index) { return (options.flipped ? index / 8 : 7 - index / 8) * s; };

  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" width=\"{0}\" height=\"{0}\" "
      "viewBox=\"0 0 {0} {0}\">\n",
      side);
  svg += fmt::format("<rect x=\"{}\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"#b58863\"/>\n",
                     margin, 8 * s, 8 * s);
  for (int index = 0; index < 64; ++index) {
    // a1 (file 0, rank 0) is a dark square (Laws 2.1): light when file + rank is odd.
    if ((index % 8 + index / 8) % 2 == 1)
      svg +=
          fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{s}\" height=\"{s}\" fill=\"#f0d9b5\"/>\n",
                      left(index), top(index), fmt::arg("s", s));
  }
  for (int index : marked)
    svg += fmt::format(
        "<rect class=\"highlight\" data-square=\"{}\" x=\"{}\" y=\"{}\" width=\"{s}\" "
        "height=\"{s}\" fill=\"#f6e05e\" fill-opacity=\"0.6\" stroke=\"#c05621\" "
        "stroke-width=\"2\"/>\n",
        squareName(index), left(index), top(index), fmt::arg("s", s));
  for (int index = 0; index < 64; ++index) {
    const char piece = (*squares)[index];
    if (piece == ' ') continue;
    svg += fmt::format(
        "<text class=\"piece\" data-square=\"{}\" data-piece=\"{}\" x=\"{}\" y=\"{}\" "
        "font-size=\"{}\" text-anchor=\"middle\" dominant-baseline=\"central\">{}</text>\n",
        squareName(index), piece, left(index) + s / 2, top(index) + s / 2, s * 4 / 5,
        figurine(piece));
  }
  if (options.coordinates) {
    for (int i = 0; i < 8; ++i) {
      const int file = options.flipped ? 7 - i : i;
      const int rank = options.flipped ? i : 7 - i;
      svg += fmt::format(
          "<text class=\"coordinate\" x=\"{}\" y=\"{}\" font-size=\"{}\" "
          "text-anchor=\"middle\">{}</text>\n",
          margin + i * s + s / 2, 8 * s + margin * 3 / 4, s / 3, static_cast<char>('a' + file));
      svg += fmt::format(
          "<text class=\"coordinate\" x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" "
          "dominant-baseline=\"central\">{}</text>\n",
          margin / 2, i * s + s / 2, s / 3, static_cast<char>('1' + rank));
    }
  }
  svg += "</svg>\n";
  return svg;
}

}  // namespace reports
