// SPDX-License-Identifier: MIT
// Helpers shared by the PGN tests: the first game of a PGN text, replayed.
#pragma once

#include "domain/chess/game_verifier.h"
#include "domain/chess/pgn_reader.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

namespace chess::testing {

struct Replayed {
  GameVerdict verdict;
  MainLineRecord line;
};

// Reads the first game of `pgn` and verifies it under `rules`, keeping the main line.
inline Replayed replay(const std::string& pgn, DrawRules rules = DrawRules::Fide2023) {
  std::istringstream in(pgn);
  PgnReader reader(in);
  PgnGame game;
  EXPECT_TRUE(reader.next(game)) << pgn;
  Replayed replayed;
  GameVerifier verifier(rules);
  verifier.verify(game, replayed.verdict, &replayed.line);
  return replayed;
}

}  // namespace chess::testing
