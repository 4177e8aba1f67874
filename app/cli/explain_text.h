// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"

#include <string>
#include <vector>

namespace cli {

// The words `arbiter pair --explain` shares between the Swiss systems.

// "7 Name" (the start number, and the name when there is one).
std::string explainedName(const tournament::TournamentState& state, int startNumber);

// Half-points as points: 5 -> "2.5".
std::string explainedPoints(int halfPoints);

// Start numbers separated by spaces, "-" for none.
std::string explainedNumbers(const std::vector<int>& players);

}  // namespace cli
