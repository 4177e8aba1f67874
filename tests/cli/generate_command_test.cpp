// SPDX-License-Identifier: MIT
// `arbiter generate`, end to end.
#include "tests/cli/cli_run.h"

#include "domain/interchange/trf_reader.h"

#include <gtest/gtest.h>

namespace {

using cli_test::runArbiter;

TEST(GenerateCommand, WritesAReproducibleRoundRobinTrf) {
  const std::vector<std::string> args = {"generate", "--players", "6",      "--rounds", "10",
                                         "--system", "berger",    "--seed", "9"};
  const auto first = runArbiter(args);
  ASSERT_EQ(first.exitCode, 0) << first.err;
  EXPECT_EQ(runArbiter(args).out, first.out);
  const auto doc = interchange::readTrf(first.out);
  ASSERT_TRUE(doc.has_value());
  EXPECT_EQ(doc->state.players.size(), 6u);
  EXPECT_EQ(doc->state.roundsRecorded(), 10);  // double round robin of 6
  EXPECT_TRUE(doc->issues.empty());
}

// C.05 Annex 1: a round robin of 8 players is 7 rounds (14 as a double one);
// 5 rounds are no whole cycle, and the refusal says so instead of "no legal
// pairing left".
TEST(GenerateCommand, ARoundRobinOfTooFewRoundsNamesTheRoundsItNeeds) {
  const auto r = runArbiter({"generate", "--players", "8", "--rounds", "5", "--system", "berger"});
  EXPECT_EQ(r.exitCode, 76);
  EXPECT_TRUE(r.out.empty()) << r.out;
  EXPECT_NE(r.err.find("5 rounds are planned, but a round robin of 8 players has 7 rounds (14 as "
                       "a double round robin"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("set the rounds (--rounds)"), std::string::npos) << r.err;
  // No round failed to pair: the rounds are set wrong, and only that is said.
  EXPECT_EQ(r.err.find("could not be paired"), std::string::npos) << r.err;
}

TEST(GenerateCommand, WritesTrf26OnRequest) {
  const auto r = runArbiter(
      {"generate", "--players", "4", "--rounds", "3", "--system", "berger", "--format", "trf26"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("\n142 3\n"), std::string::npos);
}

// The checklist's profiles from the command line; the file names its own
// configuration in a ### line (every setting written out), and running
// that line again makes the same file. `check --all` then re-pairs every
// round from the rounds before it: all are the engine's own, the points
// are the results' and the ranks follow the points.
TEST(GenerateCommand, WritesItsConfigurationAndEveryRoundChecksAsOurs) {
  const auto first = runArbiter({"generate", "--players", "30", "--rounds", "6", "--seed", "4",
                                 "--full-byes", "3", "--zero-byes", "3", "--unrated", "10",
                                 "--late-entries", "10", "--baku", "--tie-breaks", "BH,SB"});
  ASSERT_EQ(first.exitCode, 0) << first.err;
  const auto start = first.out.find("### arbiter generate ");
  ASSERT_NE(start, std::string::npos) << first.out;
  const std::string line = first.out.substr(start + 4, first.out.find('\n', start) - start - 4);
  EXPECT_NE(line.find("--seed 4 "), std::string::npos) << line;
  EXPECT_NE(line.find("--unrated 10 "), std::string::npos) << line;
  EXPECT_NE(line.find("--baku --tie-breaks BH,SB"), std::string::npos) << line;
  std::vector<std::string> again;
  for (std::size_t at = std::string("arbiter ").size(); at < line.size();) {
    const auto space = line.find(' ', at);
    again.push_back(line.substr(at, space - at));
    if (space == std::string::npos) break;
    at = space + 1;
  }
  EXPECT_EQ(runArbiter(again).out, first.out);
  const auto doc = interchange::readTrf(first.out);
  ASSERT_TRUE(doc.has_value());
  EXPECT_TRUE(doc->issues.empty());
  const std::string path = std::string(ARBITER_TEST_OUTPUT_DIR) + "/generated-checked.trf";
  ASSERT_EQ(
      runArbiter({"generate", "--players", "30", "--rounds", "6", "--seed", "4", "--output", path})
          .exitCode,
      0);
  const auto checked = runArbiter({"check", path, "--all"});
  EXPECT_EQ(checked.exitCode, 0) << checked.out << checked.err;
  EXPECT_NE(checked.out.find("6 rounds checked, 0 with a violation or not as ours; points agree, "
                             "ranks follow the points"),
            std::string::npos)
      << checked.out;
}

TEST(GenerateCommand, RejectsBadNumbers) {
  EXPECT_EQ(runArbiter({"generate", "--players", "x", "--rounds", "3"}).exitCode, 64);
  EXPECT_EQ(runArbiter({"generate", "--players", "8", "--rounds", "3", "--draws", "101"}).exitCode,
            64);
  EXPECT_EQ(runArbiter({"generate", "--rounds", "3"}).exitCode, 64);
}

}  // namespace
