// SPDX-License-Identifier: MIT
#pragma once

#include <sstream>
#include <string>

namespace interchange::test {

// A TRF16 text as an event file gives it back after import and export
// (interchange/section_trf.h): on 001 lines the rank columns 86-89 blank,
// trailing blanks cut as the writer does, and without the `### boards`
// lines that give the board numbers the event holds (a file without them
// gets them on import; trf_export_text_test.cpp checks them).
inline std::string asTheEventHoldsIt(const std::string& text) {
  std::istringstream in(text);
  std::string out;
  for (std::string line; std::getline(in, line);) {
    if (line.starts_with("### boards, round ")) continue;
    if (line.starts_with("001") && line.size() >= 89) line.replace(85, 4, "    ");
    while (line.ends_with(' ')) line.pop_back();
    out += line + '\n';
  }
  return out;
}

}  // namespace interchange::test
