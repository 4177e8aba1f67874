// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/burstein_colours.h"
#include "domain/pairing/pairing.h"

#include <optional>
#include <vector>

namespace pairing {

// How one bracket was paired (C.04.4.2 3.2, 4), by start number.
struct BursteinBracketExplanation {
  tournament::HalfPoints score = 0;  // the residents' score, half-points
  std::vector<int> incoming;         // the incoming floaters (TPN order)
  std::vector<int> ranked;           // the bracket by 1.8: BSN 1, 2, ... (4.1)
  std::vector<Board> pairs;          // in BSN order of the higher-ranked (colours final)
  std::vector<int> floaters;         // the outgoing floaters
};

struct BursteinBoardExplanation {
  Board board;
  BursteinColourReason colour = BursteinColourReason::BothPreferences;
};

// How the Burstein engine reached a pairing: a seeding round is the Dutch
// system's (1.6, `dutch`); after the seeding rounds the PAB first (3.1),
// the brackets from the top (3.2) and the colours per board (5.2).
struct BursteinExplanation {
  int seedingRounds = 0;  // 1.6
  bool seedingRound = false;
  std::optional<int> byeReceiver;
  std::vector<BursteinBracketExplanation> brackets;
  std::vector<BursteinBoardExplanation> boards;  // board order
};

}  // namespace pairing
