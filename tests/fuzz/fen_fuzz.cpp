// SPDX-License-Identifier: MIT
// FEN, strict and tolerant: an error names a column inside the text (or
// one past its end); a position read strictly is written back as read.
#include "domain/chess/fen.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const auto mode : {chess::FenMode::Strict, chess::FenMode::Tolerant}) {
    const auto position = chess::parseFen(text, mode);
    if (!position) {
      if (position.error().column < 0 || position.error().column > static_cast<int>(size) + 1)
        std::abort();
      continue;
    }
    // What we write, we read again as the same position.
    const auto again = chess::parseFen(chess::toFen(*position));
    if (!again || chess::toFen(*again) != chess::toFen(*position)) std::abort();
  }
  return 0;
}
