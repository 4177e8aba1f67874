// SPDX-License-Identifier: MIT
#include "domain/standings/club_prizes.h"

#include <algorithm>
#include <map>

namespace standings {
namespace {

struct ClubScore {
  std::string club;
  int counted = 0;
  tournament::HalfPoints points = 0;
  int rankSum = 0;
  std::size_t best = 0;  // the standings index of its best player
};

}  // namespace

std::vector<ClubAward> awardClubPrizes(const std::vector<ClubPrizeCategory>& categories,
                                       const std::vector<PrizeCandidate>& candidates) {
  std::vector<ClubAward> awards;
  for (const auto& category : categories) {
    std::map<std::string, ClubScore> scores;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      const auto& candidate = candidates[i];
      if (candidate.club.empty()) continue;
      auto [at, fresh] = scores.try_emplace(candidate.club, ClubScore{candidate.club});
      ClubScore& score = at->second;
      if (fresh) score.best = i;
      if (score.counted == category.top) continue;
      ++score.counted;
      score.points += candidate.points;
      score.rankSum += candidate.rank;
    }
    std::vector<ClubScore> ranked;
    for (auto& [club, score] : scores)
      if (score.counted == category.top) ranked.push_back(std::move(score));
    std::ranges::sort(ranked, [](const ClubScore& a, const ClubScore& b) {
      if (a.points != b.points) return a.points > b.points;
      if (a.rankSum != b.rankSum) return a.rankSum < b.rankSum;
      return a.best < b.best;
    });
    for (std::size_t p = 0; p < category.prizes.size() && p < ranked.size(); ++p)
      awards.push_back({category.name, static_cast<int>(p) + 1, ranked[p].club, ranked[p].points,
                        category.prizes[p].amount, category.prizes[p].item});
  }
  return awards;
}

}  // namespace standings
