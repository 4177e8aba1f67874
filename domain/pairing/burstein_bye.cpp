// SPDX-License-Identifier: MIT
#include "domain/pairing/burstein_bye.h"

#include "domain/pairing/cardinality_matching.h"

#include <algorithm>

namespace pairing {

bool canPairAllBurstein(const std::vector<BursteinPlayer>& players,
                        const std::vector<int>& indices) {
  return hasPerfectMatching(static_cast<int>(indices.size()), [&](int a, int b) {
    return bursteinMayMeet(players[indices[a]], players[indices[b]]);
  });
}

std::optional<int> chooseBursteinBye(const std::vector<BursteinPlayer>& players) {
  std::vector<int> candidates;
  for (int i = 0; i < static_cast<int>(players.size()); ++i)
    if (players[i].base.byeEligible) candidates.push_back(i);  // 3.1.1
  std::sort(candidates.begin(), candidates.end(), [&](int a, int b) {
    const auto& x = players[a];
    const auto& y = players[b];
    if (x.score() != y.score()) return x.score() < y.score();                  // 3.1.3
    if (x.playedGames != y.playedGames) return x.playedGames > y.playedGames;  // 3.1.4
    return ranksAboveByIndex(y, x);                                            // 3.1.5
  });
  for (int c : candidates) {
    std::vector<int> others;
    for (int i = 0; i < static_cast<int>(players.size()); ++i)
      if (i != c) others.push_back(i);
    if (canPairAllBurstein(players, others)) return c;  // 3.1.2
  }
  return std::nullopt;
}

}  // namespace pairing
