// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/pairing_player.h"

#include <utility>

namespace pairing {

// Preference counts of a set of players: C.04.3 C12 looks at every
// preference, C13 at the strong and absolute ones.
struct PreferenceCounts {
  int white = 0, black = 0, none = 0, strongWhite = 0, strongBlack = 0;

  int size() const { return white + black + none; }
  void add(const PairingPlayer& p, int sign);
};

// Two players with the same preference cost C12 one player, and C13 one
// when both preferences are strong (art. 5.2 grants the stronger one).
// Lower bounds on such pairs, C12 first, C13 second: between every player
// of `s1` and partners from `s2`,
std::pair<int, int> bipartiteConflicts(const PreferenceCounts& s1, const PreferenceCounts& s2);
// and among the players of one set, `floaters` of whom stay unpaired.
std::pair<int, int> conflictsWithin(const PreferenceCounts& all, int floaters);

}  // namespace pairing
