// SPDX-License-Identifier: MIT
#include "domain/standings/ranking.h"

#include <numeric>

namespace standings {

Groups pointGroups(const SectionView& view) {
  std::vector<int> all(static_cast<std::size_t>(view.playerCount()));
  std::iota(all.begin(), all.end(), 1);
  return splitByOrder(all, [&](int a, int b) { return view.score(a) > view.score(b); });
}

Groups splitByValue(const std::vector<int>& group, const std::vector<TieBreakWorking>& values,
                    bool higherFirst) {
  const auto value = [&](int p) { return values[static_cast<std::size_t>(p - 1)].value; };
  return splitByOrder(group, [&](int a, int b) {
    const auto va = value(a), vb = value(b);
    if (va.has_value() != vb.has_value()) return va.has_value();
    if (!va) return false;
    return higherFirst ? *va > *vb : *va < *vb;
  });
}

std::vector<int> ranksOf(const Groups& groups, int entrants) {
  std::vector<int> ranks(static_cast<std::size_t>(entrants));
  int position = 1;
  for (const auto& group : groups) {
    for (int p : group) ranks[static_cast<std::size_t>(p - 1)] = position;
    position += static_cast<int>(group.size());
  }
  return ranks;
}

}  // namespace standings
