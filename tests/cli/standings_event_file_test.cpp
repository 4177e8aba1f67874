// SPDX-License-Identifier: MIT
// `arbiter standings` and `arbiter rating` on an event file: the section's
// own tie-break list is used, an unknown section is a usage error and an
// adjourned game refuses final standings.
#include "tests/cli/cli_run.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace {

namespace fs = std::filesystem;
using cli_test::runArbiter;

TEST(StandingsEventFile, UsesTheSectionsTieBreaksAndRefusesAnAdjournedGame) {
  const fs::path dir = fs::path(ARBITER_TEST_OUTPUT_DIR) / "standings-event";
  fs::create_directories(dir);
  const auto event = (dir / "open.arbiter").string();
  fs::remove(event);
  const auto trf =
      (fs::path(ARBITER_CORPUS_DIR) / "tiebreaks" / "fide-c07-held-exercises-swiss5.trf").string();
  ASSERT_EQ(runArbiter({"event", "create", event, "--name", "Test"}).exitCode, 0);
  ASSERT_EQ(runArbiter({"section", "add", event, "--name", "Open", "--rounds", "5", "--tie-breaks",
                        "BH/C1,SB"})
                .exitCode,
            0);
  ASSERT_EQ(runArbiter({"player", "import", event, trf, "--section", "Open"}).exitCode, 0);
  const auto pairs = (dir / "r1.pairs").string();
  std::ofstream(pairs) << "8\n1 9\n10 2\n3 11\n12 4\n5 13\n14 6\n7 15\n16 8\n";
  ASSERT_EQ(
      runArbiter({"round", "set", event, pairs, "--section", "Open", "--round", "1"}).exitCode, 0);
  for (const char* board : {"1", "3", "4", "5", "6", "7", "8"})
    ASSERT_EQ(
        runArbiter({"result", event, "1-0", "--section", "Open", "--round", "1", "--board", board})
            .exitCode,
        0);
  ASSERT_EQ(runArbiter(
                {"result", event, "adjourned", "--section", "Open", "--round", "1", "--board", "2"})
                .exitCode,
            0);
  EXPECT_EQ(runArbiter({"standings", event}).exitCode, 76);
  EXPECT_EQ(runArbiter({"standings", event, "--section", "Nope"}).exitCode, 64);
  ASSERT_EQ(
      runArbiter({"result", event, "0-1", "--section", "Open", "--round", "1", "--board", "2"})
          .exitCode,
      0);
  const auto table = runArbiter({"standings", event});
  ASSERT_EQ(table.exitCode, 0) << table.err;
  EXPECT_NE(table.out.find("BH/C1"), std::string::npos) << table.out;
  EXPECT_NE(table.out.find("SB"), std::string::npos);
  const auto rating = runArbiter({"rating", event, "--section", "Open"});
  EXPECT_EQ(rating.exitCode, 0) << rating.err;
}

}  // namespace
