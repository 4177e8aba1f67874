// SPDX-License-Identifier: MIT
#include "domain/tournament/forbidden_pair.h"

#include <algorithm>

namespace tournament {

std::vector<int> forbiddenOpponents(const std::vector<ForbiddenPair>& pairs, int player,
                                    int round) {
  std::vector<int> opponents;
  for (const auto& pair : pairs) {
    if (!pair.appliesIn(round)) continue;
    if (pair.first == player) opponents.push_back(pair.second);
    if (pair.second == player) opponents.push_back(pair.first);
  }
  std::sort(opponents.begin(), opponents.end());
  opponents.erase(std::unique(opponents.begin(), opponents.end()), opponents.end());
  return opponents;
}

}  // namespace tournament
