// SPDX-License-Identifier: MIT
#pragma once

// A draw claim judged on a game record: reading game N of a PGN file,
// replaying it, and running the rules core's claim checker
// (domain/chess/claim_check.h). Shared by `arbiter claim` (a verdict on a
// file) and `arbiter draw-claim --pgn` (the verdict recorded in the event).

#include "domain/chess/claim_check.h"
#include "domain/chess/game_verifier.h"
#include "domain/chess/pgn_game.h"

#include <expected>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cli {

// A game of a PGN file, replayed.
struct RecordedGame {
  chess::PgnGame game;
  chess::GameVerdict verdict;
  chess::MainLineRecord line;
};

// Why the game could not be read: the exit code (66 no file, 65 bad input)
// and the message, naming the file and line.
struct RecordError {
  int exitCode = 0;
  std::string message;
};

// Game `gameNumber` (1 = first) of `path`, replayed under `rules` (the
// automatic ends of the profile), its moves read leniently (a scoresheet).
std::expected<RecordedGame, RecordError> readRecordedGame(
    const std::string& path, int gameNumber, chess::DrawRules rules = chess::DrawRules::Fide2023);

// The claim's kinds to judge: "threefold", "fifty" or "both" (UsageError otherwise).
std::vector<chess::ClaimKind> claimKinds(const std::string& kindName);

// The claim judged under each kind. Without a kind named, a claim is
// correct if either rule makes it so: then only the deciding rule(s) are
// kept; an incorrect claim keeps every rule's verdict.
struct JudgedClaim {
  std::vector<std::pair<chess::ClaimKind, chess::ClaimVerdict>> verdicts;
  bool valid = false;
};
std::expected<JudgedClaim, chess::ClaimError> judgeClaim(
    const RecordedGame& record, int ply, const std::vector<chess::ClaimKind>& kinds,
    const std::optional<std::string>& writtenMove,
    chess::DrawRules rules = chess::DrawRules::Fide2023);

// "ply 57 (29. Nf3)" or "ply 0 (the start)".
std::string plyText(const chess::PlyReference& ref);

}  // namespace cli
