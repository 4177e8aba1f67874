// SPDX-License-Identifier: MIT
// `arbiter pair --system dutch`, `arbiter check` and `arbiter generate
// --system dutch` end to end. Expected pairings are bbpPairings v6.0.0's, as
// stored in the pairing corpus (../shared/corpus/pairing/README.md).
#include "tests/cli/cli_run.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace {

using cli_test::runArbiter;

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

const std::string Dutch = std::string(ARBITER_CORPUS_DIR) + "/pairing/dutch/";

// A file in the test output folder, which is created on first use.
std::string outputPath(const std::string& name) {
  std::filesystem::create_directories(ARBITER_TEST_OUTPUT_DIR);
  return std::string(ARBITER_TEST_OUTPUT_DIR) + "/" + name;
}

}  // namespace

// Cases 010 (175 players, round 8, clean) and 001 as written by the reference.
TEST(DutchPairCommand, PrintsTheReferencePairListByteForByte) {
  for (const std::string name : {"001", "010"}) {
    const auto run = runArbiter({"pair", Dutch + name + ".trf", "--system", "dutch"});
    EXPECT_EQ(run.exitCode, 0) << name << run.err;
    EXPECT_EQ(run.out, readFile(Dutch + name + ".pairs")) << name;
  }
}

TEST(DutchPairCommand, ExplainsBracketsAndColours) {
  const auto run = runArbiter({"pair", Dutch + "010.trf", "--explain"});
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_NE(run.out.find("Round 8: FIDE Dutch system"), std::string::npos);
  EXPECT_NE(run.out.find("Bracket "), std::string::npos);
  EXPECT_NE(run.out.find("board 1: "), std::string::npos);
}

// Case 032 by the 2017 edition (its answer ../dutch-2017/032.pairs): the
// 5.5 bracket is the PPB (Dutch2017Rules.ThePenultimateBracketIs... works
// it by hand) and the next bracket holds every player left, 14 to 27.
TEST(DutchPairCommand, ExplainsThe2017PenultimateAndCollapsedBrackets) {
  const auto run = runArbiter({"pair", Dutch + "032.trf", "--edition", "2017", "--explain"});
  EXPECT_EQ(run.exitCode, 0) << run.err;
  const auto ppb = run.out.find("Bracket 5.5 points");
  ASSERT_NE(ppb, std::string::npos) << run.out;
  const auto route = run.out.find("route:       the Penultimate Pairing Bracket", ppb);
  EXPECT_NE(route, std::string::npos) << run.out;
  const auto last = run.out.find(
      "Collapsed Last Bracket (C.04.3 2017 A.9): every player left, from 5 points", route);
  ASSERT_NE(last, std::string::npos) << run.out;
  EXPECT_NE(run.out.find("residents:   14 20 22 23 25 26 24 27", last), std::string::npos)
      << run.out;
  EXPECT_EQ(run.out.find("route:", route + 1), std::string::npos);
}

// The rounds of 010.trf were paired by the reference engine's own generator
// (manifest: matches_generator), so its last round breaks no absolute
// criterion and equals what our engine makes from the rounds before.
TEST(CheckCommand, AcceptsARoundPairedByTheReferenceEngine) {
  const auto run = runArbiter({"check", Dutch + "010.trf"});
  EXPECT_EQ(run.exitCode, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("Round 7: 87 boards"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("absolute criteria: all met"), std::string::npos);
  EXPECT_NE(run.out.find("same pairs and colours as our pairing"), std::string::npos);
}

// Round 2 of this file pairs 1 against 2 again (hand edit): C1 is broken.
TEST(CheckCommand, NamesARematchAsAC1Violation) {
  const std::string trf =
      "012 Rematch\n"
      "001    1      Player A                          2000                             1.0    1   "
      "  2 w 1     2 b 0  \n"
      "001    2      Player B                          1900                             1.0    2   "
      "  1 b 0     1 w 1  \n"
      "XXR 3\n";
  const std::string path = outputPath("rematch.trf");
  std::ofstream(path) << trf;
  const auto run = runArbiter({"check", path});
  EXPECT_EQ(run.exitCode, 1) << run.out << run.err;
  EXPECT_NE(run.out.find("violation C1: "), std::string::npos) << run.out;
}

TEST(GenerateCommand, PairsASwissWithTheDutchEngine) {
  const auto run = runArbiter(
      {"generate", "--players", "30", "--rounds", "5", "--seed", "7", "--system", "dutch"});
  ASSERT_EQ(run.exitCode, 0) << run.err;
  const std::string path = outputPath("generated-dutch.trf");
  std::ofstream(path) << run.out;
  // Every round of a generated Swiss passes the checker's absolute criteria.
  const auto check = runArbiter({"check", path});
  EXPECT_NE(check.out.find("absolute criteria: all met"), std::string::npos) << check.out;
}
