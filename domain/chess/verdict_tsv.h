// SPDX-License-Identifier: MIT
#pragma once

#include "domain/chess/verdict.h"

#include <string>
#include <vector>

namespace chess {

// The pgn-expect/1 line of a verdict (16 tab-separated fields, no line
// end), as the corpus README defines it: `-` for none, ply lists with
// inclusive `a-b` ranges, tokens with blanks written as `_`.
std::string toPgnExpectLine(const GameVerdict& verdict);

// "1,3-5,9" for {1, 3, 4, 5, 9}; "-" when empty. The plies must ascend.
std::string formatPlyList(const std::vector<int>& plies);

// The setup field: "std", "fen", "fen!<flags>", "fen?", "variant:<name>".
std::string setupName(const GameVerdict& verdict);
// The pgn-expect/1 words for the enums.
const char* gameEndName(GameEnd end);
const char* moveFaultName(MoveFault fault);

}  // namespace chess
