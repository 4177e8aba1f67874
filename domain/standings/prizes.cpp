// SPDX-License-Identifier: MIT
#include "domain/standings/prizes.h"

#include <algorithm>
#include <map>
#include <set>

namespace standings {

namespace {

constexpr int Nobody = -1;

// Each category's winners by place (candidate indexes; Nobody when no
// eligible player is left), one prize per player, by the tie-break order.
std::vector<std::vector<int>> allocate(const PrizeTable& table,
                                       const std::vector<PrizeCandidate>& candidates) {
  const std::size_t categories = table.categories.size();
  std::vector<std::vector<int>> winners(categories);
  std::vector<bool> awarded(candidates.size(), false);
  const auto award = [&](std::size_t c) {
    const auto& category = table.categories[c];
    int winner = Nobody;
    for (std::size_t i = 0; i < candidates.size(); ++i)
      if (!awarded[i] && eligible(category.eligibility, candidates[i])) {
        winner = static_cast<int>(i);
        awarded[i] = true;
        break;
      }
    winners[c].push_back(winner);
  };
  if (table.precedence == PrizePrecedence::CategoryOrder) {
    for (std::size_t c = 0; c < categories; ++c)
      for (std::size_t p = 0; p < table.categories[c].prizes.size(); ++p) award(c);
    return winners;
  }
  // The higher prize first: of each category's next place, the largest
  // amount (the earlier category on equal amounts); a category's places
  // are given in order.
  while (true) {
    std::optional<std::size_t> next;
    for (std::size_t c = 0; c < categories; ++c) {
      const auto& prizes = table.categories[c].prizes;
      if (winners[c].size() >= prizes.size()) continue;
      if (!next || prizes[winners[c].size()].amount >
                       table.categories[*next].prizes[winners[*next].size()].amount)
        next = c;
    }
    if (!next) break;
    award(*next);
  }
  return winners;
}

}  // namespace

bool eligible(const PrizeEligibility& e, const PrizeCandidate& c) {
  if (e.womenOnly && !c.woman) return false;
  if ((e.bornFrom != 0 || e.bornTo != 0) && c.birthYear == 0) return false;
  if (e.bornFrom != 0 && c.birthYear < e.bornFrom) return false;
  if (e.bornTo != 0 && c.birthYear > e.bornTo) return false;
  if (e.ratingFrom != 0 && c.rating < e.ratingFrom) return false;
  if (e.ratingTo != 0 && c.rating > e.ratingTo) return false;
  return true;
}

std::vector<PrizeAward> awardPrizes(const PrizeTable& table,
                                    const std::vector<PrizeCandidate>& candidates) {
  const auto winners = allocate(table, candidates);
  std::set<int> awardedAnywhere;
  for (const auto& places : winners)
    for (const int w : places)
      if (w != Nobody) awardedAnywhere.insert(w);

  std::vector<PrizeAward> list;
  std::set<int> sharers;  // unawarded players who took a share in an earlier category
  for (std::size_t c = 0; c < table.categories.size(); ++c) {
    const auto& category = table.categories[c];
    const auto& places = winners[c];
    // The category's order: its winners by place, then the eligible
    // players without a prize (who may share with those tied on points).
    std::vector<int> order;
    for (const int w : places)
      if (w != Nobody) order.push_back(w);
    const std::size_t prized = order.size();
    if (table.tieRule != PrizeTieRule::ByTieBreak)
      for (std::size_t i = 0; i < candidates.size(); ++i) {
        const int index = static_cast<int>(i);
        if (!awardedAnywhere.contains(index) && !sharers.contains(index) &&
            eligible(category.eligibility, candidates[i]))
          order.push_back(index);
      }
    std::size_t q = 0;
    while (q < prized) {
      // The players tied on points with the one at q.
      std::size_t end = q + 1;
      if (table.tieRule != PrizeTieRule::ByTieBreak)
        while (end < order.size() && candidates[order[end]].points == candidates[order[q]].points)
          ++end;
      const std::size_t members = end - q;
      std::vector<std::int64_t> amounts(members, 0);
      std::int64_t pool = 0;
      for (std::size_t m = 0; m < members; ++m) {
        const std::int64_t amount = q + m < prized ? category.prizes[q + m].amount : 0;
        if (table.tieRule == PrizeTieRule::Hort) {
          amounts[m] = amount - amount / 2;  // half by the tie-break order
          pool += amount / 2;
        } else if (table.tieRule == PrizeTieRule::Shared) {
          pool += amount;
        } else {
          amounts[m] = amount;
        }
      }
      // The pooled money shared equally; the indivisible rest, one unit
      // each, in the tie-break order.
      const auto count = static_cast<std::int64_t>(members);
      for (std::size_t m = 0; m < members; ++m)
        amounts[m] += pool / count + (static_cast<std::int64_t>(m) < pool % count ? 1 : 0);
      for (std::size_t m = 0; m < members; ++m) {
        PrizeAward award;
        award.startNumber = candidates[order[q + m]].startNumber;
        award.category = category.name;
        award.place = static_cast<int>(q + m) + 1;
        award.amount = amounts[m];
        if (q + m < prized) award.item = category.prizes[q + m].item;
        award.sharedWith = members > 1 && pool > 0 ? static_cast<int>(members) : 0;
        if (q + m >= prized) sharers.insert(order[q + m]);
        if (award.amount != 0 || !award.item.empty()) list.push_back(std::move(award));
      }
      q = end;
    }
  }
  return list;
}

}  // namespace standings
