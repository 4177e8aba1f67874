// SPDX-License-Identifier: MIT
#pragma once

// Pairing the next round of a team tournament: a team round robin by the
// Berger tables of C.05 Annex 1 by team numbers, a team Swiss by the FIDE
// Swiss Team Pairing System (C.04.6).

#include "domain/interchange/pair_list.h"
#include "domain/pairing/berger.h"
#include "domain/pairing/team_swiss_pairer.h"
#include "domain/tournament/team.h"
#include "domain/tournament/tournament_state.h"

#include <expected>
#include <variant>

namespace service {

// Why no team round was made: the Berger table's reason or the Swiss team
// system's.
using TeamPairingFailure = std::variant<pairing::RoundRobinFailureCode, pairing::TeamSwissFailure>;

// The next round (after the last recorded one) of the team tournament of
// `state` and `event`: matches as pairs of team numbers, the first named
// team has White on board 1 (C.04.6 1.6.1 colours by board). A round robin
// leaves the team meeting the highest number idle with an odd number of
// teams (the "bye"); a Swiss gives its PAB (C.04.6 3.4). When `explanation`
// is given, a Swiss round's explanation is stored there.
std::expected<interchange::PairList, TeamPairingFailure> pairNextTeamRound(
    const tournament::TournamentState& state, const tournament::TeamEvent& event,
    pairing::TeamSwissExplanation* explanation = nullptr);

}  // namespace service
