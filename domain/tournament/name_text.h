// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace tournament {

// Names are UTF-8 in any script (domain/text/utf8.h): their order and
// their search key.

// The collation of player names (used for C.04.2 art. 2 "then
// alphabetically" and for every name-sorted list). Chosen rule:
//  1. Compare code point by code point after folding: ASCII letters to
//     lower case, and Latin-1 / Latin Extended-A letters with diacritics to
//     their base letter (é -> e, Ł -> l), so "de Vries" sorts with "De Vries"
//     and "Émile" with "Emile".
//  2. Han ideographs compare by code point: the order of the Unicode CJK
//     Unified Ideographs block, which is Kangxi radical then residual stroke
//     count (the order of the Kangxi dictionary), so names with the same
//     surname character stay together (王 before 王芳 before 王磊).
//  3. Latin sorts before Han (code point order of scripts).
//  4. Ties after folding are broken by the exact code points, so the order
//     is total and deterministic.
// Pinyin or total-stroke (笔画) order would need large data tables; they can
// be added behind this function without changing its callers.
// Returns <0, 0 or >0.
int compareNames(std::string_view a, std::string_view b);

// The name as a search key: folded as compareNames() folds (ASCII lower
// case, Latin diacritics to their base letter), combining marks dropped,
// and every run of ASCII punctuation or spaces made one space (trimmed), so
// "Núñez-Pérez, José" and "nunez perez jose" give the same key. Bytes that
// are not UTF-8 are dropped.
std::string searchKey(std::string_view name);

}  // namespace tournament
