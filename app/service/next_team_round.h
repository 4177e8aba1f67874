// SPDX-License-Identifier: MIT
#pragma once

// Pairing the next round of a team tournament. Team round robins only:
// the Berger tables of C.05 Annex 1 by team numbers (the FIDE Swiss team
// system, C.04.6, is not paired yet).

#include "domain/interchange/pair_list.h"
#include "domain/pairing/berger.h"
#include "domain/tournament/team.h"
#include "domain/tournament/tournament_state.h"

#include <cstdint>
#include <expected>
#include <variant>

namespace service {

// Why no team round was made: the table's reason, or a Swiss team event.
enum class TeamPairingRefusal : std::uint8_t { SwissTeamSystem };
using TeamPairingFailure = std::variant<pairing::RoundRobinFailureCode, TeamPairingRefusal>;

// The next round (after the last recorded one) of the team round robin of
// `state` and `event`: matches as pairs of team numbers, the first named
// team has White on board 1 (C.04.6 1.6.1 colours by board); with an odd
// number of teams the team meeting the highest number is idle (the "bye").
std::expected<interchange::PairList, TeamPairingFailure> pairNextTeamRound(
    const tournament::TournamentState& state, const tournament::TeamEvent& event);

}  // namespace service
