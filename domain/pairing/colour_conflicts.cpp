// SPDX-License-Identifier: MIT
#include "domain/pairing/colour_conflicts.h"

#include <algorithm>
#include <cstdlib>

namespace pairing {

void PreferenceCounts::add(const PairingPlayer& p, int sign) {
  if (!p.preference) {
    none += sign;
    return;
  }
  const bool strong = p.strength >= PreferenceStrength::Strong;
  if (*p.preference == tournament::Color::White) {
    white += sign;
    if (strong) strongWhite += sign;
  } else {
    black += sign;
    if (strong) strongBlack += sign;
  }
}

std::pair<int, int> bipartiteConflicts(const PreferenceCounts& s1, const PreferenceCounts& s2) {
  const int c12 = std::max({0, s1.white - s2.black - s2.none, s1.black - s2.white - s2.none});
  const int c13 = std::max({0, s1.strongWhite - (s2.size() - s2.strongWhite),
                            s1.strongBlack - (s2.size() - s2.strongBlack)});
  return {c12, c13};
}

std::pair<int, int> conflictsWithin(const PreferenceCounts& all, int floaters) {
  const int c12 = std::max(0, std::abs(all.white - all.black) - all.none - floaters) / 2;
  const int c13 = std::max({0, 2 * all.strongWhite - all.size() - floaters,
                            2 * all.strongBlack - all.size() - floaters}) /
                  2;
  return {c12, c13};
}

}  // namespace pairing
