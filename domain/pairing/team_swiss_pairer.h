// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/team_swiss_explanation.h"
#include "domain/pairing/team_swiss_field.h"

#include <cstdint>
#include <expected>
#include <vector>

namespace pairing {

// A team round: the matches in the order C.04.2 3.6 recommends (the
// higher score of the match, then the lower one, then the higher-placed
// team's TPN) and the team given the pairing-allocated bye (0 = none).
struct TeamSwissPairing {
  std::vector<TeamMatch> matches;
  int bye = 0;
  TeamSwissExplanation explanation;
};

// Why no team round was made.
enum class TeamSwissFailureCode : std::uint8_t {
  NoRoundsLeft,       // every planned round is paired
  TooFewTeams,        // fewer than two teams to pair
  NoLegalBye,         // no team may take the PAB and leave a legal pairing (C2, 3.4.1)
  NoLegalPairing,     // no pairing without a second meeting (C1, C3; 3.3.3)
  BoardGamesUnclear,  // the board games do not make team matches
};

struct TeamSwissFailure {
  TeamSwissFailureCode code = TeamSwissFailureCode::NoLegalPairing;
  int round = 0;
};

// Pairs round `field.round` by the FIDE Swiss Team Pairing System
// (C.04.6, in force from 1 February 2026): the PAB (3.4), then from the
// top each scoregroup with its upfloaters (3.5) as a bracket paired by the
// first pairing identifier (3.6), then the colours (4).
std::expected<TeamSwissPairing, TeamSwissFailure> pairTeamSwiss(const TeamSwissField& field);

// The next round of the team Swiss of `state` and `event` (after the last
// round with a result).
std::expected<TeamSwissPairing, TeamSwissFailure> pairNextTeamSwissRound(
    const tournament::TournamentState& state, const tournament::TeamEvent& event);

}  // namespace pairing
