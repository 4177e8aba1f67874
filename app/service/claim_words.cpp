// SPDX-License-Identifier: MIT
#include "app/service/claim_words.h"

#include "domain/chess/fifty_move_extension.h"

#include <fmt/format.h>

namespace service {

std::string claimFlawText(chess::ClaimFlaw flaw) {
  switch (flaw) {
    case chess::ClaimFlaw::None:
      return "";
    case chess::ClaimFlaw::TooFewOccurrences:
      return "the position does not appear for the third time";
    case chess::ClaimFlaw::ClockTooLow:
      return "the moves by each player without capture or pawn move are not complete (50, or "
             "the organiser's extended count for the ending under classic 10.12)";
    case chess::ClaimFlaw::WrittenMoveIsZeroing:
      return "the written move is a capture or a pawn move";
    case chess::ClaimFlaw::WrittenMoveEndsGame:
      return "the written move mates or stalemates, which ends the game first";
    case chess::ClaimFlaw::WrittenMoveIllegal:
      return "the written move is not legal";
    case chess::ClaimFlaw::NoWrittenMoveClaim:
      return "the classic rules (10.12) take no fifty-move claim with a written move: the 50 "
             "moves must be on the board";
  }
  return "";
}

std::string plyText(const chess::PlyReference& ref) {
  if (ref.ply == 0) return "ply 0 (the start)";
  return fmt::format("ply {} ({}{} {})", ref.ply, ref.moveNumber,
                     ref.mover == chess::Color::White ? "." : "...", ref.san);
}

std::string claimEvidence(chess::ClaimKind kind, const chess::ClaimVerdict& verdict) {
  std::string text;
  if (kind == chess::ClaimKind::Threefold) {
    text = fmt::format("threefold {}: the position stood at", verdict.article);
    for (std::size_t i = 0; i < verdict.occurrences.size(); ++i)
      text += fmt::format("{} {}", i == 0 ? "" : ",", plyText(verdict.occurrences[i]));
  } else {
    text = fmt::format(
        "fifty {}: {} half-moves without capture or pawn move since {}", verdict.article,
        verdict.halfmoveClock,
        verdict.lastCaptureOrPawnMove ? plyText(*verdict.lastCaptureOrPawnMove) : "the start");
  }
  // classic 10.12 - the organiser's extended count for this ending.
  if (kind == chess::ClaimKind::FiftyMoves && verdict.extension)
    text += fmt::format("; the section's count for {} is {} moves ({} half-moves)",
                        chess::endingText(verdict.extension->ending), verdict.extension->moves,
                        verdict.requiredHalfmoves);
  if (!verdict.valid) text += fmt::format("; incorrect: {}", claimFlawText(verdict.flaw));
  if (!verdict.writtenSan.empty()) text += fmt::format("; written move {}", verdict.writtenSan);
  return text;
}

}  // namespace service
