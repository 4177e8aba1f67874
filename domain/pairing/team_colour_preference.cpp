// SPDX-License-Identifier: MIT
#include "domain/pairing/team_colour_preference.h"

#include <algorithm>

namespace pairing {

using tournament::Color;

int colourDifference(const std::vector<Color>& colours) {
  const auto whites = std::ranges::count(colours, Color::White);
  return static_cast<int>(whites) - static_cast<int>(colours.size() - whites);
}

TeamColourPreference teamColourPreference(const std::vector<Color>& colours,
                                          tournament::TeamColourPreferences kind, bool lastRound) {
  using Kind = tournament::TeamColourPreferences;
  if (kind == Kind::None || colours.empty()) return {};
  const int cd = colourDifference(colours);
  const auto lastTwo = [&](Color c) {
    return colours.size() >= 2 && colours.back() == c && colours[colours.size() - 2] == c;
  };
  // 1.7.1 (Type A), and 1.7.2's strong preferences. In the last round a
  // Type B team with CD 0 after two matches of one colour keeps this strong
  // preference: Gacrux's reading (TEAM_SWISS.md, ambiguity 5).
  if (cd < -1 || ((cd == 0 || cd == -1) && lastTwo(Color::Black))) return {Color::White, true};
  if (cd > 1 || ((cd == 0 || cd == 1) && lastTwo(Color::White))) return {Color::Black, true};
  if (kind == Kind::TypeA) return {};
  // 1.7.2 mild preferences.
  if (cd == -1) return {Color::White, false};
  if (cd == 1) return {Color::Black, false};
  if (lastRound) return {};
  return {tournament::opposite(colours.back()), false};
}

}  // namespace pairing
