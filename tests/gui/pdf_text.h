// SPDX-License-Identifier: MIT
// The text of a PDF the desk wrote or printed, as pdftotext -layout reads
// it (poppler-utils): a table row on one line, cells apart by spaces.
#pragma once

#include <array>
#include <cstdio>
#include <memory>
#include <string>

inline std::string pdfText(const std::string& pdf) {
  std::string text;
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(
      ::popen(("pdftotext -layout '" + pdf + "' -").c_str(), "r"), ::pclose);
  if (!pipe) return text;
  std::array<char, 4096> buffer{};
  for (std::size_t n; (n = std::fread(buffer.data(), 1, buffer.size(), pipe.get())) > 0;)
    text.append(buffer.data(), n);
  return text;
}
