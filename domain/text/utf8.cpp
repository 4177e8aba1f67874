// SPDX-License-Identifier: MIT
#include "domain/text/utf8.h"

namespace text {
namespace {

constexpr std::string_view Replacement = "\xEF\xBF\xBD";  // U+FFFD

// UAX #11 East Asian Wide (W) and Fullwidth (F) ranges, the blocks in use.
bool isWide(char32_t c) {
  return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) ||
         (c >= 0x3041 && c <= 0x33FF) || (c >= 0x3400 && c <= 0x4DBF) ||
         (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF) ||
         (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
         (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
         (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x1F300 && c <= 0x1F64F) ||
         (c >= 0x20000 && c <= 0x3FFFD);
}

// Combining marks (general category Mn in these blocks) and the zero-width
// characters U+200B-U+200F and variation selectors.
bool isZeroWidth(char32_t c) {
  return (c >= 0x0300 && c <= 0x036F) || (c >= 0x1AB0 && c <= 0x1AFF) ||
         (c >= 0x1DC0 && c <= 0x1DFF) || (c >= 0x20D0 && c <= 0x20FF) ||
         (c >= 0xFE20 && c <= 0xFE2F) || (c >= 0x200B && c <= 0x200F) ||
         (c >= 0xFE00 && c <= 0xFE0F);
}

}  // namespace

Decoded decodeAt(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t i) -> unsigned {
    return at + i < text.size() ? static_cast<unsigned char>(text[at + i]) : 0x100u;
  };
  const unsigned b0 = byte(0);
  const auto continuation = [&](std::size_t i, unsigned low = 0x80, unsigned high = 0xBF) {
    const unsigned b = byte(i);
    return b >= low && b <= high;
  };
  if (b0 < 0x80) return {b0, 1};
  if (b0 >= 0xC2 && b0 <= 0xDF && continuation(1))
    return {((b0 & 0x1Fu) << 6) | (byte(1) & 0x3Fu), 2};
  if (b0 >= 0xE0 && b0 <= 0xEF) {
    const unsigned low = b0 == 0xE0 ? 0xA0 : 0x80;   // no overlong forms
    const unsigned high = b0 == 0xED ? 0x9F : 0xBF;  // no surrogates
    if (continuation(1, low, high) && continuation(2))
      return {((b0 & 0x0Fu) << 12) | ((byte(1) & 0x3Fu) << 6) | (byte(2) & 0x3Fu), 3};
  }
  if (b0 >= 0xF0 && b0 <= 0xF4) {
    const unsigned low = b0 == 0xF0 ? 0x90 : 0x80;
    const unsigned high = b0 == 0xF4 ? 0x8F : 0xBF;  // nothing past U+10FFFF
    if (continuation(1, low, high) && continuation(2) && continuation(3))
      return {((b0 & 0x07u) << 18) | ((byte(1) & 0x3Fu) << 12) | ((byte(2) & 0x3Fu) << 6) |
                  (byte(3) & 0x3Fu),
              4};
  }
  return {0, 0};
}

std::vector<char32_t> codePoints(std::string_view text) {
  std::vector<char32_t> points;
  points.reserve(text.size());
  for (std::size_t at = 0; at < text.size();) {
    const Decoded d = decodeAt(text, at);
    points.push_back(d.length == 0 ? static_cast<unsigned char>(text[at]) : d.codePoint);
    at += d.length == 0 ? 1 : d.length;
  }
  return points;
}

std::optional<std::size_t> invalidUtf8At(std::string_view text) {
  for (std::size_t at = 0; at < text.size();) {
    const Decoded d = decodeAt(text, at);
    if (d.length == 0) return at;
    at += d.length;
  }
  return std::nullopt;
}

void appendUtf8(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

std::string validUtf8(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t at = 0; at < text.size();) {
    const Decoded d = decodeAt(text, at);
    if (d.length == 0) {
      out += Replacement;
      ++at;
    } else {
      out.append(text.substr(at, d.length));
      at += d.length;
    }
  }
  return out;
}

int codePointWidth(char32_t codePoint) {
  return isWide(codePoint) ? 2 : isZeroWidth(codePoint) ? 0 : 1;
}

int displayWidth(std::string_view text) {
  int width = 0;
  for (std::size_t at = 0; at < text.size();) {
    const Decoded d = decodeAt(text, at);
    width += d.length == 0 ? 1 : codePointWidth(d.codePoint);
    at += d.length == 0 ? 1 : d.length;
  }
  return width;
}

std::string fitToWidth(std::string_view text, int width) {
  if (displayWidth(text) <= width) return std::string(text);
  std::string out;
  int used = 0;
  for (std::size_t at = 0; at < text.size();) {
    const Decoded d = decodeAt(text, at);
    const std::size_t length = d.length == 0 ? 1 : d.length;
    const int columns = d.length == 0 ? 1 : codePointWidth(d.codePoint);
    if (used + columns > width - 1) break;
    out.append(text.substr(at, length));
    used += columns;
    at += length;
  }
  return out + "…";
}

std::string padToWidth(std::string_view text, int width) {
  std::string out(text);
  for (int w = displayWidth(text); w < width; ++w) out += ' ';
  return out;
}

std::string column(std::string_view text, int width) {
  return padToWidth(fitToWidth(text, width), width);
}

}  // namespace text
