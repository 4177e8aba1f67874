// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/section_view.h"

#include <vector>

namespace standings {

// C.07 6, direct encounter, applied to one group of tied players (start
// numbers). Returns the group split into ordered subgroups, best first;
// players still tied share a subgroup (in start-number order).
// - 6.1: each player's score in the games among the group; several games
//   against the same opponent count as their average (6.1.2). In a Swiss
//   only games played over the board count; in a round robin forfeits
//   count as games (art. 15).
// - 6.2: when everyone met everyone (always assumed in a round robin),
//   players are ordered by that score.
// - 6.3: in a Swiss where not all met, a player ranks first if his score
//   is higher than the best any other could reach by winning every missing
//   game, and so on down; the first player for whom that fails and all below
//   stay tied.
// - Each subgroup still tied is split again by its own games, until nothing
//   changes.
std::vector<std::vector<int>> directEncounter(const SectionView& view,
                                              const std::vector<int>& group);

}  // namespace standings
