// SPDX-License-Identifier: MIT
// Malformed PGN never crashes: the hand-made corpus files with random bytes
// replaced by PGN's special characters (a fixed seed, so runs repeat), read
// and verified to the end; every problem lies inside the text.
#include "domain/chess/claim_check.h"
#include "domain/chess/game_verifier.h"
#include "domain/chess/pgn_reader.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string_view>

namespace chess {
namespace {

namespace fs = std::filesystem;

TEST(PgnFuzz, MutatedFilesAreReadToTheEndWithPlacedProblems) {
  constexpr std::string_view Alphabet = "{}()[]\"\\%;$!?*-/. \n\rNBRQKOx=+#e1a8\xEF\xBB\xBF\x1A";
  std::mt19937 random(20260101);
  std::size_t games = 0;
  for (const auto& entry :
       fs::directory_iterator(fs::path(ARBITER_CORPUS_DIR) / "pgn" / "tricky")) {
    if (entry.path().extension() != ".pgn") continue;
    std::ifstream file(entry.path(), std::ios::binary);
    std::stringstream buffer;
    buffer << file.rdbuf();
    const std::string original = buffer.str();
    for (int round = 0; round < 40; ++round) {
      std::string text = original;
      for (std::size_t k = 0; k < 1 + text.size() / 60; ++k) {
        text[random() % text.size()] = Alphabet[random() % Alphabet.size()];
      }
      const auto lineCount =
          static_cast<std::uint32_t>(std::count(text.begin(), text.end(), '\n') + 1);
      std::istringstream in(text);
      PgnReader reader(in);
      PgnGame game;
      GameVerifier verifier;
      GameVerdict verdict;
      MainLineRecord line;
      while (reader.next(game)) {
        verifier.verify(game, verdict, &line);
        ++games;
        for (const PgnProblem& problem : game.problems) {
          EXPECT_GE(problem.place.line, game.firstLine);
          EXPECT_LE(problem.place.line, lineCount + 1);
        }
        EXPECT_EQ(line.positions.empty() ? 0 : static_cast<int>(line.positions.size()) - 1,
                  verdict.plies);
        for (int ply = 0; ply < static_cast<int>(line.positions.size()); ply += 5) {
          (void)checkClaim(line, verdict, {ply, ClaimKind::Threefold, std::string("Nf3")});
        }
      }
    }
  }
  EXPECT_GT(games, 1000u);
}

}  // namespace
}  // namespace chess
