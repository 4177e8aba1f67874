// SPDX-License-Identifier: MIT
#pragma once

#include "domain/chess/move.h"
#include "domain/chess/position.h"
#include "domain/chess/types.h"

#include <cstdint>
#include <vector>

namespace chess {

// The one-sided test of Laws 5.1.2, 6.9, 7.5.5 and A.5.3: "can the
// opponent checkmate the player's king by any series of legal moves?" The
// loser may co-operate (a helpmate counts), only the would-be winner's
// mating possibility matters.
enum class MateAbility : std::uint8_t {
  Yes,        // a series of legal moves ending in mate by that side exists
  No,         // no such series exists whatever is played
  Undecided,  // the bounded search found no mate and material does not exclude one
};

// Bounds of the helpmate search (plies counted from the given position).
struct HelpmateLimits {
  int maxPlies = 7;                        // exhaustive search depth
  std::uint64_t maxNodes = 150'000;        // exhaustive search budget
  std::uint64_t maxGuidedNodes = 100'000;  // guided search budget (positions kept)
};

// The answer, with the mating series when one was found.
struct MateAbilityAnswer {
  MateAbility ability = MateAbility::Undecided;
  bool decidedByMaterial = false;  // No from the material alone (material.h)
  std::vector<Move> line;          // Yes: the moves of one mating series
  std::uint64_t nodes = 0;         // positions visited by the search
};

// Can `winner` checkmate in `pos` by any series of legal moves? "No" comes
// only from the material classes decided exactly (cannotMateByMaterial in
// material.h: a lone king; a lone knight against king and queens; bishops
// all on one colour with no knights or pawns on the board); "Yes" only from
// a mating series found by a helpmate search (exhaustive to maxPlies, then
// guided towards a corner mate); otherwise Undecided. The call is
// deterministic and stays within `limits` (about 15 MB at most).
MateAbilityAnswer canCheckmate(const Position& pos, Color winner, HelpmateLimits limits = {});

}  // namespace chess
