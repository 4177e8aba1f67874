// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/round.h"

#include <cstdint>
#include <expected>
#include <string_view>
#include <vector>

namespace tournament {

// One board's result in a batch (a whole round typed at once).
struct BoardResult {
  int board = 0;
  GameResult result = GameResult::Pending;
  bool unrated = false;  // a game of less than one move (TRF W D L, B.02 5.1)
  bool operator==(const BoardResult&) const = default;
};

enum class BatchErrorCode : std::uint8_t {
  Empty,          // no result at all
  UnknownResult,  // a token that is no result
  BadBoard,       // "board result" line: the board is not a number >= 1
  MissingResult,  // "board result" line: a board without its result
  BoardTwice,     // the same board given twice
};

// A refusal with its 1-based line and column (of the token).
struct BatchError {
  BatchErrorCode code;
  int line = 0;
  int column = 0;
};

// The result of one token, as the arbiter types it on a results sheet:
//   1  1-0            0  0-1            =  ½  1/2-1/2  draw
//   +  +/-  (Black did not play)       -  -/+  (White did not play)
//   --  -/-  (neither played)          00  0-0  (both lose, Laws 11.8)
//   *  pending
// each of 1-0, 1/2-1/2, 0-1 (and 1, =, 0) followed by "u" for a game of less
// than one move (not rated: "1u", "=u", "0-1u"). nullopt for anything else.
std::optional<BoardResult> parseBatchToken(std::string_view token);

// One line of results in board order, separated by spaces or commas:
// token i is board i ("1 = 0 + -").
std::expected<std::vector<BoardResult>, BatchError> parseBoardOrder(std::string_view line);

// "board result" lines ("3 1-0", "12 ="), one per line; blank lines and
// lines starting with '#' are skipped. Boards in any order, once each.
std::expected<std::vector<BoardResult>, BatchError> parseBoardLines(std::string_view text);

}  // namespace tournament
