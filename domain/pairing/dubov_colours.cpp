// SPDX-License-Identifier: MIT
#include "domain/pairing/dubov_colours.h"

namespace pairing {

using tournament::Color;
using tournament::opposite;

bool ranksAbove(const DubovPlayer& a, const DubovPlayer& b) {
  return a.score() != b.score() ? a.score() > b.score() : a.tpn() < b.tpn();
}

DubovColourChoice dubovColours(const DubovPlayer& higher, const DubovPlayer& lower, Color initial) {
  // 5.2.1: neither has played: the initial colour to the higher-ranked
  // player if his TPN is odd, the other colour if even.
  if (!higher.hasPlayedAGame() && !lower.hasPlayedAGame())
    return {higher.tpn() % 2 == 1 ? initial : opposite(initial), DubovColourReason::InitialColour};
  const Color h = higher.preference();
  const Color l = lower.preference();
  // 5.2.2: both preferences.
  if (h != l) return {h, DubovColourReason::BothPreferences};
  // 5.2.3: the stronger preference (absolute > strong > mild).
  if (higher.base.strength != lower.base.strength)
    return {higher.base.strength > lower.base.strength ? h : opposite(l),
            DubovColourReason::StrongerPreference};
  // 5.2.4: alternate from the most recent time one had White and the other
  // Black, the played colours aligned from the last game (C.04.2 3.4).
  const auto& hc = higher.base.colours;
  const auto& lc = lower.base.colours;
  for (std::size_t back = 1; back <= hc.size() && back <= lc.size(); ++back) {
    const Color a = hc[hc.size() - back];
    const Color b = lc[lc.size() - back];
    if (a != b) return {opposite(a), DubovColourReason::Alternation};
  }
  // 5.2.5: the higher-ranked player's preference.
  return {h, DubovColourReason::HigherRankedPreference};
}

}  // namespace pairing
