// SPDX-License-Identifier: MIT
// `arbiter verify` end to end: output formats and exit codes on corpus
// files and temporary files.
#include "tests/cli/cli_run.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;

const std::string Tricky = std::string(ARBITER_CORPUS_DIR) + "/pgn/tricky/";

std::string expectedLines(const std::string& expectFile) {
  std::ifstream in(expectFile, std::ios::binary);
  std::string lines;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line[0] != '#') lines += line + '\n';
  }
  return lines;
}

fs::path writeTemp(const std::string& name, const std::string& text) {
  const fs::path dir = fs::path(ARBITER_TEST_OUTPUT_DIR) / "verify_cli";
  fs::create_directories(dir);
  std::ofstream(dir / name, std::ios::binary) << text;
  return dir / name;
}

TEST(VerifyCommand, TsvReproducesTheCorpusLines) {
  for (const char* name : {"repetition.pgn", "fifty.pgn", "insufficient.pgn", "features.pgn"}) {
    const auto run = cli_test::runArbiter({"verify", "--format", "tsv", Tricky + name});
    EXPECT_EQ(run.out, expectedLines(Tricky + name + ".expect.tsv")) << name;
    EXPECT_EQ(run.exitCode, 0) << name;
  }
}

TEST(VerifyCommand, ExitsOneAndPlacesTheIllegalMove) {
  const auto file =
      writeTemp("illegal.pgn", "[White \"A\"]\n[Black \"B\"]\n\n1. e4 f5 2. Qh5+ Kf7 1-0\n");
  const auto run = cli_test::runArbiter({"verify", file.string()});
  EXPECT_EQ(run.exitCode, 1);
  EXPECT_NE(
      run.out.find(file.string() +
                   ":4:18: illegal move (it would leave the king in check) at 2... Kf7 (ply 4)"),
      std::string::npos)
      << run.out;
}

TEST(VerifyCommand, TextNamesClaimsWithMoveNumbers) {
  const auto run = cli_test::runArbiter({"verify", Tricky + "repetition.pgn"});
  EXPECT_EQ(run.exitCode, 0);
  EXPECT_NE(run.out.find("threefold claim valid on the board (Laws 9.2.2) at plies 8 (after 4...)"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("fivefold repetition (Laws 9.6.1) at ply 16"), std::string::npos);
}

TEST(VerifyCommand, MalformedPgnIsBadInputWithItsPlace) {
  // Game 1 writes "Ke9", a word meant as a move: its main line stops there
  // (issue 15 item 12), so the file has a move that cannot be played (1).
  const auto run = cli_test::runArbiter({"verify", Tricky + "syntax.pgn"});
  EXPECT_EQ(run.exitCode, 1);
  EXPECT_NE(run.out.find("syntax.pgn:10:7: unknown token 'Ke9'"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("syntax.pgn:10:7: "), run.out.rfind("syntax.pgn:10:7: ")) << run.out;
  const auto junk = writeTemp("junk-token.pgn", "1. e4 e5 ½-½ *\n");
  EXPECT_EQ(cli_test::runArbiter({"verify", junk.string()}).exitCode, 65);
}

TEST(VerifyCommand, JsonIsOneDocumentWithEveryGame) {
  const auto run = cli_test::runArbiter({"verify", "--format", "json", Tricky + "illegal.pgn"});
  EXPECT_EQ(run.exitCode, 1);
  EXPECT_EQ(run.out.rfind("{\"files\":[{\"file\":", 0), 0u) << run.out.substr(0, 80);
  EXPECT_NE(run.out.find("\"kind\":\"ambiguous\""), std::string::npos);
  EXPECT_NE(run.out.find("\"candidates\":[\"Nbd2\",\"Nfd2\"]"), std::string::npos);
}

TEST(VerifyCommand, UsageAndMissingFiles) {
  EXPECT_EQ(cli_test::runArbiter({"verify"}).exitCode, 64);
  EXPECT_EQ(cli_test::runArbiter({"verify", "--format", "xml", Tricky + "fifty.pgn"}).exitCode, 64);
  const auto missing = cli_test::runArbiter({"verify", "/nonexistent/game.pgn"});
  EXPECT_EQ(missing.exitCode, 66);
  EXPECT_NE(missing.err.find("cannot open '/nonexistent/game.pgn'"), std::string::npos);
}

TEST(VerifyCommand, BinaryGarbageDoesNotCrash) {
  std::string junk;
  for (int i = 0; i < 5000; ++i) junk += static_cast<char>((i * 7919) % 256);
  const auto file = writeTemp("junk.pgn", junk + "\n[Event \"x\"]\n\n1. e4 {open");
  const auto run = cli_test::runArbiter({"verify", file.string()});
  EXPECT_TRUE(run.exitCode == 65 || run.exitCode == 1) << run.exitCode;
}

}  // namespace
