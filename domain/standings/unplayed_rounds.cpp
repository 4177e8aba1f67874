// SPDX-License-Identifier: MIT
#include "domain/standings/unplayed_rounds.h"

#include <algorithm>

namespace standings {

using tournament::HalfPoints;

UnplayedRounds::UnplayedRounds(const SectionView& view, bool fore) : m_view(view), m_fore(fore) {
  const int k = view.rounds();
  const HalfPoints draw = view.scoring().draw;
  for (int player = 1; player <= view.playerCount(); ++player) {
    // C.07 8.3 (FB): a player paired in round K is scored as having drawn it.
    const bool paired = view.lastPairedRound(player) == k && k > 0;
    const bool foreAdjusted = fore && paired && view.at(player, k).opponent > 0;
    const int lastCounted = fore && paired ? k : view.lastNonVoluntaryRound(player);
    HalfPoints adjusted = 0;
    for (int r = 1; r <= k; ++r) {
      const auto& round = view.at(player, r);
      if (foreAdjusted && r == k)
        adjusted += draw;
      else if (view.edition() == Edition::Pre2023 && !view.roundRobin())
        adjusted += round.game ? round.points : draw;  // pre-2023 15.1 a
      else if (r <= lastCounted || round.opponent > 0)
        adjusted += round.points;  // C.07 16.3.1
      else
        adjusted += view.roundRobin() ? 0 : draw;  // C.07 16.3.2; art. 15
    }
    m_adjusted.push_back(adjusted);
    HalfPoints own = view.score(player);
    if (foreAdjusted) own += draw - view.at(player, k).points;
    m_ownScore.push_back(own);
  }
}

HalfPoints UnplayedRounds::adjustedScore(int startNumber) const {
  return m_adjusted[static_cast<std::size_t>(startNumber - 1)];
}

bool UnplayedRounds::countsAsGame(int startNumber, int round) const {
  const auto& r = m_view.at(startNumber, round);
  if (r.opponent == 0) return false;
  return r.game || m_view.roundRobin() || (m_fore && round == m_view.rounds());
}

HalfPoints UnplayedRounds::unplayedOpponentScore(int startNumber, int round) const {
  const auto& r = m_view.at(startNumber, round);
  const HalfPoints own = m_ownScore[static_cast<std::size_t>(startNumber - 1)];
  const auto& scoring = m_view.scoring();
  switch (m_view.edition()) {
    case Edition::Pre2023: {
      HalfPoints before = 0;
      for (int earlier = 1; earlier < round; ++earlier)
        before += m_view.at(startNumber, earlier).points;
      return before + (scoring.win - r.points) + scoring.draw * (m_view.rounds() - round);
    }
    case Edition::Text2023:
      return own;
    case Edition::Text2026:
      if (r.opponent > 0) return std::min(own, adjustedScore(r.opponent));  // 16.4.1
      return std::min(own, scoring.draw * m_view.rounds());                 // 16.4.2
  }
  return own;
}

}  // namespace standings
