// SPDX-License-Identifier: MIT
#pragma once

#include <compare>
#include <cstdint>
#include <string>

namespace pairing {

// The articles of C.04.6 (2026) that decide a team pairing, in their
// order; also used to say which one decided a choice or which one a given
// pairing violates.
enum class TeamCriterion : std::uint8_t {
  None,
  C1NoRematch,               // 2.1.1 absolute: two teams meet once
  C2NoSecondBye,             // 2.1.2 absolute: PAB, forfeit win or full-point bye bars the PAB
  C3Completion,              // 2.2.1 the teams not yet paired can all be paired
  ByeChoice,                 // 3.4.2-3.4.4: lowest score, most matches, largest TPN
  C4Upfloaters,              // 2.3.1 minimise the number of upfloaters
  C5UpfloaterScores,         // 2.3.2 maximise the upfloaters' scores, ascending
  C6NextScoregroup,          // 2.3.3 the following scoregroup stays pairable (C1, C3, C4)
  C7UpfloatersFloated,       // 2.3.4 upfloaters who floated last round (not in the last two)
  UpfloaterOrder,            // 3.5.4-3.5.5: the first set in TPN order
  C8ColourPreference,        // 2.3.5 teams not given their colour preference
  C9StrongColourPreference,  // 2.3.6 (Type B) strong preferences not granted
  C10OpponentsFloated,       // 2.3.7 upfloaters' opponents who floated (not in the last two)
  PairingIdentifier,         // 3.6: the first pairing in identifier order
  Colours,                   // 4: the colours of a match
};

// The criterion's short label ("C1", ..., "C10", "3.4", "3.5.5", "3.6",
// "4"); not a sentence.
std::string teamCriterionLabel(TeamCriterion c);

// How far a bracket's pairing meets the quality criteria C8-C10 (2.3.5-
// 2.3.7), compared in that order; fewer is better.
struct TeamBracketQuality {
  int colourPreferences = 0;        // C8
  int strongColourPreferences = 0;  // C9
  int floatedOpponents = 0;         // C10
  friend auto operator<=>(const TeamBracketQuality&, const TeamBracketQuality&) = default;
};

}  // namespace pairing
