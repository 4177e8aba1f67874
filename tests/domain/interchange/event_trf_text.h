// SPDX-License-Identifier: MIT
#pragma once

#include <sstream>
#include <string>

namespace interchange::test {

// A TRF16 text as an event file gives it back after import and export
// (interchange/section_trf.h): on 001 lines the rank columns 86-89 blank and
// the unrated codes W D L (result column 99+10(r-1)) as 1 = 0, trailing
// blanks cut as the writer does.
inline std::string asTheEventHoldsIt(const std::string& text) {
  std::istringstream in(text);
  std::string out;
  for (std::string line; std::getline(in, line);) {
    if (line.starts_with("001") && line.size() >= 89) {
      line.replace(85, 4, "    ");
      for (std::size_t column = 98; column < line.size(); column += 10) {
        if (line[column] == 'W') line[column] = '1';
        if (line[column] == 'D') line[column] = '=';
        if (line[column] == 'L') line[column] = '0';
      }
    }
    while (line.ends_with(' ')) line.pop_back();
    out += line + '\n';
  }
  return out;
}

}  // namespace interchange::test
