// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/dubov_player.h"

#include <cstdint>

namespace pairing {

// Why a Dubov board's White player got White (C.04.4.1 5.2, rules in order).
enum class DubovColourReason : std::uint8_t {
  InitialColour,           // 5.2.1 neither has played: the drawn colour by the TPN parity
  BothPreferences,         // 5.2.2 both preferences granted
  StrongerPreference,      // 5.2.3 the stronger preference granted
  Alternation,             // 5.2.4 alternate from the last time one had White, the other Black
  HigherRankedPreference,  // 5.2.5 the higher-ranked player's preference
};

struct DubovColourChoice {
  tournament::Color higherGets = tournament::Color::White;
  DubovColourReason reason = DubovColourReason::BothPreferences;
};

// C.04.4.1 5.2: the colour of `higher` (the higher-ranked player: higher
// score, then smaller TPN) against `lower`; `initial` is the colour drawn
// before round 1.
DubovColourChoice dubovColours(const DubovPlayer& higher, const DubovPlayer& lower,
                               tournament::Color initial);

// True when `a` ranks above `b` (score, then TPN; C.04.2 2, C.04.4.1 1.2).
bool ranksAbove(const DubovPlayer& a, const DubovPlayer& b);

}  // namespace pairing
