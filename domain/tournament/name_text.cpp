// SPDX-License-Identifier: MIT
#include "domain/tournament/name_text.h"
#include "domain/text/utf8.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tournament {

namespace {

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

int compareSequences(const std::vector<char32_t>& a, const std::vector<char32_t>& b) {
  for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  if (a.size() == b.size()) return 0;
  return a.size() < b.size() ? -1 : 1;
}

bool isAsciiAlnum(char32_t cp) {
  return (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
}

}  // namespace

std::string searchKey(std::string_view name) {
  std::string key;
  key.reserve(name.size());
  bool gap = false;
  for (std::size_t at = 0; at < name.size();) {
    const text::Decoded decoded = text::decodeAt(name, at);
    at += decoded.length == 0 ? 1 : decoded.length;
    if (decoded.length == 0) continue;
    const char32_t cp = decoded.codePoint;
    if (cp < 0x80 && !isAsciiAlnum(cp)) {
      gap = !key.empty();
      continue;
    }
    if (text::codePointWidth(cp) == 0) continue;
    if (gap) key += ' ';
    gap = false;
    text::appendUtf8(key, fold(cp));
  }
  return key;
}

int compareNames(std::string_view a, std::string_view b) {
  const auto exactA = text::codePoints(a);
  const auto exactB = text::codePoints(b);
  auto foldedA = exactA;
  auto foldedB = exactB;
  for (auto& cp : foldedA) cp = fold(cp);
  for (auto& cp : foldedB) cp = fold(cp);
  if (const int primary = compareSequences(foldedA, foldedB); primary != 0) return primary;
  return compareSequences(exactA, exactB);
}

}  // namespace tournament
