// SPDX-License-Identifier: MIT
#pragma once

// The rules core's answers that the arbiter's actions need: reading a
// sealed move on the position before it, and the Laws 6.9 test "can this
// side still mate?" (used by 7.5.5 and the adjournment rules).

#include "domain/tournament/action.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tournament {

// The position the envelope records before the sealed move: its FEN, or
// when there is none the standard start position followed by movesBefore
// (SAN, move numbers allowed). nullopt when neither can be read.
struct SealedMoveReading {
  SealedMoveStatus status = SealedMoveStatus::Unchecked;
  // For a defective move, on the position before it: can the replier win?
  // FIDE 6.9: mate by any series of legal moves (nullopt when the search
  // cannot decide); classic 10.5: anything but a bare king. nullopt when the
  // move is not defective.
  std::optional<bool> replierCanMate;
  // For a legal move, the same question for the sealer after it (a flag of
  // the present replier while the sealer is absent: classic 10.15(3)).
  std::optional<bool> sealerCanMate;
  // Ambiguous: the squares of the pieces the move fits ("b1", "f3"), so
  // that the arbiter can say what was ambiguous (I.8).
  std::vector<std::string> ambiguousOrigins = {};
};

// Guidelines I.2 (b) "the position immediately before the sealed move",
// (d) the sealer, (e) the move's number, (g) the resumption; classic 13.2
// (2)(4)(5) "封棋时的局面 ... 封棋方姓名 ... 封棋时的着数" and 13.3 "裁判必须
// ... 查验信封上所注明的各个项目是否正确无误": the label checked at sealing.
// The first problem found, in that order: no position (MissingPosition);
// a FEN that does not read (BadEnvelopeFen, its column); a move of the game
// unreadable or illegal (BadEnvelopeMoves, its ply) or a move number out
// of sequence (BadEnvelopeNumbering); moves and FEN that disagree; the
// sealer not to move (SealerNotToMove); the move number not the
// position's (WrongMoveNumber, the position's number; a FEN without its
// move-number field is not checked); a resumption that is not
// "YYYY-MM-DD HH:MM[:SS]" (BadResumeTime), a sealing time that is not
// (BadSealTime). The sealed move itself is not
// judged here: a defective one loses at resumption (I.8, classic 10.16).
std::optional<ActionError> checkEnvelopeLabel(const Envelope& label);

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

// Can `side` still win in the FEN's position, under `rules`? FIDE 6.9:
// canMateInFen. Classic (003: old Laws 10.5 "只剩单王的一方不能作胜方"): yes
// unless `side` has a bare king. nullopt when the FEN cannot be read (or,
// FIDE, the search cannot decide).
std::optional<bool> canWinInFen(std::string_view fen, Color side, RulesProfile rules);

}  // namespace tournament
