// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/team_colours.h"
#include "domain/pairing/team_swiss_criteria.h"
#include "domain/tournament/round_result.h"

#include <optional>
#include <vector>

namespace pairing {

// One match of a team round: the teams by number, the first with White on
// board 1 (C.04.6 1.6.1), and the rule of 4.3 that decided it.
struct TeamMatch {
  int white = 0;
  int black = 0;
  TeamColourRule colourRule = TeamColourRule::InitialColour;
  friend bool operator==(const TeamMatch&, const TeamMatch&) = default;
};

// How one bracket was made and paired (C.04.6 3.5, 3.6), by team number.
struct TeamBracketExplanation {
  tournament::HalfPoints score = 0;                         // the top-scoregroup's primary score
  std::vector<int> residents;                               // TPN order
  std::vector<int> upfloaters;                              // 3.5.3 order
  TeamCriterion upfloatersDecidedBy = TeamCriterion::None;  // C4, C6, C7, C3 or none
  std::vector<std::pair<int, int>> pairs;  // top member first, in identifier order (3.6.2)
  TeamBracketQuality quality;              // C8-C10 of the pairs
};

// How the engine reached a team round: the PAB (3.4), the brackets from
// the top (3.3.2), then the colours of each match (4.3).
struct TeamSwissExplanation {
  std::optional<int> byeReceiver;
  std::vector<TeamBracketExplanation> brackets;
  std::vector<TeamMatch> matches;  // in board order, with the rule of 4.3
};

}  // namespace pairing
