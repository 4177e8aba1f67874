// SPDX-License-Identifier: MIT
// `arbiter pair` and `arbiter trf convert`, end to end on temporary files.
#include "tests/cli/cli_run.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace {

namespace fs = std::filesystem;
using cli_test::runArbiter;

fs::path writeFile(const std::string& name, const std::string& text) {
  const fs::path dir = fs::path(ARBITER_TEST_OUTPUT_DIR) / "cli-pair";
  fs::create_directories(dir);
  std::ofstream(dir / name, std::ios::binary) << text;
  return dir / name;
}

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// A 4-player round robin after round 1 of the Berger table (1-4, 2-3).
const std::string FourPlayersAfterRoundOne =
    "012 Club round robin\n"
    "001    1      Ann                                                                1.0    1"
    "     4 w 1\n"
    "001    2      Bob                                                                0.5    2"
    "     3 w =\n"
    "001    3      Cid                                                                0.5    2"
    "     2 b =\n"
    "001    4      Dan                                                                0.0    4"
    "     1 b 0\n"
    "XXR 3\n";

TEST(PairCommand, PrintsTheNextBergerRoundAsAPairList) {
  const auto file = writeFile("rr4.trf", FourPlayersAfterRoundOne);
  const auto r = runArbiter({"pair", file.string(), "--system", "berger"});
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out, "2\n4 3\n1 2\n");  // C.05 Annex 1, 4 players, round 2: 4-3, 1-2
}

TEST(PairCommand, WritesTheOutputFileAndExplains) {
  const auto file = writeFile("rr4b.trf", FourPlayersAfterRoundOne);
  const auto out = fs::path(ARBITER_TEST_OUTPUT_DIR) / "cli-pair" / "rr4.pairs";
  const auto r =
      runArbiter({"pair", file.string(), "--system", "berger", "--output", out.string()});
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(slurp(out), "2\n4 3\n1 2\n");
  const auto explained = runArbiter({"pair", file.string(), "--system", "berger", "--explain"});
  EXPECT_EQ(explained.exitCode, 0);
  EXPECT_NE(explained.out.find("Board 1: 4 Dan (White) - 3 Cid (Black)"), std::string::npos)
      << explained.out;
}

TEST(PairCommand, RefusesAFinishedRoundRobin) {
  const auto r = runArbiter(
      {"pair", std::string(ARBITER_CORPUS_DIR) + "/tournaments/fide-c07-held-exercises-rr6.trf",
       "--system", "berger"});
  EXPECT_EQ(r.exitCode, 76);
  EXPECT_NE(r.err.find("already recorded"), std::string::npos) << r.err;
}

TEST(PairCommand, NamesLineAndColumnOfABadFile) {
  std::string bad = FourPlayersAfterRoundOne;
  bad.replace(bad.find(" 4 w 1"), 6, " 4 x 1");
  const auto file = writeFile("bad.trf", bad);
  const auto r = runArbiter({"pair", file.string(), "--system", "berger"});
  EXPECT_EQ(r.exitCode, 65);
  EXPECT_NE(r.err.find("bad.trf:2:97: the colour is not w, b or -"), std::string::npos) << r.err;
}

TEST(PairCommand, ReportsAMissingFileAndBadUsage) {
  EXPECT_EQ(runArbiter({"pair", "/nonexistent/x.trf"}).exitCode, 66);
  const auto file = writeFile("rr4c.trf", FourPlayersAfterRoundOne);
  EXPECT_EQ(runArbiter({"pair", file.string(), "--system", "lim"}).exitCode, 64);
  EXPECT_EQ(runArbiter({"pair"}).exitCode, 64);
}

