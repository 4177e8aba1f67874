// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/working.h"

#include <string>

namespace standings {

// A tie-break value (hundredths) as printed: at least `minimumDecimals`
// decimals and as many more (up to 2) as the value needs: 1450 -> "14.5",
// 1225 -> "12.25", 245000 with 0 decimals -> "2450"; "-" when undefined.
// This is the format of shared/corpus/tiebreaks/README.md.
std::string tieBreakText(const TieBreakValue& value, int minimumDecimals);

}  // namespace standings
