// SPDX-License-Identifier: MIT
// English wording of the PGN reader's and verifier's codes, shared by
// `arbiter verify` and `arbiter claim` (the domain returns codes only).
#pragma once

#include "domain/chess/claim_check.h"
#include "domain/chess/draw_rules.h"
#include "domain/chess/notation_form.h"
#include "domain/chess/pgn_game.h"
#include "domain/chess/verdict.h"

#include <string>
#include <vector>

namespace cli {

// "unknown token 'Ke9'", "no termination marker before the next game"...
// An unknown token written in a scoresheet's notation (003: 马g1-f3) says
// so and that --notation lenient reads it.
std::string describeProblem(const chess::PgnProblem& problem);
// The scoresheet forms of a move read leniently (domain/chess/notation_form.h)
// as words for people ("Chinese piece letters (马g1-f3), long
// algebraic (both squares)") and as codes for JSON ("chinese-pieces", ...).
std::string notationFormsText(chess::NotationForms forms);
std::vector<const char*> notationFormCodes(chess::NotationForms forms);
// "illegal", "ambiguous (Nbd2, Nfd2)", "a null move", "not a move".
std::string describeFailure(const chess::MoveFailure& failure);
// "12." or "12..." for the move that produced P_ply.
std::string moveNumberText(const chess::GameVerdict& verdict, int ply);
// "checkmate (Laws 5.1.1)", "fivefold repetition (Laws 9.6.1)"...; under
// the classic rules their articles: "checkmate (classic 10.1)", "insufficient
// material (classic 10.4)".
std::string describeEnd(chess::GameEnd end, chess::DrawRules rules = chess::DrawRules::Fide2023);
// "White" / "Black".
const char* colorName(chess::Color color);

}  // namespace cli
