// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/team_colour_preference.h"
#include "domain/tournament/team.h"
#include "domain/tournament/team_rounds.h"
#include "domain/tournament/tournament_state.h"

#include <cstdint>
#include <expected>
#include <vector>

namespace pairing {

// One team as the Swiss team system sees it before the round to pair.
struct TeamSwissEntrant {
  int number = 0;                          // TPN (C.04.6 1.1)
  tournament::HalfPoints primary = 0;      // 1.2 primary score
  tournament::HalfPoints secondary = 0;    // 1.2 secondary score
  std::vector<tournament::Color> colours;  // 1.6.1 played matches, round order
  int colourDifference = 0;                // 1.6.2
  TeamColourPreference preference;         // 1.7
  int matchesPlayed = 0;                   // 3.4.3
  bool mayGetBye = true;                   // C2: no PAB, forfeit win or full-point bye yet
  bool floatedLastRound = false;           // 1.5 in the previous round (C7, C10)
  std::vector<int> opponents;              // C1: teams met in a played match
};

// The teams to pair in one round, by TPN, with the section's rules.
struct TeamSwissField {
  int round = 0;                                               // the round to pair
  int totalRounds = 0;                                         // 0 = unknown
  tournament::Color initialColour = tournament::Color::White;  // 4.1
  tournament::TeamColourPreferences colourPreferences = tournament::TeamColourPreferences::TypeA;
  bool secondaryScoreForColours = true;    // 4.2.2
  std::vector<TeamSwissEntrant> entrants;  // the teams present, ascending TPN

  // 2.3.4 and 2.3.7: C7 and C10 are not applied in the last two rounds.
  bool floatCriteriaApply() const { return totalRounds == 0 || round < totalRounds - 1; }
  bool typeB() const { return colourPreferences == tournament::TeamColourPreferences::TypeB; }
  // Whether entrants `a` and `b` (indices) met in a played match (C1).
  bool met(int a, int b) const;
};

// The field of round `round` (1-based; the rounds before it are read from
// `state` and `event`): every team without a bye or absence (TRF 240)
// for that round. Fails when the board games do not make team matches.
std::expected<TeamSwissField, tournament::TeamRoundsError> teamSwissField(
    const tournament::TournamentState& state, const tournament::TeamEvent& event, int round);

}  // namespace pairing
