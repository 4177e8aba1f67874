// SPDX-License-Identifier: MIT
#include "domain/pairing/burstein_colours.h"

namespace pairing {

using tournament::Color;
using tournament::opposite;

bool bursteinRanksAbove(const BursteinPlayer& a, const BursteinPlayer& b) {
  return a.score() != b.score() ? a.score() > b.score() : ranksAboveByIndex(a, b);
}

BursteinColourChoice bursteinColours(const BursteinPlayer& higher, const BursteinPlayer& lower,
                                     Color initial) {
  // 5.2.1: neither has played: the initial colour to the higher-ranked
  // player if his TPN is odd, the other colour if even.
  if (higher.playedGames == 0 && lower.playedGames == 0)
    return {higher.tpn() % 2 == 1 ? initial : opposite(initial),
            BursteinColourReason::InitialColour};
  // 1.5.4: a player without games has no preference; the other's is granted.
  if (!higher.base.preference)
    return {opposite(*lower.base.preference), BursteinColourReason::BothPreferences};
  if (!lower.base.preference)
    return {*higher.base.preference, BursteinColourReason::BothPreferences};
  const Color h = *higher.base.preference;
  const Color l = *lower.base.preference;
  // 5.2.2: both preferences.
  if (h != l) return {h, BursteinColourReason::BothPreferences};
  // 5.2.3: the stronger preference (absolute > strong > mild).
  if (higher.base.strength != lower.base.strength)
    return {higher.base.strength > lower.base.strength ? h : opposite(l),
            BursteinColourReason::StrongerPreference};
  // 5.2.4: alternate from the most recent time one had White and the other
  // Black, the played colours aligned from the last game (C.04.2 3.4).
  const auto& hc = higher.base.colours;
  const auto& lc = lower.base.colours;
  for (std::size_t back = 1; back <= hc.size() && back <= lc.size(); ++back) {
    const Color a = hc[hc.size() - back];
    const Color b = lc[lc.size() - back];
    if (a != b) return {opposite(a), BursteinColourReason::Alternation};
  }
  // 5.2.5: the higher-ranked player's preference.
  return {h, BursteinColourReason::HigherRankedPreference};
}

}  // namespace pairing
