// SPDX-License-Identifier: MIT
#pragma once

#include "reports/placement.h"

#include <expected>
#include <string>
#include <string_view>
#include <vector>

namespace reports {

// How a diagram is drawn.
struct DiagramOptions {
  int squareSize = 40;                  // pixels (SVG user units) per square
  bool flipped = false;                 // true: Black at the bottom (h1 top-left)
  bool coordinates = true;              // files a-h below, ranks 1-8 at the left
  std::vector<std::string> highlights;  // squares to mark, e.g. {"e4", "g1"}
};

// An SVG board diagram of the piece placement `placement` (the first field
// of a FEN: ranks 8 to 1 separated by '/', KQRBNP white, kqrbnp black, digits
// for empty squares; anything after the first space is ignored, so a whole
// FEN may be passed). Pieces are drawn as Unicode chess figurines in <text>
// elements that name their square (data-square="e1"); highlighted squares get
// a <rect class="highlight" data-square="..">. The result is a standalone,
// well-formed <svg> element, embeddable in HTML.
std::expected<std::string, DiagramError> boardDiagramSvg(std::string_view placement,
                                                         const DiagramOptions& options = {});

}  // namespace reports
