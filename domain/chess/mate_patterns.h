// SPDX-License-Identifier: MIT
// Mating pictures that a helpmate search can steer towards (Laws 6.9: a
// series of legal moves in which the loser co-operates). For small
// material without pawns (the winner's king and pieces and the loser's
// pieces besides its king: four at most), the checkmates with the loser's
// king on a corner square and every other piece within the 4x4 box of that
// corner are listed; the search then counts how many moves the pieces need
// to reach the nearest picture.
#pragma once

#include "domain/chess/position.h"
#include "domain/chess/types.h"

#include <array>
#include <cstddef>
#include <vector>

namespace chess {

// One checkmate picture: the loser's king's square and the squares of the
// other pieces (the winner's king included), each with its colour and kind.
struct MatePattern {
  Square loserKing = NoSquare;
  std::array<Piece, 4> pieces{};
  std::array<Square, 4> squares{};
  int pieceCount = 0;
};

// The pictures for `pos` with `winner` to mate, at most `maxPatterns`, the
// ones closest to `pos` first; empty unless the board has no pawns and at
// most four pieces besides the loser's king.
std::vector<MatePattern> matePatterns(const Position& pos, Color winner,
                                      std::size_t maxPatterns = 12);

// Moves (of each piece alone, on an empty board) that bring the pieces of
// `pos` to the nearest of `patterns`, the loser's king's included; pieces
// of the same colour and kind may swap their targets. 0 means `pos` is such
// a picture.
int movesToNearestPattern(const Position& pos, Color winner,
                          const std::vector<MatePattern>& patterns);

}  // namespace chess
