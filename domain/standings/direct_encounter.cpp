// SPDX-License-Identifier: MIT
#include "domain/standings/direct_encounter.h"

#include <algorithm>
#include <cstdint>
#include <map>

namespace standings {

namespace {

// Scores are counted in 1/600 of a half-point so the averages of up to six
// games against one opponent stay exact.
constexpr std::int64_t Unit = 600;

struct Encounter {
  int player = 0;
  std::int64_t score = 0;    // 6.1 score among the group
  std::int64_t maximum = 0;  // 6.3: with every missing game won
};

Encounter encounterOf(const SectionView& view, int player, const std::vector<int>& group) {
  std::map<int, std::pair<std::int64_t, int>> byOpponent;  // points sum, games
  for (int r = 1; r <= view.rounds(); ++r) {
    const auto& round = view.at(player, r);
    const bool counts = round.game || (view.roundRobin() && round.opponent > 0);
    if (!counts || std::ranges::find(group, round.opponent) == group.end()) continue;
    auto& [sum, games] = byOpponent[round.opponent];
    sum += round.points;
    ++games;
  }
  Encounter e{player, 0, 0};
  for (const auto& [opponent, entry] : byOpponent) e.score += entry.first * Unit / entry.second;
  const auto missing = static_cast<std::int64_t>(group.size() - 1 - byOpponent.size());
  e.maximum = e.score + (view.roundRobin() ? 0 : missing * view.scoring().win * Unit);
  return e;
}

// One application of 6.2 / 6.3 to a group; returns the ordered subgroups.
std::vector<std::vector<int>> splitOnce(const SectionView& view, const std::vector<int>& group) {
  std::vector<Encounter> list;
  for (int p : group) list.push_back(encounterOf(view, p, group));
  const bool allMet =
      std::ranges::all_of(list, [](const Encounter& e) { return e.maximum == e.score; });
  std::ranges::sort(list, [](const Encounter& a, const Encounter& b) {
    if (a.score != b.score) return a.score > b.score;
    if (a.maximum != b.maximum) return a.maximum > b.maximum;
    return a.player < b.player;
  });
  std::vector<std::vector<int>> parts;
  if (allMet) {  // 6.2
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (i == 0 || list[i].score != list[i - 1].score) parts.emplace_back();
      parts.back().push_back(list[i].player);
    }
    return parts;
  }
  // 6.3: separate the leader while no one below can still reach him.
  std::size_t i = 0;
  for (; i + 1 < list.size(); ++i) {
    std::int64_t bestBelow = 0;
    for (std::size_t j = i + 1; j < list.size(); ++j)
      bestBelow = std::max(bestBelow, list[j].maximum);
    if (list[i].score <= bestBelow) break;
    parts.push_back({list[i].player});
  }
  parts.emplace_back();
  for (; i < list.size(); ++i) parts.back().push_back(list[i].player);
  std::ranges::sort(parts.back());
  return parts;
}

}  // namespace

std::vector<std::vector<int>> directEncounter(const SectionView& view,
                                              const std::vector<int>& group) {
  if (group.size() < 2) return {group};
  auto parts = splitOnce(view, group);
  if (parts.size() == 1) {
    std::ranges::sort(parts.front());
    return parts;
  }
  std::vector<std::vector<int>> result;
  for (const auto& part : parts) {
    auto refined = directEncounter(view, part);
    result.insert(result.end(), refined.begin(), refined.end());
  }
  return result;
}

}  // namespace standings
