// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/team_swiss_field.h"

#include <cstdint>
#include <string>

namespace pairing {

// The rule of C.04.6 4.3 that gave a match its colours.
enum class TeamColourRule : std::uint8_t {
  InitialColour,          // 4.3.1 neither team has played: TPN parity of the first-team
  OnePreference,          // 4.3.2 only one team has a preference
  OppositePreferences,    // 4.3.3
  StrongPreference,       // 4.3.4 (Type B) only one preference is strong
  LowerColourDifference,  // 4.3.5 the lower CD gets White
  Alternation,            // 4.3.6 the last round the teams had different colours
  FirstTeamPreference,    // 4.3.7
  FirstTeamAlternates,    // 4.3.8 the first-team's last colour alternated
  OtherTeamAlternates,    // 4.3.9 the other team's last colour alternated
};

// The article's number ("4.3.1" ... "4.3.9").
std::string teamColourRuleLabel(TeamColourRule rule);

// The colours of a match between entrants `a` and `b` (C.04.6 4).
struct TeamColourAllocation {
  int white = 0;  // entrant indices
  int black = 0;
  TeamColourRule rule = TeamColourRule::InitialColour;
};

// 4.2: the first-team has the higher primary score, then the higher
// secondary score (when the section uses it, 4.2.2), then the smaller TPN;
// 4.3's rules in order decide who has White on board 1.
TeamColourAllocation allocateTeamColours(const TeamSwissField& field, int a, int b);

}  // namespace pairing
