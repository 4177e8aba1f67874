// SPDX-License-Identifier: MIT
#include "domain/standings/buchholz.h"

#include "domain/standings/opponent_average.h"
#include "domain/standings/unplayed_rounds.h"

#include <algorithm>
#include <tuple>

namespace standings {

namespace {

using Entry = std::vector<Contribution>::iterator;

// The first uncut contribution minimising `key`, or end.
template <typename Key>
Entry firstMinimum(std::vector<Contribution>& list, Key key, bool onlyVoluntary) {
  Entry best = list.end();
  for (auto it = list.begin(); it != list.end(); ++it) {
    if (it->cut || (onlyVoluntary && !it->voluntary)) continue;
    if (best == list.end() || key(*it) < key(*best)) best = it;
  }
  return best;
}

std::int64_t sumUncut(const std::vector<Contribution>& list) {
  std::int64_t sum = 0;
  for (const auto& c : list)
    if (!c.cut) sum += c.value;
  return sum;
}

}  // namespace

void applyCuts(std::vector<Contribution>& list, int lowest, int highest, bool vurException,
               VurCandidate candidate) {
  const auto bySignificance = [](const Contribution& c) {
    return std::tuple{c.opponentValue, c.value};
  };
  const auto byCandidate = [candidate](const Contribution& c) {
    return candidate == VurCandidate::LowestContribution ? std::tuple{c.value, c.opponentValue}
                                                         : std::tuple{c.opponentValue, c.value};
  };
  const int count = static_cast<int>(list.size());
  lowest = std::min(lowest, count);
  highest = std::min(highest, count - lowest);
  for (int i = 0; i < lowest; ++i) {
    const Entry least = firstMinimum(list, bySignificance, false);
    if (least == list.end()) return;
    const Entry vur = vurException ? firstMinimum(list, byCandidate, true) : list.end();
    (vur != list.end() && vur->value >= least->value ? vur : least)->cut = true;  // 16.5
  }
  const auto negated = [](const Contribution& c) { return std::tuple{-c.opponentValue, -c.value}; };
  for (int i = 0; i < highest; ++i) {
    const Entry most = firstMinimum(list, negated, false);
    if (most == list.end()) return;
    most->cut = true;
  }
}

namespace {

// BH, FB and SB, and the extended SB of teams: per round the opponent's
// adjusted score in `opponents` (or the dummy's), times the entrant's own
// points in `own` when given (SB; ESB in the other score of a team event).
std::vector<TieBreakWorking> opponentScoreSum(const SectionView& opponents, const SectionView* own,
                                              const TieBreak& tieBreak, VurCandidate candidate) {
  const SectionView& view = opponents;
  const UnplayedRounds unplayed(view, tieBreak.kind == TieBreakKind::FB);
  std::vector<TieBreakWorking> result;
  for (int player = 1; player <= view.playerCount(); ++player) {
    TieBreakWorking working{player, 0, {}};
    for (int r = 1; r <= view.rounds(); ++r) {
      const auto& round = view.at(player, r);
      const tournament::HalfPoints ownPoints = own ? own->at(player, r).points : round.points;
      Contribution c;
      c.round = r;
      c.ownPoints = ownPoints * HundredthsPerHalfPoint;
      if (unplayed.countsAsGame(player, r)) {
        c.opponent = round.opponent;
        c.source = OpponentSource::Game;
        c.opponentValue = unplayed.adjustedScore(round.opponent) * HundredthsPerHalfPoint;
      } else if (view.roundRobin()) {
        continue;  // art. 15: a round without an opponent adds nothing
      } else {
        c.opponent = round.opponent;
        c.source = view.edition() == Edition::Pre2023 ? OpponentSource::VirtualOpponent
                                                      : OpponentSource::Dummy;
        c.opponentValue = unplayed.unplayedOpponentScore(player, r) * HundredthsPerHalfPoint;
        c.voluntary = round.voluntary;
      }
      // SB: opponent score x own points; both in half-points, so x 25.
      c.value = own ? c.opponentValue * ownPoints / 2 : c.opponentValue;
      working.contributions.push_back(c);
    }
    applyCuts(working.contributions, std::min(tieBreak.cutLowest, view.rounds()),
              tieBreak.cutHighest, view.edition() != Edition::Pre2023, candidate);
    working.value = sumUncut(working.contributions);
    result.push_back(std::move(working));
  }
  return result;
}

}  // namespace

std::vector<TieBreakWorking> buchholzFamily(const SectionView& view, const TieBreak& tieBreak) {
  return opponentScoreSum(view, tieBreak.kind == TieBreakKind::SB ? &view : nullptr, tieBreak,
                          VurCandidate::LowestContribution);
}

std::vector<TieBreakWorking> extendedSonnebornBerger(const SectionView& opponentScores,
                                                     const SectionView& ownPoints,
                                                     const TieBreak& cuts) {
  TieBreak sb = cuts;
  sb.kind = TieBreakKind::SB;
  return opponentScoreSum(opponentScores, &ownPoints, sb, VurCandidate::LowestOpponentScore);
}

std::vector<TieBreakWorking> averageOfOpponentsBuchholz(const SectionView& view) {
  return averageOverOpponents(view, buchholzFamily(view, TieBreak{}), 1);
}

}  // namespace standings
