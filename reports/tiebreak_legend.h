// SPDX-License-Identifier: MIT
#pragma once

#include "reports/language.h"

#include <string>
#include <string_view>
#include <vector>

namespace reports {

// A tie-break code in words, with its C.07 article: "BH/C1" reads
// "Buchholz less the lowest opponent's score (C.07 8.1, 14.1)". A code that
// does not parse is returned as it is.
std::string tieBreakWords(std::string_view code, Language language);

// The legend under a standings table: an HTML <dl class="legend"> pairing
// each code with its words, in the order given; "" for no codes.
std::string tieBreakLegendHtml(const std::vector<std::string>& codes, Language language);

}  // namespace reports
