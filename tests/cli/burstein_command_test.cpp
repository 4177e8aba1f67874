// SPDX-License-Identifier: MIT
// The Burstein system (C.04.4.2, 2025) through the real binary: `pair
// --system burstein` and record 192 FIDE_BURSTEIN on a TRF, `--explain`,
// `check`, and a Burstein section of an event file (imported, paired,
// checked, exported with 192 and 092).
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Eight players after round 1 (a seeding round, 1.6: 3 rounds -> 1):
// 5-1 0-1, 2-6 1-0, 3-7 1-0, 8-4 0-1. `header`: lines before the players.
std::string afterRoundOne(const std::string& header) {
  return header +
         "001    1      Player 1                                                           1.0"
         "          5 b 1\n"
         "001    2      Player 2                                                           1.0"
         "          6 w 1\n"
         "001    3      Player 3                                                           1.0"
         "          7 w 1\n"
         "001    4      Player 4                                                           1.0"
         "          8 b 1\n"
         "001    5      Player 5                                                           0.0"
         "          1 w 0\n"
         "001    6      Player 6                                                           0.0"
         "          2 b 0\n"
         "001    7      Player 7                                                           0.0"
         "          3 b 0\n"
         "001    8      Player 8                                                           0.0"
         "          4 w 0\n"
         "XXR 3\nXXC white1\n";
}

// Round 2 by hand (tests/domain/pairing/burstein_rules_test.cpp, C8): the
// Indexes are equal within each scoregroup, so BSN = TPN; 1 and 4 both seek
// White, 5 and 8 both Black, so C8 (all preferences can be met) moves BSN
// 1 to BSN 3: 1-3, 4-2; 7-5, 6-8.
const std::string RoundTwo = "4\n1 3\n4 2\n7 5\n6 8\n";

}  // namespace

TEST(BursteinCommand, PairsATrfByRecord192OrBySystem) {
  const std::string dir = freshDir("burstein-trf");
  writeFile(dir + "/typed.trf", afterRoundOne("012 Burstein Open\n192 FIDE_BURSTEIN\n"));
  writeFile(dir + "/plain.trf", afterRoundOne("012 Burstein Open\n"));
  const auto typed = runArbiter({"pair", dir + "/typed.trf"});
  EXPECT_EQ(typed.exitCode, 0) << typed.err;
  EXPECT_EQ(typed.out, RoundTwo);
  const auto chosen = runArbiter({"pair", dir + "/plain.trf", "--system", "burstein"});
  EXPECT_EQ(chosen.exitCode, 0) << chosen.err;
  EXPECT_EQ(chosen.out, RoundTwo);
  const auto explained = runArbiter({"pair", dir + "/typed.trf", "--explain"});
  EXPECT_EQ(explained.exitCode, 0) << explained.err;
  EXPECT_TRUE(contains(explained.out, "Round 2: FIDE Burstein system (C.04.4.2, 2025 edition)"))
      << explained.out;
  EXPECT_TRUE(contains(explained.out, "ranked (BSN 1, 2, ...): 1 2 3 4")) << explained.out;
}

// Round 1 of the file is a seeding round (1.6): the Dutch system pairs 8
// players 1-5, 6-2, 3-7, 8-4 (C.04.3, White to odd numbers); the file's
// 5-1, 2-6 differ, so `check` names 1.6 and exits 1.
TEST(BursteinCommand, CheckNamesTheSeedingRound) {
  const std::string dir = freshDir("burstein-check");
  writeFile(dir + "/typed.trf", afterRoundOne("012 Burstein Open\n192 FIDE_BURSTEIN\n"));
  const auto checked = runArbiter({"check", dir + "/typed.trf"});
  EXPECT_EQ(checked.exitCode, 1) << checked.out << checked.err;
  EXPECT_TRUE(contains(checked.out, "absolute criteria: all met")) << checked.out;
  EXPECT_TRUE(contains(checked.out, "differs from our pairing first in 1.6 of C.04.4.2"))
      << checked.out;
}

// The same file imported as a section: a Burstein section (event show),
// round 2 stored as by hand, checked as ours, exported with 192 and 092.
TEST(BursteinCommand, ABursteinSectionPairsChecksAndExports) {
  const std::string dir = freshDir("burstein-section");
  const std::string file = dir + "/event.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", file, "--name", "Club"}).exitCode, 0);
  writeFile(dir + "/typed.trf", afterRoundOne("012 Burstein Open\n192 FIDE_BURSTEIN\n"));
  const auto imported =
      runArbiter({"trf", "import", dir + "/typed.trf", file, "--section", "Open"});
  ASSERT_EQ(imported.exitCode, 0) << imported.err;
  const auto shown = runArbiter({"event", "show", file});
  EXPECT_TRUE(contains(shown.out, "pairing: burstein (C.04.4.2, the 2025 edition)")) << shown.out;
  const auto paired =
      runArbiter({"pair", file, "--section", "Open", "--output", dir + "/round.pairs"});
  ASSERT_EQ(paired.exitCode, 0) << paired.err;
  EXPECT_EQ(readAll(dir + "/round.pairs"), RoundTwo);
  const auto checked = runArbiter({"check", file, "--section", "Open"});
  EXPECT_EQ(checked.exitCode, 0) << checked.out << checked.err;
  EXPECT_TRUE(contains(checked.out, "same pairs and colours as our pairing")) << checked.out;
  const auto trf26 = runArbiter({"trf", "export", file, "--section", "Open", "--format", "trf26"});
  EXPECT_TRUE(contains(trf26.out, "\n092 Swiss system, FIDE Burstein (C.04.4.2)\n")) << trf26.out;
  EXPECT_TRUE(contains(trf26.out, "\n192 FIDE_BURSTEIN\n")) << trf26.out;
  const auto log = runArbiter({"log", file});
  EXPECT_TRUE(contains(log.out, "by=burstein")) << log.out;
}
