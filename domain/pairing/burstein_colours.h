// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/burstein_player.h"

#include <cstdint>

namespace pairing {

// Why a Burstein board's White player got White (C.04.4.2 5.2, rules in order).
enum class BursteinColourReason : std::uint8_t {
  InitialColour,           // 5.2.1 neither has played: the drawn colour by the TPN parity
  BothPreferences,         // 5.2.2 both preferences granted (or the only one there is, 1.5.4)
  StrongerPreference,      // 5.2.3 the stronger preference granted
  Alternation,             // 5.2.4 alternate from the last time one had White, the other Black
  HigherRankedPreference,  // 5.2.5 the higher-ranked player's preference
};

struct BursteinColourChoice {
  tournament::Color higherGets = tournament::Color::White;
  BursteinColourReason reason = BursteinColourReason::BothPreferences;
};

// C.04.4.2 5.2: the colour of `higher` (the higher-ranked player: the
// higher score, then 1.8) against `lower`; `initial` is the colour drawn
// before round 1.
BursteinColourChoice bursteinColours(const BursteinPlayer& higher, const BursteinPlayer& lower,
                                     tournament::Color initial);

// True when `a` is the higher-ranked of a pair: the higher score, then 1.8.
bool bursteinRanksAbove(const BursteinPlayer& a, const BursteinPlayer& b);

}  // namespace pairing
