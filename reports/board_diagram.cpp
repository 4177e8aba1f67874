// SPDX-License-Identifier: MIT
#include "reports/board_diagram.h"

#include <fmt/format.h>

namespace reports {
namespace {

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
    const int index = squareIndex(name);
    if (index < 0) return std::unexpected(DiagramError{DiagramErrorCode::BadHighlight, 0});
    marked.push_back(index);
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
