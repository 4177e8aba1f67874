// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/burstein_player.h"

#include <optional>
#include <utility>
#include <vector>

namespace pairing {

// One bracket of the Burstein system as paired (indices into the players).
struct BursteinBracketResult {
  std::vector<int> ranked;                 // the bracket by 1.8: BSN 1, 2, ... (4.1)
  std::vector<std::pair<int, int>> pairs;  // the higher BSN first, in BSN order of the first
  std::vector<int> floaters;               // the outgoing floaters, BSN order
};

// C.04.4.2 3.2 and 4: pairs one bracket (`bracket`: the incoming floaters
// and the residents of the highest scoregroup still to pair). Of every
// pairing that meets C1 and C3, leaves the players below a complete
// pairing (C4) and is best by the quality criteria in their order (C5 the
// most pairs, C6 the lowest scores of the outgoing floaters taken in
// descending order, C7 the next bracket, `next`, paired as well as C1-C6
// allow with those floaters, C8 the fewest players without their colour
// preference), the first in the order of 4.3 is taken: BSN 1's opponent
// the largest BSN possible (an outgoing floater's opponent counts as BSN
// 0), then BSN 2's, and so on. `below`: every other player still to pair.
// nullopt when the bracket and the players below cannot be paired (C4).
std::optional<BursteinBracketResult> pairBursteinBracket(const std::vector<BursteinPlayer>& players,
                                                         const std::vector<int>& bracket,
                                                         const std::vector<int>& next,
                                                         const std::vector<int>& below);

// The quality of a bracket's pairing by C5-C8 (3.2.2), for comparing a
// given pairing with ours: the larger the better, field by field.
struct BursteinBracketQuality {
  int pairs = 0;                       // C5
  std::vector<int> pairedByScore;      // C6: paired players per score, highest first
  int nextPairs = 0;                   // C7: pairs the next bracket can make (its C5)
  std::vector<int> nextPairedByScore;  // C7: ... and who they pair (its C6)
  int preferencesMet = 0;              // C8: players who get their colour preference
  friend auto operator<=>(const BursteinBracketQuality&, const BursteinBracketQuality&) = default;
};

// The quality of pairing `bracket` with exactly `pairs` (indices into the
// players; every other bracket player floats into `next`).
BursteinBracketQuality bursteinBracketQuality(const std::vector<BursteinPlayer>& players,
                                              const std::vector<int>& bracket,
                                              const std::vector<int>& next,
                                              const std::vector<std::pair<int, int>>& pairs);

}  // namespace pairing
