// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/tiebreak.h"
#include "domain/tournament/tournament_state.h"

#include <vector>

namespace standings {

// The tie-breaks used when an event names none: for a Swiss BH/C1, BH, SB,
// DE, WIN; for a round robin DE, SB, WIN, KS (C.07 choices for individual
// events).
std::vector<TieBreak> defaultTieBreaks(tournament::PairingSystem system);

}  // namespace standings
