// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/burstein_explanation.h"
#include "domain/pairing/pairing.h"
#include "domain/tournament/tournament_state.h"

#include <expected>

namespace pairing {

// Pairs the next round of a Burstein Swiss (C.04.4.2, the edition applied
// from 1 July 2025, with C.04.1 and C.04.2): a seeding round (1.6) by the
// Dutch system; after them the PAB first (3.1), then each bracket from the
// top (3.2: the best pairing by C5-C8, the first of 4.3 among equals, with
// the players ranked by the Index of 1.7-1.8), colours by 5.2. Players
// whose entry for the round is already a bye or absence are not paired.
// Boards come in C.04.2 3.6 order. Fails with a code and the criterion
// that cannot be met (C1-C4 mean the same as in C.04.3). When
// `explanation` is given it receives how the pairing was reached (for a
// seeding round also Pairing::explanation, the Dutch engine's).
std::expected<Pairing, PairingFailure> pairBurstein(const tournament::TournamentState& state,
                                                    BursteinExplanation* explanation = nullptr);

}  // namespace pairing
