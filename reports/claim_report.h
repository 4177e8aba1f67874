// SPDX-License-Identifier: MIT
#pragma once

#include "domain/chess/claim_check.h"
#include "domain/chess/game_verifier.h"
#include "domain/tournament/claim_penalty.h"

#include <optional>
#include <string>

namespace reports {

// One judged draw claim, with what a report needs to show it.
struct ClaimCase {
  std::string white;  // the players and the event as the PGN tags give them
  std::string black;
  std::string event;
  const chess::MainLineRecord* line = nullptr;  // the replayed main line (not owned)
  chess::ClaimRequest request;
  chess::ClaimVerdict verdict;
  // For an incorrect claim: what follows under the event's rules profile.
  std::optional<tournament::ClaimPenalty> penalty;
  // For renderers without SVG (Qt's QTextDocument when printing to PDF):
  // each diagram is <img src="board:N" width="288" height="288"> showing
  // P_N, N being the ply; the caller supplies those images.
  bool diagramsAsImages = false;
};

// The words of the claim report; English by default, the GUI passes its own.
// "{}" marks where a value goes.
struct ClaimLabels {
  std::string lang = "en";
  std::string title = "Draw claim check";
  std::string game = "Game";
  std::string claim = "Claim";
  std::string threefold = "Threefold repetition (Laws 9.2)";
  std::string fifty = "Fifty-move rule (Laws 9.3)";
  std::string claimAt = "by {} at ply {}";
  std::string writtenMove = "with the written move {}";
  std::string verdict = "Verdict";
  std::string valid = "The claim is correct (Laws {}).";
  std::string invalid = "The claim is incorrect (Laws {}).";
  std::string white = "White";
  std::string black = "Black";
  std::string tooFewOccurrences = "The position does not stand for the third time.";
  std::string clockTooLow =
      "The last 50 moves of each player were not all made without a capture or a pawn move.";
  std::string writtenMoveIsZeroing = "The written move is a capture or a pawn move.";
  std::string writtenMoveEndsGame = "The written move mates or stalemates: the game ends first.";
  std::string writtenMoveIllegal = "The written move is not legal.";
  std::string noWrittenMoveClaim =
      "The classic rules (10.12) take no fifty-move claim with a written move: the fifty moves "
      "must be on the board.";
  std::string occurrences = "The position stood at these plies";
  std::string startPosition = "the start position";
  std::string afterWrittenMove = "after the written move {}";
  std::string lastZeroingMove = "Last capture or pawn move: ply {}";
  std::string noZeroingMove = "No capture or pawn move since the start.";
  std::string halfmoveClock = "Moves without capture or pawn move: {} plies";
  std::string claimedPosition = "The claimed position (ply {})";
  std::string consequence = "Consequence";
  std::string opponentTime =
      "{} minute(s) added to the remaining time of {}; the game continues (Laws {}).";
  std::string claimantTime =
      "{} minutes added to the used time of {}; the claimant loses if this passes the time "
      "limit (art. {}).";
  std::string moveMustBePlayed = "The written move {} must be played.";
};

// The verdict in sentences (plain UTF-8, not escaped): whether the claim is
// correct and under which article, why not, and what follows.
struct ClaimSummary {
  std::string verdict;      // "The claim is correct (Laws 9.2.2)."
  std::string reason;       // empty for a correct claim
  std::string consequence;  // empty for a correct claim or without a penalty
};
ClaimSummary summarizeClaim(const ClaimCase& claim, const ClaimLabels& labels = {});

// The claim report as an HTML5 document: the game, the claim, the verdict
// with the article and the reason, the plies of the repeated position (or
// the last capture or pawn move) and SVG board diagrams of those positions
// with the move that led to each highlighted; for an incorrect claim, the
// consequence. Names are escaped.
std::string claimReportPage(const ClaimCase& claim, const ClaimLabels& labels = {});

}  // namespace reports
