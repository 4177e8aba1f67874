// SPDX-License-Identifier: MIT
#include "domain/standings/rating_tiebreaks.h"

#include "domain/rating/fide_rating.h"
#include "domain/rating/fide_tables.h"
#include "domain/standings/opponent_average.h"

#include <algorithm>

namespace standings {

namespace {

// The player's rated games after the cuts, as contributions (opponentValue
// = rating x 100, ownPoints = the game's 1/½/0 points).
std::vector<Contribution> ratedOpponents(const SectionView& view, int player, const TieBreak& tb) {
  std::vector<Contribution> list;
  for (int r = 1; r <= view.rounds(); ++r) {
    const auto& round = view.at(player, r);
    if (!round.game) continue;
    const int rating = view.rating(round.opponent) > 0 ? view.rating(round.opponent)
                                                       : tb.unratedRating.value_or(0);
    if (rating == 0) continue;
    list.push_back({r, round.opponent, OpponentSource::Game, rating * 100,
                    round.gamePoints * HundredthsPerHalfPoint, rating * 100});
  }
  // Cut-1 for ARO drops the lowest-rated opponent (the first such).
  for (int i = 0; i < tb.cutLowest; ++i) {
    auto lowest = list.end();
    for (auto it = list.begin(); it != list.end(); ++it)
      if (!it->cut && (lowest == list.end() || it->opponentValue < lowest->opponentValue))
        lowest = it;
    if (lowest != list.end()) lowest->cut = true;
  }
  return list;
}

std::vector<rating::GameOutcome> outcomes(const std::vector<Contribution>& list) {
  std::vector<rating::GameOutcome> games;
  for (const auto& c : list)
    if (!c.cut)
      games.push_back({static_cast<int>(c.opponentValue / 100),
                       static_cast<int>(c.ownPoints / HundredthsPerHalfPoint)});
  return games;
}

TieBreakValue valueOf(TieBreakKind kind, const std::vector<rating::GameOutcome>& games) {
  std::optional<int> value;
  if (kind == TieBreakKind::ARO) value = rating::averageOpponentRating(games);
  if (kind == TieBreakKind::TPR) value = rating::performanceRating(games);
  if (kind == TieBreakKind::PTP) {
    std::vector<int> ratings;
    int score = 0;
    for (const auto& g : games) {
      ratings.push_back(g.opponentRating);
      score += g.score;
    }
    value = perfectPerformance(ratings, score);
  }
  if (!value) return std::nullopt;
  return std::int64_t{*value} * 100;
}

}  // namespace

std::optional<int> perfectPerformance(std::span<const int> ratings, int score) {
  if (ratings.empty()) return std::nullopt;
  const auto [lowest, highest] = std::ranges::minmax(ratings);
  if (score == 0) return lowest - 800;
  // sum PD(R - Ri) in hundredths against score x 50; monotone in R.
  const auto reaches = [&](int r) {
    int expected = 0;
    for (int opponent : ratings) expected += rating::expectedScoreHundredths(r - opponent);
    return expected >= score * 50;
  };
  int low = lowest - 800;  // reaches(low) is false for a positive score
  int high = highest + 800;
  if (!reaches(high)) return high;
  while (high - low > 1) {
    const int middle = low + (high - low) / 2;
    (reaches(middle) ? high : low) = middle;
  }
  return high;
}

std::vector<TieBreakWorking> ratingTieBreak(const SectionView& view, const TieBreak& tb) {
  const bool defined = view.allRated() || tb.unratedRating.has_value();
  const bool average = tb.kind == TieBreakKind::APRO || tb.kind == TieBreakKind::APPO;
  TieBreak own = tb;
  if (average) own.kind = tb.kind == TieBreakKind::APRO ? TieBreakKind::TPR : TieBreakKind::PTP;
  std::vector<TieBreakWorking> result;
  for (int p = 1; p <= view.playerCount(); ++p) {
    auto list = ratedOpponents(view, p, own);
    result.push_back(
        {p, defined ? valueOf(own.kind, outcomes(list)) : std::nullopt, std::move(list)});
  }
  if (!average || !defined) return result;
  // APRO / APPO: the mean of the opponents' values over the board.
  return averageOverOpponents(view, result, 100);
}

}  // namespace standings
