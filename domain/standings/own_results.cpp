// SPDX-License-Identifier: MIT
#include "domain/standings/own_results.h"

#include <cassert>

namespace standings {

using tournament::Color;
using tournament::HalfPoints;

namespace {

constexpr std::int64_t H = HundredthsPerHalfPoint;

// KS limit test: score >= (win x games) / 2 + limit, all in half-points x 2.
int koyaMaximumGames(const SectionView& view) {
  int games = view.rounds();
  if (!view.roundRobin()) return games;
  if (view.rounds() % view.playerCount() == 0) games -= view.rounds() / view.playerCount();
  for (int p = 1; p <= view.playerCount(); ++p)
    if (view.lastPairedRound(p) == 0) --games;
  return games;
}

// The value of one round for the per-round count tie-breaks (in units, not
// hundredths).
int roundCount(TieBreakKind kind, const PlayerRound& round, const tournament::ScoringSystem& s) {
  const bool won = round.points == s.win;
  const bool black = round.color == Color::Black;
  switch (kind) {
    case TieBreakKind::WIN:
      return won ? 1 : 0;
    case TieBreakKind::WON:
      return round.game && won ? 1 : 0;
    case TieBreakKind::BPG:
      return round.game && black ? 1 : 0;
    case TieBreakKind::BWG:
      return round.game && black && won ? 1 : 0;
    case TieBreakKind::REP:
      return round.game || round.pairingBye || won ? 1 : 0;
    default:
      assert(false);
      return 0;
  }
}

TieBreakWorking progressiveScore(const SectionView& view, int player, int cut) {
  TieBreakWorking working{player, 0, {}};
  HalfPoints running = 0;
  for (int r = 1; r <= view.rounds(); ++r) {
    running += view.at(player, r).points;
    Contribution c{r,
                   0,
                   OpponentSource::None,
                   running * H,
                   view.at(player, r).points * H,
                   running * H,
                   false,
                   r <= cut};
    if (!c.cut) *working.value += c.value;
    working.contributions.push_back(c);
  }
  return working;
}

TieBreakWorking koya(const SectionView& view, int player, HalfPoints limitTwice) {
  TieBreakWorking working{player, 0, {}};
  for (int r = 1; r <= view.rounds(); ++r) {
    const auto& round = view.at(player, r);
    if (round.opponent == 0) continue;
    const HalfPoints opponentScore = view.score(round.opponent);
    Contribution c{r,
                   round.opponent,
                   OpponentSource::Game,
                   opponentScore * H,
                   round.points * H,
                   round.points * H,
                   false,
                   2 * opponentScore < limitTwice};
    if (!c.cut) *working.value += c.value;
    working.contributions.push_back(c);
  }
  return working;
}

TieBreakWorking standardPoints(const SectionView& view, int player) {
  TieBreakWorking working{player, 0, {}};
  const auto& s = view.scoring();
  for (int r = 1; r <= view.rounds(); ++r) {
    const HalfPoints points = view.at(player, r).points;
    const std::int64_t value = points > s.draw ? 2 * H : points == s.draw ? H : 0;
    working.contributions.push_back(
        {r, view.at(player, r).opponent, OpponentSource::None, 0, points * H, value});
    *working.value += value;
  }
  return working;
}

}  // namespace

std::vector<TieBreakWorking> ownResultTieBreak(const SectionView& view, const TieBreak& tb) {
  std::vector<TieBreakWorking> result;
  const HalfPoints koyaLimitTwice =
      view.scoring().win * koyaMaximumGames(view) + 2 * tb.limitHalfPoints;
  bool ratingDefined = true;
  for (int p = 1; p <= view.playerCount(); ++p)
    ratingDefined = ratingDefined && (view.rating(p) > 0 || tb.unratedRating.has_value());
  for (int p = 1; p <= view.playerCount(); ++p) {
    switch (tb.kind) {
      case TieBreakKind::PS:
        result.push_back(progressiveScore(view, p, tb.cutLowest));
        break;
      case TieBreakKind::KS:
        result.push_back(koya(view, p, koyaLimitTwice));
        break;
      case TieBreakKind::STD:
        result.push_back(standardPoints(view, p));
        break;
      case TieBreakKind::TPN:
        result.push_back({p, p * 100, {}});
        break;
      case TieBreakKind::RTNG: {
        const int rating = view.rating(p) > 0 ? view.rating(p) : tb.unratedRating.value_or(0);
        result.push_back({p, ratingDefined ? TieBreakValue(rating * 100) : std::nullopt, {}});
        break;
      }
      default: {
        TieBreakWorking working{p, 0, {}};
        for (int r = 1; r <= view.rounds(); ++r) {
          const auto& round = view.at(p, r);
          const int count = roundCount(tb.kind, round, view.scoring());
          working.contributions.push_back(
              {r, round.opponent, OpponentSource::None, 0, round.points * H, count * 100});
          *working.value += count * 100;
        }
        result.push_back(std::move(working));
      }
    }
  }
  return result;
}

}  // namespace standings
