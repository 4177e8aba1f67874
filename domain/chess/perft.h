// SPDX-License-Identifier: MIT
// Perft: the number of leaf nodes of the legal move tree to a given depth,
// the standard test of a move generator against published counts.
#pragma once

#include "domain/chess/move.h"
#include "domain/chess/position.h"

#include <cstdint>
#include <vector>

namespace chess {

// Leaf count at `depth` plies (depth 0 counts the position itself as 1).
// Leaves are counted in bulk: at depth 1 the legal move count is the answer.
std::uint64_t perft(const Position& pos, int depth);

struct DivideEntry {
  Move move;
  std::uint64_t nodes;
};

// Perft split by root move, in generation order; the nodes sum to perft().
// depth >= 1.
std::vector<DivideEntry> perftDivide(const Position& pos, int depth);

}  // namespace chess
