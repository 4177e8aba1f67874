// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/berger.h"
#include "domain/tournament/tournament_state.h"

#include <iosfwd>

namespace cli {

// Prints why each board of a Berger round is what it is: the table, the
// round within its cycle, the colour rule applied (C.05 Annex 1).
void explainBerger(const tournament::TournamentState& state,
                   const pairing::RoundRobinRound& round, std::ostream& out);

}  // namespace cli
