// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/dubov_colours.h"
#include "domain/pairing/dubov_criteria.h"
#include "domain/pairing/pairing.h"

#include <optional>
#include <vector>

namespace pairing {

// How one scoregroup was paired (C.04.4.1 3.2), by start number.
struct DubovBracketExplanation {
  tournament::HalfPoints score = 0;  // the scoregroup's score, half-points
  std::vector<int> residents;        // TPN order
  std::vector<int> upfloaters;       // sequence-number order (4.2)
  std::vector<int> g1;               // S1: White seekers by ARO, then TPN (3.2.5)
  std::vector<int> g2;               // by TPN (4.4.2)
  std::vector<int> shifted;          // moved between G1 and G2 (3.2.4)
  std::vector<Board> pairs;          // g1[i] against the transposition's i-th (colours final)
  DubovCriterion decidedBy = DubovCriterion::None;  // what chose the upfloaters
};

struct DubovBoardExplanation {
  Board board;
  DubovColourReason colour = DubovColourReason::BothPreferences;
};

// How the Dubov engine reached a pairing: the PAB first (3.1), then the
// scoregroups from the top (3.2), and the colours per board (5.2).
struct DubovExplanation {
  std::optional<int> byeReceiver;
  std::vector<DubovBracketExplanation> brackets;
  std::vector<DubovBoardExplanation> boards;  // board order
};

}  // namespace pairing
