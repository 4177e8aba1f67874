// SPDX-License-Identifier: MIT
#include "domain/standings/tiebreak_text.h"

#include <fmt/format.h>

#include <algorithm>

namespace standings {

std::string tieBreakText(const TieBreakValue& value, int minimumDecimals) {
  if (!value) return "-";
  const std::int64_t magnitude = *value < 0 ? -*value : *value;
  int decimals = minimumDecimals;
  if (magnitude % 10 != 0)
    decimals = 2;
  else if (magnitude % 100 != 0)
    decimals = std::max(decimals, 1);
  std::string text = fmt::format("{}{}", *value < 0 ? "-" : "", magnitude / 100);
  if (decimals == 1) text += fmt::format(".{}", magnitude % 100 / 10);
  if (decimals == 2) text += fmt::format(".{:02}", magnitude % 100);
  return text;
}

}  // namespace standings
