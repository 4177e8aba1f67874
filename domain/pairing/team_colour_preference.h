// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/round_result.h"
#include "domain/tournament/team.h"

#include <optional>
#include <vector>

namespace pairing {

// A team's colour preference (C.04.6 1.7): the colour, and whether it is
// strong (Type B; every Type A preference counts as strong).
struct TeamColourPreference {
  std::optional<tournament::Color> colour;
  bool strong = false;
  friend bool operator==(const TeamColourPreference&, const TeamColourPreference&) = default;
};

// The preference of a team whose played matches had `colours` (1.6.1, in
// round order, unplayed rounds left out), under the section's kind of
// preferences, when the round to pair is the last one or not:
//   Type A (1.7.1): White when CD < -1, or CD is 0 or -1 and the last two
//     matches were Black; Black the other way round; else none.
//   Type B (1.7.2): Type A's are strong; mild White when CD = -1, or CD = 0
//     and the last match was Black, except in the last round; mild Black
//     the other way round.
// No match played yet: no preference.
TeamColourPreference teamColourPreference(const std::vector<tournament::Color>& colours,
                                          tournament::TeamColourPreferences kind, bool lastRound);

// 1.6.2: matches with White minus matches with Black.
int colourDifference(const std::vector<tournament::Color>& colours);

}  // namespace pairing
