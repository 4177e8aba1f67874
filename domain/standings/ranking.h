// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/section_view.h"
#include "domain/standings/working.h"

#include <algorithm>
#include <vector>

namespace standings {

// Ordered groups of entrants (start numbers, or team numbers), best first;
// the entrants of one group are tied.
using Groups = std::vector<std::vector<int>>;

// The groups of equal points, best first.
Groups pointGroups(const SectionView& view);

// Orders a tied group by `better` (a strict weak order: true when the first
// entrant ranks before the second) and splits it where one ranks before the
// next. Entrants still tied keep the group's order.
template <typename Better>
Groups splitByOrder(const std::vector<int>& group, Better better) {
  std::vector<int> order = group;
  std::ranges::stable_sort(order, better);
  Groups parts;
  for (std::size_t i = 0; i < order.size(); ++i) {
    if (i == 0 || better(order[i - 1], order[i])) parts.emplace_back();
    parts.back().push_back(order[i]);
  }
  return parts;
}

// Splits every group of two or more by `split` (a group -> its ordered
// parts), keeping the order of the groups.
template <typename Split>
Groups refineGroups(const Groups& groups, Split split) {
  Groups result;
  for (const auto& group : groups) {
    if (group.size() < 2) {
      result.push_back(group);
      continue;
    }
    auto parts = split(group);
    result.insert(result.end(), parts.begin(), parts.end());
  }
  return result;
}

// Orders a tied group by one tie-break's values (index entrant - 1) and
// splits it where they differ. Undefined values rank last.
Groups splitByValue(const std::vector<int>& group, const std::vector<TieBreakWorking>& values,
                    bool higherFirst);

// The rank of every entrant (index entrant - 1) from ordered groups; tied
// entrants share the rank.
std::vector<int> ranksOf(const Groups& groups, int entrants);

}  // namespace standings
