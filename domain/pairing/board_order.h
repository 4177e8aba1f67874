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
void sortBoards(std::vector<Board>& boards, const std::function<tournament::HalfPoints(int)>& score,
                const std::function<int(int)>& rank);

}  // namespace pairing
