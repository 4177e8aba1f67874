// SPDX-License-Identifier: MIT
// Mating pictures that a helpmate search can steer towards (Laws 6.9: a
// series of legal moves in which the lone king co-operates). For a lone
// king against a king and one to three pieces (no pawns), the checkmates
// with the lone king on a corner square and every attacker within the 4x4
// box of that corner are listed; the search then counts how many moves the
// pieces need to reach the nearest picture.
#pragma once

#include "domain/chess/position.h"
#include "domain/chess/types.h"

#include <array>
#include <cstddef>
#include <vector>

namespace chess {

// One checkmate picture: the lone king's square and the squares of the
// winner's pieces (king included), each with its kind.
struct MatePattern {
  Square loserKing = NoSquare;
  std::array<PieceType, 4> types{};
  std::array<Square, 4> squares{};
  int pieceCount = 0;
};

// The pictures for `pos` with `winner` to mate, at most `maxPatterns`, the
// ones closest to `pos` first; empty unless the material is a lone king
// against a king and one to three pieces without pawns.
std::vector<MatePattern> matePatterns(const Position& pos, Color winner, std::size_t maxPatterns = 12);

// Moves (of each piece alone, on an empty board) that bring the pieces of
// `pos` to the nearest of `patterns`, the lone king's included; pieces of
// the same kind may swap their targets. 0 means `pos` is such a picture.
int movesToNearestPattern(const Position& pos, Color winner, const std::vector<MatePattern>& patterns);

}  // namespace chess
