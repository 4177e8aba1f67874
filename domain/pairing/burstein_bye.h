// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/burstein_player.h"

#include <optional>
#include <vector>

namespace pairing {

// C.04.4.2 3.1: the pairing-allocated bye, given before any bracket is
// paired, to the player who (3.1.1) is eligible (C2: no PAB yet, no win's
// points in a round without playing, C.04.1 4), (3.1.2) leaves the others a
// complete pairing (C4), (3.1.3) has the lowest score, (3.1.4) has played
// the most games, (3.1.5) occupies the lowest ranking by 1.8 (the lowest
// Index, then the largest TPN). Returns the index into `players`; nullopt
// when nobody qualifies.
std::optional<int> chooseBursteinBye(const std::vector<BursteinPlayer>& players);

// C4: whether the players at `indices` can all be paired with one another
// (C1, C3).
bool canPairAllBurstein(const std::vector<BursteinPlayer>& players,
                        const std::vector<int>& indices);

}  // namespace pairing
