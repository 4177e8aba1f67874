// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace interchange {

// One line of a TRF file addressed by 1-based columns as C.04 Annex 2 counts
// them: one column per character. UTF-8 sequences count as one column (the
// producers of the corpus files align names like "Cédric" by characters);
// a byte that is not part of valid UTF-8 counts as one column and sets
// `validUtf8()` to false. The line must outlive the view it was built from.
class TrfLine {
public:
  explicit TrfLine(std::string_view text);

  // The number of columns (characters).
  int width() const { return static_cast<int>(m_starts.size()) - 1; }
  bool validUtf8() const { return m_validUtf8; }
  std::string_view text() const { return m_text; }
  // The text of columns first..last (inclusive, clipped to the line).
  std::string_view columns(int first, int last) const;
  // The character at `column` as text ("" past the end).
  std::string_view at(int column) const { return columns(column, column); }
  // True when columns first..last are blank or past the end of the line.
  bool blank(int first, int last) const;

private:
  std::string_view m_text;
  std::vector<int> m_starts;  // byte offset of each column, plus the end
  bool m_validUtf8 = true;
};

// Splits a text into lines at CR, LF or CRLF (C.04 Annex 2 asks for CR;
// files use all three). A final line end adds no empty line.
std::vector<std::string_view> splitLines(std::string_view text);

// Removes leading and trailing blanks (spaces and tabs).
std::string_view trimmed(std::string_view text);

// A non-negative integer written in digits with optional blanks around it;
// nullopt for anything else (blank included).
std::optional<int> parseNumber(std::string_view text);

// A decimal like "11.5", " 3", "0.0" in half-points (11.5 -> 23); nullopt
// when blank, malformed or not a multiple of 0.5. Negative values allowed.
std::optional<int> parseHalfPoints(std::string_view text);

// The first `width` characters of `text` (UTF-8 aware), padded with blanks
// on the right, or on the left when `alignRight`: a field of a record.
std::string fitColumns(std::string_view text, int width, bool alignRight = false);

// Half-points as TRF writes points: one decimal, "11.5", "3.0", "-1.0".
std::string formatHalfPoints(int halfPoints);

}  // namespace interchange
