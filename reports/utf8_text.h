// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>

namespace reports {

// `text` as valid UTF-8 (RFC 3629): every byte that does not start a
// well-formed sequence (overlong forms such as C0 AE, surrogates, code
// points past U+10FFFF, truncated sequences) is replaced by U+FFFD, so that
// a document or a JSON body built from it is valid UTF-8 whatever a file or
// a request held.
std::string validUtf8(std::string_view text);

// The columns `text` takes in a terminal: 2 for each East Asian wide or
// fullwidth character (CJK ideographs, kana, Hangul, fullwidth forms;
// Unicode UAX #11 W and F), 0 for combining marks, 1 otherwise. Invalid
// bytes count 1 each.
int displayWidth(std::string_view text);

// `text` cut to at most `width` display columns, whole characters only,
// ending in "…" (one column) when something was cut.
std::string fitToWidth(std::string_view text, int width);

// `text` followed by spaces up to `width` display columns (nothing is cut).
std::string padToWidth(std::string_view text, int width);

}  // namespace reports
