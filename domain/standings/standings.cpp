// SPDX-License-Identifier: MIT
#include "domain/standings/standings.h"

#include "domain/standings/buchholz.h"
#include "domain/standings/direct_encounter.h"
#include "domain/standings/own_results.h"
#include "domain/standings/ranking.h"
#include "domain/standings/rating_tiebreaks.h"

#include <algorithm>

namespace standings {

namespace {

// Refines every tied group by one tie-break.
Groups refine(const SectionView& view, const Groups& groups, const TieBreak& tb,
              const std::vector<TieBreakWorking>& values) {
  const bool higherFirst = higherIsBetter(tb.kind) != tb.reverse;
  return refineGroups(groups, [&](const std::vector<int>& group) {
    return tb.kind == TieBreakKind::DE ? directEncounter(view, group)
                                       : splitByValue(group, values, higherFirst);
  });
}

std::vector<TieBreakWorking> directEncounterRanks(const SectionView& view) {
  TieBreak de;
  de.kind = TieBreakKind::DE;
  const auto ranks = ranksOf(refine(view, pointGroups(view), de, {}), view.playerCount());
  // The working: the games against players on the same points (6.1),
  // forfeits only in a round robin; the value column is the points scored.
  std::vector<TieBreakWorking> result;
  for (int p = 1; p <= view.playerCount(); ++p) {
    TieBreakWorking working{p, ranks[static_cast<std::size_t>(p - 1)] * 100, {}};
    for (int r = 1; r <= view.rounds(); ++r) {
      const auto& round = view.at(p, r);
      const bool counts = round.game || (view.roundRobin() && round.opponent > 0);
      if (!counts || view.score(round.opponent) != view.score(p)) continue;
      const std::int64_t points = round.points * HundredthsPerHalfPoint;
      working.contributions.push_back({r, round.opponent, OpponentSource::Game,
                                       view.score(round.opponent) * HundredthsPerHalfPoint, points,
                                       points});
    }
    result.push_back(std::move(working));
  }
  return result;
}

}  // namespace

std::vector<TieBreakWorking> computeTieBreak(const SectionView& view, const TieBreak& tb) {
  switch (tb.kind) {
    case TieBreakKind::BH:
    case TieBreakKind::FB:
    case TieBreakKind::SB:
      return buchholzFamily(view, tb);
    case TieBreakKind::AOB:
      return averageOfOpponentsBuchholz(view);
    case TieBreakKind::ARO:
    case TieBreakKind::TPR:
    case TieBreakKind::PTP:
    case TieBreakKind::APRO:
    case TieBreakKind::APPO:
      return ratingTieBreak(view, tb);
    case TieBreakKind::DE:
      return directEncounterRanks(view);
    default:
      return ownResultTieBreak(view, tb);
  }
}

std::expected<Standings, StandingsError> computeStandings(const tournament::TournamentState& state,
                                                          const StandingsOptions& options,
                                                          std::span<const TieBreak> tieBreaks) {
  const SectionView view(state, options);
  if (view.rounds() == 0) return std::unexpected(StandingsError::NoRounds);
  if (view.hasAdjournedGame()) return std::unexpected(StandingsError::AdjournedGame);
  Standings standings;
  standings.rounds = view.rounds();
  standings.tieBreaks.assign(tieBreaks.begin(), tieBreaks.end());
  Groups groups = pointGroups(view);
  std::vector<std::vector<TieBreakWorking>> values;
  for (const auto& tb : tieBreaks) {
    // C.07 5: a rating tie-break is dropped when unrated players are present.
    const bool applied = !isRatingBased(tb.kind) || view.allRated() || tb.unratedRating;
    standings.applied.push_back(applied);
    values.push_back(computeTieBreak(view, tb));
    if (applied) groups = refine(view, groups, tb, values.back());
  }
  const auto ranks = ranksOf(groups, view.playerCount());
  for (auto& group : groups) {
    std::ranges::sort(group);
    for (int p : group) {
      StandingsRow row{p, ranks[static_cast<std::size_t>(p - 1)], view.score(p), {}};
      for (const auto& tbValues : values)
        row.values.push_back(tbValues[static_cast<std::size_t>(p - 1)].value);
      standings.rows.push_back(std::move(row));
    }
  }
  return standings;
}

}  // namespace standings
