// SPDX-License-Identifier: MIT
#include "app/cli/pgn_text.h"

#include "domain/chess/pgn_lexer.h"

namespace cli {

using chess::PgnProblemCode;

namespace {

struct FormName {
  chess::NotationForm form;
  const char* code;
  const char* words;
};
constexpr FormName FormNames[] = {
    {chess::ChinesePieces, "chinese-pieces", "Chinese piece letters (马g1-f3)"},
    {chess::FullWidthSigns, "full-width", "full-width signs (（=后）)"},
    {chess::BracketedPromotion, "bracketed-promotion", "promotion in brackets or after /"},
    {chess::EnPassantWords, "en-passant-words", "en passant written out (e.p., en passant, en pt)"},
    {chess::OtherLanguageLetters, "other-language-letters",
     "German, French or Spanish piece letters, or P for a pawn"},
    {chess::RussianLetters, "russian-letters", "Russian piece letters"},
    {chess::Figurines, "figurines", "figurines"},
    {chess::LongAlgebraic, "long-algebraic", "long algebraic (both squares)"},
    {chess::ZeroCastling, "zero-castling", "castling with zeros (0-0)"},
    {chess::ColonCapture, "colon-capture", "\":\" for a capture"},
    {chess::OtherLax, "other-lax", "not canonical SAN (marks, \"x\" or disambiguation)"},
};

}  // namespace

std::string notationFormsText(chess::NotationForms forms) {
  std::string text;
  for (const auto& name : FormNames)
    if (forms & name.form) text += std::string(text.empty() ? "" : ", ") + name.words;
  return text;
}

std::vector<const char*> notationFormCodes(chess::NotationForms forms) {
  std::vector<const char*> codes;
  for (const auto& name : FormNames)
    if (forms & name.form) codes.push_back(name.code);
  return codes;
}

std::string describeProblem(const chess::PgnProblem& problem) {
  switch (problem.code) {
    case PgnProblemCode::UnknownToken:
      // A scoresheet's move under strict SAN (003: 马g1-f3): say what it is
      // and which reading takes it.
      if (chess::isScoresheetMoveShaped(problem.token))
        return "unknown token '" + problem.token +
               "' (skipped): not SAN but a scoresheet move in " +
               notationFormsText(chess::notationForms(problem.token)) +
               "; --notation lenient reads it";
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
    case PgnProblemCode::MovetextOnTagLine:
      return "the moves follow the tags on their line (read; PGN puts a blank line between)";
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

std::string describeEnd(chess::GameEnd end, chess::DrawRules rules) {
  // classic 10.1 "将死对方王的一方为胜方", 10.3 "无子可动" (stalemate),
  // 10.4 "下残局形势之一,对局结果作和" (its list); no fivefold or 75 moves.
  if (rules == chess::DrawRules::Classic) switch (end) {
      case chess::GameEnd::Checkmate:
        return "checkmate (classic 10.1)";
      case chess::GameEnd::Stalemate:
        return "stalemate (classic 10.3)";
      case chess::GameEnd::InsufficientMaterial:
        return "insufficient material, a position of the 10.4 list (classic 10.4)";
      default:
        break;
    }
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

const char* colorName(chess::Color color) {
  return color == chess::Color::White ? "White" : "Black";
}

}  // namespace cli
