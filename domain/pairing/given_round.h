// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/pairing.h"
#include "domain/tournament/tournament_state.h"

namespace pairing {

// The state before round `round` (1-based): later entries removed, the
// byes and absences of that round kept as planned byes. What an engine saw
// when it paired that round.
tournament::TournamentState stateBefore(const tournament::TournamentState& state, int round);

// The pairing of round `round` as the state records it: the boards by their
// White player (start-number order) and the pairing-allocated bye.
Pairing givenPairing(const tournament::TournamentState& state, int round);

}  // namespace pairing
