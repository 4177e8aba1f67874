// SPDX-License-Identifier: MIT
// `arbiter pair --system dubov` end to end. Expected pairings are those of
// the Dubov corpus (../shared/corpus/pairing/dubov/README.md: the pairing on
// which py4swiss 0.3.1 and CPPDubovSystem 2.2 agree, in py4swiss's board
// order).
#include "tests/cli/cli_run.h"

#include <gtest/gtest.h>

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

const std::string Dubov = std::string(ARBITER_CORPUS_DIR) + "/pairing/dubov/";

}  // namespace

// Cases 001 (round 2, with players absent) and 017 (75 players) as the
// corpus writes them.
TEST(DubovPairCommand, PrintsTheCorpusPairListByteForByte) {
  for (const std::string name : {"001", "017"}) {
    const auto run = runArbiter({"pair", Dubov + name + ".trf", "--system", "dubov"});
    EXPECT_EQ(run.exitCode, 0) << name << run.err;
    EXPECT_EQ(run.out, readFile(Dubov + name + ".pairs")) << name;
  }
}

// Case 003 has an odd number of players: the PAB is named first (3.1).
TEST(DubovPairCommand, ExplainsTheByeScoregroupsAndColours) {
  const auto run = runArbiter({"pair", Dubov + "003.trf", "--system", "dubov", "--explain"});
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_NE(run.out.find(": FIDE Dubov system (C.04.4.1, 2026 edition)"), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("Pairing-allocated bye, given first"), std::string::npos);
  EXPECT_NE(run.out.find("\nScoregroup "), std::string::npos);
  EXPECT_NE(run.out.find("G1 (S1):"), std::string::npos);
  EXPECT_NE(run.out.find("board 1: "), std::string::npos);
}

TEST(DubovPairCommand, AnUnknownSystemIsAUsageError) {
  const auto run = runArbiter({"pair", Dubov + "001.trf", "--system", "lim"});
  EXPECT_EQ(run.exitCode, 64);
  EXPECT_NE(run.err.find("--system must be dutch, dubov or berger"), std::string::npos) << run.err;
}
