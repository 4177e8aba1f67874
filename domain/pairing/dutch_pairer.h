// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/dutch_options.h"
#include "domain/pairing/pairing.h"
#include "domain/tournament/tournament_state.h"

#include <expected>

namespace pairing {

// Pairs the next round (state.roundsRecorded() + 1) of a Dutch Swiss
// (C.04.3, 2026 edition, with the handling rules of C.04.2). Players whose
// entry for that round is already a bye or absence (H, F, Z, U) are not
// paired. Boards come in C.04.2 3.6 order; the PAB, if any, in `bye`.
// Fails with a code naming the criterion that cannot be met.
std::expected<Pairing, PairingFailure> pairDutch(const tournament::TournamentState& state,
                                                 const DutchOptions& options = {});

}  // namespace pairing
