// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/team_swiss_criteria.h"
#include "domain/pairing/team_swiss_field.h"

#include <optional>
#include <utility>
#include <vector>

namespace pairing {

// A bracket's pairs (entrant indices, the top member, i.e. the smaller
// TPN, first; in the order of the tops' TPNs) and their quality.
struct TeamBracketPairing {
  std::vector<std::pair<int, int>> pairs;
  TeamBracketQuality quality;
};

// The quality criteria one pair of a bracket costs (C8-C10): C8 when both
// teams prefer the same colour, C9 (Type B) when both preferences are
// strong, C10 (not in the last two rounds) for each upfloater whose
// opponent floated last round.
TeamBracketQuality teamPairQuality(const TeamSwissField& field, int a, int b, bool aUpfloater,
                                   bool bUpfloater);

// Pairs a bracket (C.04.6 3.6): of the pairings without a second meeting
// (C1) that leave fewest teams without their colour preference (C8), then
// fewest strong preferences unmet (C9), then fewest upfloaters' opponents
// who floated last round (C10), the first by the pairing identifier
// (3.6.2: the top members' TPNs ascending, then their bottom members').
// `members` are entrant indices, `upfloaters` those of them that floated
// up (3.5). Nullopt when the bracket cannot be paired.
std::optional<TeamBracketPairing> pairTeamBracket(const TeamSwissField& field,
                                                  std::vector<int> members,
                                                  const std::vector<int>& upfloaters);

}  // namespace pairing
