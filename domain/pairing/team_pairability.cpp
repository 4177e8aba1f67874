// SPDX-License-Identifier: MIT
#include "domain/pairing/team_pairability.h"

#include "domain/pairing/cardinality_matching.h"

#include <algorithm>

namespace pairing {

bool canAllBePaired(const TeamSwissField& field, const std::vector<int>& members) {
  if (members.size() % 2 != 0) return false;
  if (members.empty()) return true;
  const auto mate = maximumCardinalityMatching(static_cast<int>(members.size()), [&](int a, int b) {
    return !field.met(members[a], members[b]);
  });
  return std::ranges::none_of(mate, [](int m) { return m < 0; });
}

}  // namespace pairing
