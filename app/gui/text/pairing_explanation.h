// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/next_round.h"

#include <QString>

namespace gui {

// How the engine reached a round, in the current language, in lines: for
// the Dutch system (C.04.3) per score bracket from the top its residents,
// the players moved down into it, the pairs, who floated down and why, the
// criterion that decided, then per board the art. 5.2 rule that gave White
// and the pairing-allocated bye; for a round robin the round's place in the
// Berger table (C.05 Annex 1: pairing::bergerPlace) and the colour rule;
// for the Dubov system (C.04.4.1) the PAB given first (3.1), per scoregroup
// the residents, upfloaters and what chose them, G1, G2, the shifted
// players and the pairs, then the 5.2 rule per board.
// The Dutch round must have been paired with DutchOptions::explain.
QString pairingExplanationText(const service::EngineRound& round);

}  // namespace gui
