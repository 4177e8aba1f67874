// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"

#include <string_view>

namespace tournament {

// Reads the sealed move `move` (as written) on the envelope's position
// before it (fenBefore, or the start position plus movesBefore) with the
// rules core: Legal, or the game end it causes (Checkmate, Stalemate,
// DeadPosition), or why it is defective (Ambiguous, Unreadable, Illegal;
// Guidelines I.8, classic 10.16). Unchecked when the envelope holds no
// position the core can read.
SealedMoveStatus checkSealedMove(const Envelope& envelope, std::string_view move);

}  // namespace tournament
