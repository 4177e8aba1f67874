// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/pairing.h"
#include "domain/pairing/pairing_player.h"

namespace pairing {

// The colour the first player gets, and the rule of C.04.3 art. 5.2 that
// decided it.
struct ColourChoice {
  tournament::Color first = tournament::Color::White;
  ColourReason reason = ColourReason::BothPreferences;
};

// C.04.3 art. 5.2: colours for a pair, `higher` being the higher-ranked
// player; `initial` is the colour drawn before round 1 (5.2.5).
ColourChoice allocateColours(const PairingPlayer& higher, const PairingPlayer& lower,
                             tournament::Color initial);

// What a colour choice costs against the colour criteria (C10-C13): the
// number of players in the pair who break each one.
struct ColourCost {
  int topscorerDifference = 0;  // C10: topscorer pairs, |colour difference| > 2 after
  int topscorerThrice = 0;      // C11: topscorer pairs, same colour three times running
  int preference = 0;           // C12: colour preference not granted
  int strongPreference = 0;     // C13: strong (or absolute) preference not granted
};

ColourCost colourCost(const PairingPlayer& a, const PairingPlayer& b, tournament::Color aGets);

}  // namespace pairing
