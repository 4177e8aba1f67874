// SPDX-License-Identifier: MIT
#pragma once

// The command line's side of a draw claim judged on a game record (the
// judge itself: app/service/claim_judge.h): the PGN file read with its
// failures as exit codes and messages, the --kind option, plies in words.
// Shared by `arbiter claim` and `arbiter draw-claim --pgn` (the words of
// a verdict: app/service/claim_words.h).

#include "app/service/claim_judge.h"

#include <expected>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cli {

// Why the game could not be read: the exit code (66 no file, 65 bad input)
// and the message, naming the file and line.
struct RecordError {
  int exitCode = 0;
  std::string message;
};

// Game `gameNumber` (1 = first) of the PGN file `path`, replayed as
// service::readRecordedGame does, under the profile's draw rules, its moves
// read in `notation` (notation_option.h).
std::expected<service::RecordedGame, RecordError> readRecordedGame(const std::string& path,
                                                                   int gameNumber,
                                                                   tournament::RulesProfile profile,
                                                                   chess::SanMode notation);

// The claim's kinds to judge: "threefold", "fifty" or "both" (UsageError otherwise).
std::vector<chess::ClaimKind> claimKinds(const std::string& kindName);

}  // namespace cli
