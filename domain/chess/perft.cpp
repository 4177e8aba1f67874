// SPDX-License-Identifier: MIT
#include "domain/chess/perft.h"

#include "domain/chess/movegen.h"

namespace chess {

std::uint64_t perft(const Position& pos, int depth) {
  if (depth <= 0) return 1;
  MoveList moves;
  generateLegalMoves(pos, moves);
  if (depth == 1) return moves.size();
  std::uint64_t nodes = 0;
  for (Move m : moves) {
    Position next = pos;
    next.play(m);
    nodes += perft(next, depth - 1);
  }
  return nodes;
}

std::vector<DivideEntry> perftDivide(const Position& pos, int depth) {
  std::vector<DivideEntry> entries;
  for (Move m : legalMoves(pos)) entries.push_back({m, perft(pos.after(m), depth - 1)});
  return entries;
}

}  // namespace chess
