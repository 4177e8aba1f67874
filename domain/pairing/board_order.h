// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/pairing.h"
#include "domain/tournament/round_result.h"

#include <functional>
#include <vector>

namespace pairing {

// C.04.2 3.6: boards ordered by the higher pairing score in the pair
// (descending), then the lower score (descending), then the rank of the
// higher-ranked player. `score` and `rank` are looked up by start number.
// Under acceleration the score is the pairing score, virtual points
// included: C.04.7 adds them to the score for every pairing purpose (the
// brackets, the criteria, the board order) and to the standings never.
// bbpPairings v6.0.0 orders by real scores there (README, "Other programs").
void sortBoards(std::vector<Board>& boards, const std::function<tournament::HalfPoints(int)>& score,
                const std::function<int(int)>& rank);

}  // namespace pairing
