// SPDX-License-Identifier: MIT
#include "domain/pairing/team_swiss_bye.h"

#include "domain/pairing/team_pairability.h"

#include <algorithm>
#include <numeric>

namespace pairing {

std::optional<int> teamPairingBye(const TeamSwissField& field) {
  const auto& e = field.entrants;
  std::vector<int> order(e.size());
  std::iota(order.begin(), order.end(), 0);
  std::erase_if(order, [&](int i) { return !e[i].mayGetBye; });  // C2
  std::ranges::sort(order, [&](int a, int b) {
    if (e[a].primary != e[b].primary) return e[a].primary < e[b].primary;  // 3.4.2
    if (e[a].matchesPlayed != e[b].matchesPlayed)
      return e[a].matchesPlayed > e[b].matchesPlayed;  // 3.4.3
    return e[a].number > e[b].number;                  // 3.4.4
  });
  for (int candidate : order) {
    std::vector<int> others;
    for (int i = 0; i < static_cast<int>(e.size()); ++i)
      if (i != candidate) others.push_back(i);
    if (canAllBePaired(field, others)) return candidate;  // 3.4.1
  }
  return std::nullopt;
}

}  // namespace pairing
