// SPDX-License-Identifier: MIT
#pragma once

// The rules core's answers that the arbiter's actions need: reading a
// sealed move on the position before it, and the Laws 6.9 test "can this
// side still mate?" (used by 7.5.5 and the adjournment rules).

#include "domain/tournament/action.h"

#include <optional>
#include <string>
#include <string_view>

namespace tournament {

// The position the envelope records before the sealed move: its FEN, or
// when there is none the standard start position followed by movesBefore
// (SAN, move numbers allowed). nullopt when neither can be read.
struct SealedMoveReading {
  SealedMoveStatus status = SealedMoveStatus::Unchecked;
  // For a defective move, Laws 6.9 on the position before it: can the
  // replier mate by any series of legal moves? nullopt when the search
  // cannot decide or the move is not defective.
  std::optional<bool> replierCanMate;
};

// Reads `move` (as written, lenient: long algebraic, Chinese or other
// piece letters) for the sealer on the envelope's position: Legal, or the
// game end it causes (Checkmate, Stalemate, DeadPosition: Laws 5.2.2 by
// material, or the classic art. 10.4 list under the classic profile), or
// why it is defective (Ambiguous, Unreadable, Illegal; Guidelines I.8,
// classic 10.16). Unchecked when the envelope's position cannot be read.
SealedMoveReading readSealedMove(const Envelope& envelope, std::string_view move,
                                 RulesProfile rules);

// The FEN after the sealer's `move` on the envelope's position (for the
// new envelope of Guidelines I.9.3); nullopt when the position or the move
// cannot be read.
std::optional<std::string> fenAfterSealedMove(const Envelope& envelope, std::string_view move);

// Laws 6.9 one-sided test on a FEN: can `side` checkmate by any series of
// legal moves? nullopt when the FEN cannot be read or the bounded helpmate
// search cannot decide.
std::optional<bool> canMateInFen(std::string_view fen, Color side);

}  // namespace tournament
