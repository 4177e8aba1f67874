// SPDX-License-Identifier: MIT
// English wording of the PGN reader's and verifier's codes, shared by
// `arbiter verify` and `arbiter claim` (the domain returns codes only).
#pragma once

#include "domain/chess/claim_check.h"
#include "domain/chess/pgn_game.h"
#include "domain/chess/verdict.h"

#include <string>

namespace cli {

// "unknown token 'Ke9'", "no termination marker before the next game"...
std::string describeProblem(const chess::PgnProblem& problem);
// "illegal", "ambiguous (Nbd2, Nfd2)", "a null move", "not a move".
std::string describeFailure(const chess::MoveFailure& failure);
// "12." or "12..." for the move that produced P_ply.
std::string moveNumberText(const chess::GameVerdict& verdict, int ply);
// "checkmate (Laws 5.1.1)", "fivefold repetition (Laws 9.6.1)"...
std::string describeEnd(chess::GameEnd end);
// Why a claim is incorrect: "the position does not appear for the third time"...
std::string describeClaimFlaw(chess::ClaimFlaw flaw);
// "White" / "Black".
const char* colorName(chess::Color color);

}  // namespace cli
