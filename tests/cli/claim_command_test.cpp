// SPDX-License-Identifier: MIT
// `arbiter claim` end to end: verdicts, consequences per rules profile
// (FIDE 9.5.3 / A.3, classic 10.13) and exit codes.
#include "tests/cli/cli_run.h"

#include <gtest/gtest.h>

#include <string>

namespace {

const std::string Repetition = std::string(ARBITER_CORPUS_DIR) + "/pgn/tricky/repetition.pgn";

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(ClaimCommand, ACorrectThreefoldClaimWithAWrittenMove) {
  // Game 1: 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8: at ply 7 Black writes Ng8.
  const auto run = cli_test::runArbiter({"claim", Repetition, "--ply", "7", "--kind", "threefold", "--move", "Ng8"});
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_TRUE(contains(run.out, "claim by Black at ply 7 with the written move Ng8 (Laws 9.2.1): CORRECT")) << run.out;
  EXPECT_TRUE(contains(run.out, "ply 4 (2... Ng8)"));
}

TEST(ClaimCommand, AnIncorrectClaimUnderFideStandardRapidAndClassic) {
  const std::vector<std::string> base{"claim", Repetition, "--ply", "6", "--kind", "threefold"};
  auto with = [&](std::vector<std::string> extra) {
    auto args = base;
    args.insert(args.end(), extra.begin(), extra.end());
    return cli_test::runArbiter(args);
  };
  const auto standard = with({});
  EXPECT_EQ(standard.exitCode, 1);
  EXPECT_TRUE(contains(standard.out, "(FIDE Laws 2023, 9.5.3): 2 minutes added to Black's remaining time"))
      << standard.out;
  const auto rapid = with({"--rate", "rapid"});
  EXPECT_TRUE(contains(rapid.out, "(FIDE Laws 2023, A.3): 1 minute added to Black's remaining time")) << rapid.out;
  const auto classic = with({"--rules", "classic", "--used", "116", "--limit", "120"});
  EXPECT_EQ(classic.exitCode, 1);
  EXPECT_TRUE(contains(classic.out, "5 minutes added to White's used time")) << classic.out;
  EXPECT_TRUE(contains(classic.out, "White LOSES"));
  const auto written = with({"--move", "Ng1"});  // legal, but P7 = P3 only twice
  EXPECT_TRUE(contains(written.out, "the written move Ng1 must be played")) << written.out;
}

TEST(ClaimCommand, ErrorsAndUsage) {
  EXPECT_EQ(cli_test::runArbiter({"claim", Repetition}).exitCode, 64);
  EXPECT_EQ(cli_test::runArbiter({"claim", Repetition, "--ply", "7", "--rules", "uscf"}).exitCode, 64);
  EXPECT_EQ(cli_test::runArbiter({"claim", Repetition, "--ply", "99"}).exitCode, 65);
  EXPECT_EQ(cli_test::runArbiter({"claim", Repetition, "--game", "50", "--ply", "1"}).exitCode, 65);
  EXPECT_EQ(cli_test::runArbiter({"claim", "/nonexistent.pgn", "--ply", "1"}).exitCode, 66);
}

}  // namespace
