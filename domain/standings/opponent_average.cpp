// SPDX-License-Identifier: MIT
#include "domain/standings/opponent_average.h"

#include "domain/rating/rounding.h"

namespace standings {

std::vector<TieBreakWorking> averageOverOpponents(const SectionView& view,
                                                  const std::vector<TieBreakWorking>& values,
                                                  std::int64_t unit) {
  std::vector<TieBreakWorking> result;
  for (int player = 1; player <= view.playerCount(); ++player) {
    TieBreakWorking working{player, std::nullopt, {}};
    std::int64_t sum = 0;
    for (int r = 1; r <= view.rounds(); ++r) {
      const auto& round = view.at(player, r);
      if (!round.game) continue;
      const auto value = values[static_cast<std::size_t>(round.opponent - 1)].value;
      if (!value) continue;
      working.contributions.push_back({r, round.opponent, OpponentSource::Game, *value,
                                       round.points * HundredthsPerHalfPoint, *value});
      sum += *value;
    }
    const auto count = static_cast<std::int64_t>(working.contributions.size());
    if (count > 0) working.value = rating::roundedQuotient(sum, count * unit) * unit;
    result.push_back(std::move(working));
  }
  return result;
}

}  // namespace standings
