// SPDX-License-Identifier: MIT
// `arbiter verify --notation lenient`: the client's recording notation
// inside a PGN file (003: "例如马g1-f3，表示马由g1格走到f3格"), each move read
// leniently named with its place, ply and form; strict SAN stays the
// default. Places and plies counted by hand (columns are byte columns: a
// Chinese letter is 3 bytes in UTF-8).
#include "tests/cli/cli_run.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace {

namespace fs = std::filesystem;

std::string writeTemp(const std::string& name, const std::string& text) {
  const fs::path dir = fs::path(ARBITER_TEST_OUTPUT_DIR) / "verify_scoresheet";
  fs::create_directories(dir);
  std::ofstream(dir / name, std::ios::binary) << text;
  return (dir / name).string();
}

// Game 1 (lines 1-6): 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 in 003's notation,
// legal; game 2 (line 8): 2. 马z9 names no square.
const std::string Scoresheets =
    "[Event \"Club\"]\n[White \"王芳\"]\n[Black \"李雷\"]\n[Result \"*\"]\n\n"
    "1. e4 e5 2. 马g1-f3 马b8-c6 3. 象b5 a6 *\n\n"
    "1. e4 e5 2. 马z9 马b8-c6 *\n";

}  // namespace

TEST(VerifyScoresheet, LenientNotationNamesEachMoveItRelaxed) {
  const std::string file = writeTemp("scoresheets.pgn", Scoresheets);
  const auto run = cli_test::runArbiter({"verify", "--notation", "lenient", file});
  EXPECT_EQ(run.exitCode, 1) << run.err;  // game 2 has a move that cannot be played
  const std::string expected =
      file +
      ":1: game 1 (王芳 - 李雷), 6 legal plies\n"
      "  3 move(s) read leniently (not standard SAN):\n"
      "    " +
      file +
      ":6:13: ply 3, 2. 马g1-f3: Chinese piece letters (马g1-f3), long "
      "algebraic (both squares)\n"
      "    " +
      file +
      ":6:22: ply 4, 2... 马b8-c6: Chinese piece letters (马g1-f3), long "
      "algebraic (both squares)\n"
      "    " +
      file + ":6:34: ply 5, 3. 象b5: Chinese piece letters (马g1-f3)\n" + file +
      ":8: game 2 (? - ?), 2 legal plies\n"
      "  " +
      file + ":8:13: not a move at 2. 马z9 (ply 3); the main line stops here\n";
  EXPECT_EQ(run.out.substr(0, expected.size()), expected) << run.out;
  EXPECT_NE(run.out.find("2 games, 8 legal plies; 1 with a move that cannot be played, 1 with "
                         "PGN or FEN problems\n"),
            std::string::npos)
      << run.out;

  const auto json =
      cli_test::runArbiter({"verify", "--notation", "lenient", "--format", "json", file});
  EXPECT_NE(json.out.find("\"forms\":[\"chinese-pieces\",\"long-algebraic\"]"), std::string::npos)
      << json.out;
}

// Without --notation the PGN standard's SAN: the Chinese words are syntax
// problems, nothing is reported as read leniently, and 3. a6 (White's
// move once the three words are skipped) cannot be played.
TEST(VerifyScoresheet, StrictSanStaysTheDefault) {
  const std::string file = writeTemp("scoresheets-strict.pgn", Scoresheets);
  const auto run = cli_test::runArbiter({"verify", file});
  EXPECT_EQ(run.exitCode, 1);
  EXPECT_EQ(run.out.find("read leniently"), std::string::npos) << run.out;
  // Each scoresheet word is named as such, with its place (the columns of
  // the lenient test above) and the reading that takes it; 马z9 names no
  // square, so it is only an unknown token.
  for (const std::string& line :
       {file + ":6:13: unknown token '马g1-f3' (skipped): not SAN but a scoresheet move in "
               "Chinese piece letters (马g1-f3), long algebraic (both squares); --notation "
               "lenient reads it\n",
        file + ":6:22: unknown token '马b8-c6' (skipped): not SAN but a scoresheet move in "
               "Chinese piece letters (马g1-f3), long algebraic (both squares); --notation "
               "lenient reads it\n",
        file + ":6:34: unknown token '象b5' (skipped): not SAN but a scoresheet move in "
               "Chinese piece letters (马g1-f3); --notation lenient reads it\n",
        file + ":8:13: unknown token '马z9' (skipped)\n"})
    EXPECT_NE(run.out.find(line), std::string::npos) << line << "\n" << run.out;
  EXPECT_NE(run.out.find(" at 2. a6 (ply 3); the main line stops here"), std::string::npos)
      << run.out;
}
