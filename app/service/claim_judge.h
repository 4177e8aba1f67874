// SPDX-License-Identifier: MIT
#pragma once

// A threefold or fifty-move claim judged on a game record (Laws 9.2, 9.3;
// classic 10.10, 10.12), once for every front end: `arbiter claim` (a
// verdict on a file), `arbiter draw-claim --pgn` (the verdict recorded in
// the event) and the desk's claim dialog.

#include "domain/chess/claim_check.h"
#include "domain/chess/game_verifier.h"
#include "domain/chess/pgn_game.h"
#include "domain/tournament/claim_penalty.h"
#include "domain/tournament/rules_profile.h"

#include <cstdint>
#include <expected>
#include <istream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace service {

// A game of a PGN text, replayed.
struct RecordedGame {
  chess::PgnGame game;
  chess::GameVerdict verdict;
  chess::MainLineRecord line;
};

enum class RecordErrorCode : std::uint8_t {
  NoSuchGame,     // the text holds fewer games than asked for
  UnusableStart,  // the game's start position (FEN, SetUp) cannot be used
};

struct RecordError {
  RecordErrorCode code;
  int gamesFound = 0;  // NoSuchGame: how many there are
  int line = 0;        // UnusableStart: the game's first line
  chess::GameVerdict verdict;
};

// Game `gameNumber` (1 = first) of the PGN text `pgn`, replayed under the
// profile's draw rules (its automatic ends), its moves read in `notation`:
// Lax is the PGN standard's SAN as `verify` reads it; Lenient also takes a
// scoresheet's forms (马g1-f3), and reads every Lax move the same way.
std::expected<RecordedGame, RecordError> readRecordedGame(std::istream& pgn, int gameNumber,
                                                          tournament::RulesProfile profile,
                                                          chess::SanMode notation);

// What the arbiter asks: the moment (after `ply` half-moves), the rules to
// judge by (several: correct if any makes it so), the written move if any,
// and the event's profile and rate for the consequence of an incorrect claim.
struct ClaimQuestion {
  int ply = 0;
  std::vector<chess::ClaimKind> kinds{chess::ClaimKind::Threefold, chess::ClaimKind::FiftyMoves};
  std::optional<std::string> writtenMove;
  tournament::RulesProfile profile = tournament::RulesProfile::Fide2023;
  tournament::RateOfPlay rate = tournament::RateOfPlay::Standard;
  // The claimant's clock, when known (classic 10.13(2) decides a loss by it).
  std::optional<int> claimantUsedSeconds;
  std::optional<int> timeLimitSeconds;
  // The section's extended fifty-move counts for named endings (classic
  // 10.12, tournament::SectionSettings::fiftyMoveExtensions); only the
  // classic profile applies them.
  std::vector<chess::FiftyMoveExtension> fiftyMoveExtensions;
};

// The verdict under each rule asked. A correct claim keeps only the
// deciding rule(s); an incorrect one keeps every rule's verdict and the
// profile's consequence (FIDE 9.5.3 / A.3, classic 10.13).
struct JudgedClaim {
  std::vector<std::pair<chess::ClaimKind, chess::ClaimVerdict>> verdicts;
  bool valid = false;
  std::optional<tournament::ClaimPenalty> penalty;
  // With the penalty: what it does to the claimant's clock (undecided
  // without the clock).
  std::optional<tournament::ClaimPenaltyJudgement> judgement;
};

std::expected<JudgedClaim, chess::ClaimError> judgeClaim(const RecordedGame& record,
                                                         const ClaimQuestion& question);

}  // namespace service
