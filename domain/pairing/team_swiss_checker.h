// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/team_swiss_pairer.h"
#include "domain/tournament/team.h"
#include "domain/tournament/tournament_state.h"

#include <cstdint>
#include <expected>
#include <optional>
#include <vector>

namespace pairing {

// What a given team round breaks outright.
struct TeamViolation {
  TeamCriterion criterion = TeamCriterion::None;  // C1, C2 or C3 (a team left out)
  int team = 0;
  int opponent = 0;  // 0 when not about a pair
  friend bool operator==(const TeamViolation&, const TeamViolation&) = default;
};

// The team checker's findings for one paired round.
struct TeamCheckReport {
  int round = 0;
  std::vector<TeamMatch> given;  // the matches found, by team number (colour rule not known)
  int givenBye = 0;
  std::vector<TeamViolation> violations;  // empty = legal
  std::optional<TeamSwissPairing> ours;   // our pairing of the same round, if one exists
  bool sameAsOurs = false;                // same matches, colours and PAB
  // The first article by which the given round departs from ours: the
  // first violated absolute criterion; else 3.4 (the PAB); else, bracket
  // by bracket from the top, C4, C5, C7 or 3.5.5 (the upfloaters), C8,
  // C9, C10 or 3.6 (the pairs); else 4 (the colours).
  TeamCriterion firstDifference = TeamCriterion::None;
};

// The first article by which `given` (matches and PAB, by team number) departs
// from `ours`, both pairings of `field`'s round: 3.4 when the PAB differs;
// else, bracket by bracket from the top, C4, C5, C7 or 3.5.5 (the
// upfloaters of our bracket against the teams `given` pairs with its
// residents), C8, C9, C10 or 3.6 (the pairs); else 4 (the colours); None
// when they agree.
TeamCriterion firstTeamDifference(const TeamSwissField& field, const TeamSwissPairing& ours,
                                  const std::vector<TeamMatch>& given, int givenBye);

enum class TeamCheckFailureCode : std::uint8_t {
  NoPairedRound,      // the round asked for is not paired
  BoardGamesUnclear,  // the board games do not make team matches
};

// A free pairing checker for the Swiss team system (C.04.2 1.4 with
// C.04.6): lists what round `round` (0 = the last paired one) breaks and
// compares it with the pairing our engine makes from the rounds before.
std::expected<TeamCheckReport, TeamCheckFailureCode> checkTeamSwissRound(
    const tournament::TournamentState& state, const tournament::TeamEvent& event, int round = 0);

}  // namespace pairing
