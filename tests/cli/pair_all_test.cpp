// SPDX-License-Identifier: MIT
// `arbiter pair <event-file> --all`: the next round of every section, each
// by its own system and in a transaction of its own, and a summary of what
// was paired and what was refused.
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

std::size_t count(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

// Section `name` of `system` with `players` players (ratings falling by 50
// from 2350), initial colour White.
void addSection(const std::string& dir, const std::string& file, const std::string& name,
                const std::string& system, int players) {
  ASSERT_EQ(runArbiter({"section", "add", file, "--name", name, "--rounds", "5", "--pairing",
                        system, "--initial-colour", "white"})
                .exitCode,
            0);
  std::string csv = "name,rating\n";
  for (int i = 1; i <= players; ++i)
    csv += name + " " + std::to_string(i) + "," + std::to_string(2400 - 50 * i) + "\n";
  writeFile(dir + "/" + name + ".csv", csv);
  const auto added =
      runArbiter({"player", "import", file, dir + "/" + name + ".csv", "--section", name});
  ASSERT_EQ(added.exitCode, 0) << added.err;
}

std::string roundOf(const std::string& file, const std::string& section) {
  return runArbiter(
             {"round", "show", file, "--section", section, "--round", "1", "--format", "tsv"})
      .out;
}

}  // namespace

// Three sections: "Open" (Dutch, 4 players), "Rapid" (Dubov, 8 players)
// and "Blitz", whose round 1 is paired and has no results. Round 1 by hand:
// Dutch (C.04.3 art. 4: S1 = 1 2, S2 = 3 4; 5.2.5: the initial colour White
// to the higher player when his number is odd) 1-3, 4-2; Dubov (C.04.4.1
// 3.2.3: G1 = 1-4, G2 = 5-8; 5.2.1 by TPN parity) 1-5, 6-2, 3-7, 8-4.
// Blitz is refused and keeps its round 1 as it was; the two others are
// stored, one audited transaction each; exit 76 for the refusal.
TEST(PairAll, PairsEverySectionItCanAndSaysWhichItRefused) {
  const std::string dir = freshDir("pair-all");
  const std::string file = dir + "/event.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", file, "--name", "Festival"}).exitCode, 0);
  addSection(dir, file, "Open", "dutch", 4);
  addSection(dir, file, "Rapid", "dubov", 8);
  addSection(dir, file, "Blitz", "dutch", 4);
  ASSERT_EQ(runArbiter({"pair", file, "--section", "Blitz"}).exitCode, 0);
  const std::string blitzBefore = roundOf(file, "Blitz");
  const std::size_t roundsSetBefore = count(runArbiter({"log", file}).out, "round set ");

  const auto all = runArbiter({"pair", file, "--all", "--start", "2026-05-02 10:00"});
  EXPECT_EQ(all.exitCode, 76) << all.out << all.err;
  EXPECT_TRUE(contains(all.out, "section \"Open\": round 1 paired: 2 boards\n")) << all.out;
  EXPECT_TRUE(contains(all.out, "section \"Rapid\": round 1 paired: 4 boards\n")) << all.out;
  EXPECT_TRUE(contains(all.out,
                       "section \"Blitz\": round 2 refused: round 1 has no result on "
                       "boards 1, 2"))
      << all.out;
  EXPECT_TRUE(contains(all.out, "3 sections: 2 paired, 1 refused")) << all.out;

  const std::string openRound = roundOf(file, "Open");
  EXPECT_TRUE(contains(openRound, "1\t1\t3\t")) << openRound;
  EXPECT_TRUE(contains(openRound, "2\t4\t2\t")) << openRound;
  const std::string rapidRound = roundOf(file, "Rapid");
  for (const char* board : {"1\t1\t5\t", "2\t6\t2\t", "3\t3\t7\t", "4\t8\t4\t"})
    EXPECT_TRUE(contains(rapidRound, board)) << rapidRound;
  EXPECT_EQ(roundOf(file, "Blitz"), blitzBefore);
  EXPECT_EQ(count(runArbiter({"log", file}).out, "round set "), roundsSetBefore + 2);
}

// --explain and --dry-run are a section's: with --all a usage error, and
// nothing is stored.
TEST(PairAll, OptionsOfOneSectionAreUsageErrors) {
  const std::string dir = freshDir("pair-all-usage");
  const std::string file = dir + "/event.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", file, "--name", "Festival"}).exitCode, 0);
  addSection(dir, file, "Open", "dutch", 4);
  const std::string before = readAll(file);
  for (const char* option : {"--explain", "--dry-run"}) {
    const auto run = runArbiter({"pair", file, "--all", option});
    EXPECT_EQ(run.exitCode, 64) << option;
    EXPECT_TRUE(contains(run.err, "applies to one section")) << run.err;
  }
  EXPECT_EQ(readAll(file), before);
}
