// SPDX-License-Identifier: MIT
#include "domain/interchange/trf_line.h"

#include <algorithm>
#include <cstdlib>

namespace interchange {
namespace {

// The length of the UTF-8 sequence starting at text[i], or 0 if invalid.
int utf8Length(std::string_view text, std::size_t i) {
  const auto lead = static_cast<unsigned char>(text[i]);
  int length = 0;
  if (lead < 0x80) return 1;
  if ((lead & 0xE0) == 0xC0 && lead >= 0xC2)
    length = 2;
  else if ((lead & 0xF0) == 0xE0)
    length = 3;
  else if ((lead & 0xF8) == 0xF0 && lead <= 0xF4)
    length = 4;
  else
    return 0;
  if (i + length > text.size()) return 0;
  for (int k = 1; k < length; ++k)
    if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return 0;
  return length;
}

}  // namespace

TrfLine::TrfLine(std::string_view text) : m_text(text) {
  m_starts.reserve(text.size() + 1);
  std::size_t i = 0;
  while (i < text.size()) {
    m_starts.push_back(static_cast<int>(i));
    int length = utf8Length(text, i);
    if (length == 0) {
      m_validUtf8 = false;
      length = 1;
    }
    i += length;
  }
  m_starts.push_back(static_cast<int>(text.size()));
}

std::string_view TrfLine::columns(int first, int last) const {
  if (first < 1) first = 1;
  if (last > width()) last = width();
  if (first > last) return {};
  const int begin = m_starts[first - 1];
  const int end = m_starts[last];
  return m_text.substr(begin, end - begin);
}

bool TrfLine::blank(int first, int last) const { return trimmed(columns(first, last)).empty(); }

std::vector<std::string_view> splitLines(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\r' && text[i] != '\n') continue;
    lines.push_back(text.substr(start, i - start));
    if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
    start = i + 1;
  }
  if (start < text.size()) lines.push_back(text.substr(start));
  return lines;
}

std::string_view trimmed(std::string_view text) {
  const auto isBlank = [](char c) { return c == ' ' || c == '\t'; };
  while (!text.empty() && isBlank(text.front())) text.remove_prefix(1);
  while (!text.empty() && isBlank(text.back())) text.remove_suffix(1);
  return text;
}

std::optional<int> parseNumber(std::string_view text) {
  text = trimmed(text);
  if (text.empty() || text.size() > 9) return std::nullopt;
  int value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  return value;
}

std::optional<int> parseHalfPoints(std::string_view text) {
  text = trimmed(text);
  bool negative = false;
  if (!text.empty() && text.front() == '-') {
    negative = true;
    text.remove_prefix(1);
  }
  const auto dot = text.find_first_of(".,");
  const auto whole = parseNumber(text.substr(0, dot));
  if (!whole) return std::nullopt;
  int half = 0;
  if (dot != std::string_view::npos) {
    std::string_view fraction = text.substr(dot + 1);
    while (!fraction.empty() && fraction.back() == '0') fraction.remove_suffix(1);
    if (fraction == "5")
      half = 1;
    else if (!fraction.empty())
      return std::nullopt;
    if (text.size() == dot + 1) return std::nullopt;
  }
  const int value = *whole * 2 + half;
  return negative ? -value : value;
}

std::string formatHalfPoints(int halfPoints) {
  const int magnitude = std::abs(halfPoints);
  std::string text = std::to_string(magnitude / 2) + (magnitude % 2 ? ".5" : ".0");
  return halfPoints < 0 ? "-" + text : text;
}

std::string fitColumns(std::string_view text, int width, bool alignRight) {
  const TrfLine line(text);
  std::string cut(line.columns(1, width));
  const std::string pad(static_cast<std::size_t>(width - std::min(width, line.width())), ' ');
  return alignRight ? pad + cut : cut + pad;
}

}  // namespace interchange
