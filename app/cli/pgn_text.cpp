// SPDX-License-Identifier: MIT
#include "app/cli/pgn_text.h"

namespace cli {

using chess::PgnProblemCode;

std::string describeProblem(const chess::PgnProblem& problem) {
  switch (problem.code) {
    case PgnProblemCode::UnknownToken:
      return "unknown token '" + problem.token + "' (skipped)";
    case PgnProblemCode::NoResult:
      return "no game termination marker before the next game or the end";
    case PgnProblemCode::EofInComment:
      return "the file ends inside a { } comment";
    case PgnProblemCode::UnclosedVariation:
      return "a variation '(' is never closed";
    case PgnProblemCode::StrayClose:
      return "')' without a variation to close (skipped)";
    case PgnProblemCode::VariationAtStart:
      return "a variation before any move of its line (skipped)";
    case PgnProblemCode::ResultInVariation:
      return "result '" + problem.token + "' inside a variation (ignored)";
    case PgnProblemCode::AfterResult:
      return "'" + problem.token + "' after the game's result (skipped)";
    case PgnProblemCode::BadTag:
      return "malformed tag line (expected [Name \"value\"])";
    case PgnProblemCode::DuplicateTag:
      return "tag '" + problem.token + "' given twice (the later value is kept)";
    case PgnProblemCode::LineTooLong:
      return "line longer than 1 MiB (cut)";
    case PgnProblemCode::GameTooLong:
      return "too many moves in one game (the rest is not read)";
  }
  return "unknown problem";
}

namespace {

const char* illegalReason(chess::SanErrorCode reason) {
  switch (reason) {
    case chess::SanErrorCode::LeavesKingInCheck:
      return " (it would leave the king in check)";
    case chess::SanErrorCode::CastlingNotAllowed:
      return " (castling is not allowed here, Laws 3.8.2)";
    case chess::SanErrorCode::PromotionMissing:
      return " (the promotion piece is missing)";
    case chess::SanErrorCode::BadPromotion:
      return " (a pawn cannot become that piece)";
    case chess::SanErrorCode::NoPieceCanReach:
      return " (no such piece can go there)";
    default:
      return "";
  }
}

}  // namespace

std::string describeFailure(const chess::MoveFailure& failure) {
  switch (failure.fault) {
    case chess::MoveFault::Illegal:
      return std::string("illegal move") + illegalReason(failure.reason);
    case chess::MoveFault::Ambiguous: {
      std::string text = "ambiguous move";
      for (std::size_t i = 0; i < failure.candidates.size(); ++i) {
        text += (i == 0 ? " (could be " : ", ") + failure.candidates[i];
      }
      return failure.candidates.empty() ? text : text + ")";
    }
    case chess::MoveFault::Null:
      return "null move (passing is not a move)";
    case chess::MoveFault::Invalid:
      return "not a move";
  }
  return "bad move";
}

std::string moveNumberText(const chess::GameVerdict& verdict, int ply) {
  const chess::MoveName name = chess::moveNameOfPly(verdict, ply);
  return std::to_string(name.number) + (name.mover == chess::Color::White ? "." : "...");
}

std::string describeEnd(chess::GameEnd end) {
  switch (end) {
    case chess::GameEnd::Ongoing:
      return "no automatic end";
    case chess::GameEnd::Checkmate:
      return "checkmate (Laws 5.1.1)";
    case chess::GameEnd::Stalemate:
      return "stalemate (Laws 5.2.1)";
    case chess::GameEnd::InsufficientMaterial:
      return "insufficient material, a dead position (Laws 5.2.2)";
    case chess::GameEnd::SeventyFiveMoves:
      return "75-move rule (Laws 9.6.2)";
    case chess::GameEnd::FivefoldRepetition:
      return "fivefold repetition (Laws 9.6.1)";
  }
  return "?";
}

std::string describeClaimFlaw(chess::ClaimFlaw flaw) {
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

const char* colorName(chess::Color color) {
  return color == chess::Color::White ? "White" : "Black";
}

}  // namespace cli
