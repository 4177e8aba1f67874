// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/dubov_explanation.h"
#include "domain/pairing/pairing.h"
#include "domain/tournament/tournament_state.h"

#include <expected>

namespace pairing {

// Pairs the next round of a Dubov Swiss (C.04.4.1, the edition applied from
// 1 February 2026, with C.04.1 and C.04.2): the PAB first (3.1), then each
// scoregroup from the top with the fewest and best upfloaters (3.2), White
// seekers by ascending ARO against the first legal transposition of the
// others (4.4), colours by 5.2. Players whose entry for the round is
// already a bye or absence are not paired. Boards come in C.04.2 3.6
// order. Fails with a code and the criterion that cannot be met (C1-C4
// mean the same in C.04.4.1 as in C.04.3). When `explanation` is given it
// receives how the pairing was reached.
std::expected<Pairing, PairingFailure> pairDubov(const tournament::TournamentState& state,
                                                 DubovExplanation* explanation = nullptr);

}  // namespace pairing
