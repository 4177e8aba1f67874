// SPDX-License-Identifier: MIT
#include "app/cli/explain_text.h"

#include <fmt/format.h>

namespace cli {

std::string explainedName(const tournament::TournamentState& state, int startNumber) {
  const auto* p = state.player(startNumber);
  return p && !p->name.empty() ? fmt::format("{} {}", startNumber, p->name)
                               : fmt::format("{}", startNumber);
}

std::string explainedPoints(int halfPoints) {
  return fmt::format("{}{}", halfPoints / 2, halfPoints % 2 ? ".5" : "");
}

std::string explainedNumbers(const std::vector<int>& players) {
  std::string text;
  for (int p : players) text += fmt::format("{}{}", text.empty() ? "" : " ", p);
  return text.empty() ? "-" : text;
}

}  // namespace cli
