// SPDX-License-Identifier: MIT
#include "domain/chess/move.h"

namespace chess {

std::string squareName(Square s) {
  if (s == NoSquare) return "-";
  return {fileChar(fileOf(s)), rankChar(rankOf(s))};
}

std::string toUci(Move m) {
  if (m.isNone()) return "0000";
  std::string text = squareName(m.from()) + squareName(m.to());
  if (m.kind() == MoveKind::Promotion) text += "nbrq"[m.promotion() - Knight];
  return text;
}

}  // namespace chess
