// SPDX-License-Identifier: MIT
#pragma once

// UTF-8 text, once for every layer: decoding (RFC 3629), validity, and the
// columns a text takes in a terminal or a fixed-width table (Unicode UAX #11
// East Asian Width). Names and titles are UTF-8 in any script; these are
// what registration, sorting, text tables, documents and JSON need without a
// Unicode library.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace text {

// The code point starting at `text[at]` and its length in bytes; length 0
// when the bytes there are not a well-formed sequence (RFC 3629 §4: no
// overlong forms, no surrogates, nothing past U+10FFFF, no truncation).
struct Decoded {
  char32_t codePoint = 0;
  std::size_t length = 0;
};
Decoded decodeAt(std::string_view text, std::size_t at);

// The code points of `text`; a byte that starts no well-formed sequence
// stands for itself (its value, 0x80-0xFF).
std::vector<char32_t> codePoints(std::string_view text);

// The byte offset of the first invalid sequence, or nullopt when `text` is
// valid UTF-8.
std::optional<std::size_t> invalidUtf8At(std::string_view text);

// Appends the UTF-8 encoding of `codePoint` (at most U+10FFFF).
void appendUtf8(std::string& out, char32_t codePoint);

// `text` as valid UTF-8: every byte that starts no well-formed sequence is
// replaced by U+FFFD, so that a document or a JSON body built from it is
// valid whatever a file or a request held.
std::string validUtf8(std::string_view text);

// The columns one code point takes: 2 for East Asian Wide (W) and Fullwidth
// (F) characters (CJK ideographs, kana, Hangul, fullwidth forms; UAX #11),
// 0 for combining marks and zero-width characters, 1 otherwise.
int codePointWidth(char32_t codePoint);

// The columns `text` takes: the sum of codePointWidth; an invalid byte
// counts 1.
int displayWidth(std::string_view text);

// `text` cut to at most `width` columns, whole characters only, ending in
// "…" (one column) when something was cut.
std::string fitToWidth(std::string_view text, int width);

// `text` followed by spaces up to `width` columns (nothing is cut).
std::string padToWidth(std::string_view text, int width);

// `text` fitted to exactly `width` columns: cut as fitToWidth, then padded.
std::string column(std::string_view text, int width);

}  // namespace text