// thirdparty/min8_only_one_legal_pairing: only 1-2, 3-4, 5-6, 7-8 are
// legal; the four boards come out exactly as bbpPairings v6.0.0 gives them
// (the .pairs file beside it), never fewer.
TEST(PairCommand, PairsEveryPlayerWhenOnlyOnePairingIsLegal) {
  const std::string base =
      std::string(ARBITER_CORPUS_DIR) + "/pairing/thirdparty/min8_only_one_legal_pairing";
  const auto r = runArbiter({"pair", base + ".trf"});
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out, slurp(base + ".pairs"));
  // S1 = 1 3 5 7 after exchanging 2 and 4 for 5 and 7.
  const auto explained = runArbiter({"pair", base + ".trf", "--explain"});
  EXPECT_NE(explained.out.find("exchange:    2 players each way between S1 and S2"),
            std::string::npos)
      << explained.out;
  EXPECT_NE(explained.out.find("pair:        6 Player 6 - 5 Player 5"), std::string::npos)
      << explained.out;
}

std::string fileText(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// 192 FIDE_DUTCH_2017 pairs by the 2017 edition of C.04.3: corpus case 130
// (16 players, round 4) is one of the 24 where the editions differ; the
// expected lists are bbpPairings v5.0.1's (dutch-2017/130.pairs) and, with
// `--edition 2026`, v6.0.0's (dutch/130.pairs).
TEST(PairCommand, The2017EditionPairsByTheRecordOrTheOption) {
  const std::string corpus = std::string(ARBITER_CORPUS_DIR) + "/pairing/";
  std::string text = fileText(corpus + "dutch/130.trf");
  text.insert(text.find('\n') + 1, "192 FIDE_DUTCH_2017\n");
  const auto file = writeFile("dutch2017.trf", text);
  const auto paired = runArbiter({"pair", file.string()});
  EXPECT_EQ(paired.exitCode, 0) << paired.err;
  EXPECT_EQ(paired.out, fileText(corpus + "dutch-2017/130.pairs"));
  const auto asked = runArbiter({"pair", file.string(), "--edition", "2026"});
  EXPECT_EQ(asked.exitCode, 0) << asked.err;
  EXPECT_EQ(asked.out, fileText(corpus + "dutch/130.pairs"));
  const auto plain = writeFile("dutch2017-plain.trf", fileText(corpus + "dutch/130.trf"));
  EXPECT_EQ(runArbiter({"pair", plain.string(), "--edition", "2017"}).out,
            fileText(corpus + "dutch-2017/130.pairs"));
  const auto explained = runArbiter({"pair", file.string(), "--explain"});
  EXPECT_NE(explained.out.find("(C.04.3, 2017 edition)"), std::string::npos) << explained.out;
  EXPECT_EQ(runArbiter({"pair", file.string(), "--edition", "2021"}).exitCode, 64);
}

TEST(TrfConvertCommand, ListsProblemsWithPlacesAndWritesTrf26) {
  const auto out = fs::path(ARBITER_TEST_OUTPUT_DIR) / "cli-pair" / "held.trf";
  const auto r = runArbiter(
      {"trf", "convert",
       std::string(ARBITER_CORPUS_DIR) + "/tournaments/fide-c07-held-exercises-swiss5.trf",
       out.string(), "--format", "trf26"});
  EXPECT_EQ(r.exitCode, 0) << r.err;
  // SOURCES.md: the player lines are not in start-number order (line 6 holds player 1).
  EXPECT_NE(r.err.find("swiss5.trf:6:5: warning: player lines not in start-number order"),
            std::string::npos)
      << r.err;
  const std::string written = slurp(out);
  EXPECT_NE(written.find("\n142 5\n"), std::string::npos);
  EXPECT_NE(written.find("\n001    1 m    Alyx"), std::string::npos);
}

TEST(TrfConvertCommand, RejectsAnUnknownFormat) {
  const auto file = writeFile("rr4d.trf", FourPlayersAfterRoundOne);
  EXPECT_EQ(runArbiter({"trf", "convert", file.string(), "/tmp/x", "--format", "trf99"}).exitCode,
            64);
}

}  // namespace
