// SPDX-License-Identifier: MIT
#include "domain/tournament/sealed_move_check.h"

namespace tournament {

SealedMoveStatus checkSealedMove(const Envelope& envelope, std::string_view move) {
  if (move.empty()) return SealedMoveStatus::Unreadable;
  if (envelope.fenBefore.empty() && envelope.movesBefore.empty()) return SealedMoveStatus::Unchecked;
  // The rules core's SAN reader is not in this build yet: the arbiter decides.
  return SealedMoveStatus::Unchecked;
}

}  // namespace tournament
