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

TEST(GenerateCommand, WritesTrf26OnRequest) {
  const auto r = runArbiter(
      {"generate", "--players", "4", "--rounds", "3", "--system", "berger", "--format", "trf26"});
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("\n142 3\n"), std::string::npos);
}

TEST(GenerateCommand, RejectsBadNumbers) {
  EXPECT_EQ(runArbiter({"generate", "--players", "x", "--rounds", "3"}).exitCode, 64);
  EXPECT_EQ(runArbiter({"generate", "--players", "8", "--rounds", "3", "--draws", "101"}).exitCode,
            64);
  EXPECT_EQ(runArbiter({"generate", "--rounds", "3"}).exitCode, 64);
}

}  // namespace
