// SPDX-License-Identifier: MIT
#include "domain/tournament/name_text.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tournament {

namespace {

constexpr char32_t Invalid = 0xFFFFFFFF;

// Decodes one code point at `pos`, advancing it; Invalid on a bad sequence.
char32_t decode(std::string_view text, std::size_t& pos) {
  const auto byte = [&](std::size_t i) { return static_cast<std::uint8_t>(text[i]); };
  const std::uint8_t lead = byte(pos);
  int length = 0;
  char32_t cp = 0;
  if (lead < 0x80) {
    ++pos;
    return lead;
  }
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
    cp = lead & 0x1F;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    cp = lead & 0x0F;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    cp = lead & 0x07;
  } else
    return Invalid;
  if (pos + length > text.size()) return Invalid;
  for (int i = 1; i < length; ++i) {
    const std::uint8_t next = byte(pos + i);
    if ((next & 0xC0) != 0x80) return Invalid;
    cp = (cp << 6) | (next & 0x3F);
  }
  const char32_t minimum = length == 3 ? 0x800 : length == 4 ? 0x10000 : 0x80;
  if (cp < minimum || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return Invalid;
  pos += length;
  return cp;
}

std::vector<char32_t> codePoints(std::string_view text) {
  std::vector<char32_t> points;
  std::size_t pos = 0;
  while (pos < text.size()) {
    const char32_t cp = decode(text, pos);
    if (cp == Invalid) {
      points.push_back(static_cast<std::uint8_t>(text[pos++]));
      continue;
    }
    points.push_back(cp);
  }
  return points;
}

// Latin-1 Supplement letters U+00C0..U+00FF folded to their base letter.
constexpr char Latin1Base[] =
    "aaaaaaaceeeeiiii"   // C0-CF
    "dnooooo*ouuuuyts"   // D0-DF (D7 x, DE thorn, DF sharp s)
    "aaaaaaaceeeeiiii"   // E0-EF
    "dnooooo/ouuuuyty";  // F0-FF

// Latin Extended-A U+0100..U+017F folded to their base letter (pairs of
// upper/lower case in the block's order).
constexpr char LatinExtendedABase[] =
    "aaaaaaccccccccdd"
    "ddeeeeeeeeeegggg"
    "gggghhhhiiiiiiii"
    "iiiijjkkklllllll"
    "lllnnnnnnnnnoooo"
    "oooorrrrrrssssss"
    "ssttttttuuuuuuuu"
    "uuuuwwyyyzzzzzzs";

char32_t fold(char32_t cp) {
  if (cp >= 'A' && cp <= 'Z') return cp - 'A' + 'a';
  if (cp >= 0xC0 && cp <= 0xFF && cp != 0xD7 && cp != 0xF7) return Latin1Base[cp - 0xC0];
  if (cp >= 0x100 && cp <= 0x17F) return LatinExtendedABase[cp - 0x100];
  return cp;
}

bool isWide(char32_t cp) {
  return (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0x303E) ||
         (cp >= 0x3041 && cp <= 0x33FF) || (cp >= 0x3400 && cp <= 0x4DBF) ||
         (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0xA000 && cp <= 0xA4CF) ||
         (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) ||
         (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60) ||
         (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x20000 && cp <= 0x3FFFD);
}

bool isCombining(char32_t cp) {
  return (cp >= 0x0300 && cp <= 0x036F) || (cp >= 0x200B && cp <= 0x200F) ||
         (cp >= 0xFE00 && cp <= 0xFE0F);
}

int compareSequences(const std::vector<char32_t>& a, const std::vector<char32_t>& b) {
  for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  if (a.size() == b.size()) return 0;
  return a.size() < b.size() ? -1 : 1;
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

bool isAsciiAlnum(char32_t cp) {
  return (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
}

}  // namespace

std::string searchKey(std::string_view name) {
  std::string key;
  key.reserve(name.size());
  bool gap = false;
  std::size_t pos = 0;
  while (pos < name.size()) {
    const std::size_t start = pos;
    char32_t cp = decode(name, pos);
    if (cp == Invalid) {
      pos = start + 1;
      continue;
    }
    if (cp < 0x80 && !isAsciiAlnum(cp)) {
      gap = !key.empty();
      continue;
    }
    if (isCombining(cp)) continue;
    if (gap) key += ' ';
    gap = false;
    appendUtf8(key, fold(cp));
  }
  return key;
}

std::optional<std::size_t> invalidUtf8At(std::string_view text) {
  std::size_t pos = 0;
  while (pos < text.size()) {
    const std::size_t start = pos;
    if (decode(text, pos) == Invalid) return start;
  }
  return std::nullopt;
}

int displayWidth(std::string_view text) {
  int width = 0;
  for (char32_t cp : codePoints(text)) width += isCombining(cp) ? 0 : isWide(cp) ? 2 : 1;
  return width;
}

int compareNames(std::string_view a, std::string_view b) {
  const auto exactA = codePoints(a);
  const auto exactB = codePoints(b);
  auto foldedA = exactA;
  auto foldedB = exactB;
  for (auto& cp : foldedA) cp = fold(cp);
  for (auto& cp : foldedB) cp = fold(cp);
  if (const int primary = compareSequences(foldedA, foldedB); primary != 0) return primary;
  return compareSequences(exactA, exactB);
}

}  // namespace tournament
