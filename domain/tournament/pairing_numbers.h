// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/player.h"
#include "domain/tournament/rules_profile.h"

#include <string_view>
#include <vector>

namespace tournament {

// The rank of a title for the initial order (C.04.2 art. 2.2): GM, IM, WGM,
// FM, WIM, CM, WFM, WCM, then none (0 = strongest).
int titleRank(std::string_view title);

// The rating that ranks a player in a section of the given rate.
int rankingRating(const Player& player, RateOfPlay rate);

// True when `a` comes before `b` in the initial ranking list (C.04.2 art.
// 2.2): higher rating, then title, then name (compareNames), then id.
bool ranksBefore(const Player& a, const Player& b, RateOfPlay rate);

// Sorts the players into the initial ranking list and numbers them 1..N
// (the TPN). Returns true when a number that was already set changed.
bool assignPairingNumbers(std::vector<Player>& players, RateOfPlay rate);

}  // namespace tournament
