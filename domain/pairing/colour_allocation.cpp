// SPDX-License-Identifier: MIT
#include "domain/pairing/colour_allocation.h"

#include <cstdlib>

namespace pairing {

using tournament::Color;
using tournament::opposite;

namespace {

ColourChoice give(Color c, ColourReason reason) { return {c, reason}; }

// 5.2.3: the most recent round (compressed histories aligned at the end)
// in which the two had different colours; the higher player alternates.
std::optional<Color> alternation(const PairingPlayer& a, const PairingPlayer& b) {
  const auto na = a.colours.size();
  const auto nb = b.colours.size();
  for (std::size_t i = 1; i <= na && i <= nb; ++i) {
    const Color ca = a.colours[na - i];
    if (ca != b.colours[nb - i]) return opposite(ca);
  }
  return std::nullopt;
}

}  // namespace

ColourChoice allocateColours(const PairingPlayer& higher, const PairingPlayer& lower,
                             Color initial) {
  const auto& ph = higher.preference;
  const auto& pl = lower.preference;
  // 5.2.1: grant both preferences.
  if (ph && (!pl || *pl != *ph)) return give(*ph, ColourReason::BothPreferences);
  if (!ph && pl) return give(opposite(*pl), ColourReason::BothPreferences);
  if (ph && pl) {
    // 5.2.2: grant the stronger preference; two absolute ones (topscorers):
    // the wider colour difference.
    if (higher.strength != lower.strength)
      return higher.strength > lower.strength
                 ? give(*ph, ColourReason::StrongerPreference)
                 : give(opposite(*pl), ColourReason::StrongerPreference);
    if (higher.strength == PreferenceStrength::Absolute) {
      const int dh = std::abs(higher.colourDifference);
      const int dl = std::abs(lower.colourDifference);
      if (dh != dl)
        return dh > dl ? give(*ph, ColourReason::StrongerPreference)
                       : give(opposite(*pl), ColourReason::StrongerPreference);
    }
  }
  // 5.2.3: alternate from the most recent round with different colours.
  if (auto c = alternation(higher, lower)) return give(*c, ColourReason::Alternation);
  // 5.2.4: the higher-ranked player's preference.
  if (ph) return give(*ph, ColourReason::HigherRankedPreference);
  // 5.2.5: odd TPN gets the initial colour, even TPN the other.
  return give(higher.pairingNumber % 2 == 1 ? initial : opposite(initial),
              ColourReason::InitialColour);
}

namespace {

void addCost(const PairingPlayer& p, Color gets, bool topscorerPair, ColourCost& cost) {
  if (p.preference && *p.preference != gets) {
    ++cost.preference;
    if (p.strength >= PreferenceStrength::Strong) ++cost.strongPreference;
  }
  if (!topscorerPair) return;
  const int after = p.colourDifference + (gets == Color::White ? 1 : -1);
  if (after > 2 || after < -2) ++cost.topscorerDifference;
  const auto n = p.colours.size();
  if (n >= 2 && p.colours[n - 1] == gets && p.colours[n - 2] == gets) ++cost.topscorerThrice;
}

}  // namespace

ColourCost colourCost(const PairingPlayer& a, const PairingPlayer& b, Color aGets) {
  ColourCost cost;
  const bool topscorerPair = a.topscorer || b.topscorer;
  addCost(a, aGets, topscorerPair, cost);
  addCost(b, opposite(aGets), topscorerPair, cost);
  return cost;
}

}  // namespace pairing
