// SPDX-License-Identifier: MIT
// What an organizer trips over on the way: one section means that section
// for every command (as for `pair` and `standings`), `pair --dry-run
// --output` writes the pair list, and `trf import` into a file that does
// not exist creates it.
#include "tests/cli/event_cli_fixture.h"

#include <filesystem>

namespace {

using namespace event_cli;

TEST(EventOrganizerPaths, OneSectionMeansThatSectionEverywhere) {
  const std::string dir = freshDir("one-section");
  const std::string file = seededEvent(dir);  // section "Open", round 1: 1-3, 4-2, bye 5
  const auto result = runArbiter({"result", file, "--round", "1", "--board", "1", "1-0"});
  EXPECT_EQ(result.exitCode, 0) << result.err;
  const auto results = runArbiter({"results", file, "--round", "1", "--correct", "1 0"});
  EXPECT_EQ(results.exitCode, 0) << results.err;
  const auto bye =
      runArbiter({"player", "bye", file, "--player", "2", "--round", "3", "--kind", "half"});
  EXPECT_EQ(bye.exitCode, 0) << bye.err;
  const auto withdraw =
      runArbiter({"player", "withdraw", file, "--player", "4", "--from-round", "4"});
  EXPECT_EQ(withdraw.exitCode, 0) << withdraw.err;
  EXPECT_EQ(runArbiter({"round", "show", file, "--round", "1", "--format", "tsv"}).out,
            "1\t1\t3\t1-0\n2\t4\t2\t0-1\nbye\t5\t\tpairing-allocated bye\n");
}

TEST(EventOrganizerPaths, SeveralSectionsAreNamedWhenNoneIsGiven) {
  const std::string dir = freshDir("several-sections");
  const std::string file = seededEvent(dir);
  ASSERT_EQ(runArbiter({"section", "add", file, "--name", "Girls", "--rounds", "5"}).exitCode, 0);
  const auto result = runArbiter({"result", file, "--round", "1", "--board", "1", "1-0"});
  EXPECT_EQ(result.exitCode, 64);
  EXPECT_NE(result.err.find("several sections"), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("Girls"), std::string::npos) << result.err;
  const auto show = runArbiter({"round", "show", file, "--round", "1"});
  EXPECT_EQ(show.exitCode, 64);
  EXPECT_NE(show.err.find("several sections"), std::string::npos) << show.err;
  EXPECT_EQ(runArbiter({"round", "show", file, "--section", "Open", "--round", "1"}).exitCode, 0);
}

TEST(EventOrganizerPaths, ADryRunWritesTheOutputFileAndStoresNothing) {
  const std::string dir = freshDir("dry-run-output");
  const std::string file = seededEvent(dir);
  ASSERT_EQ(runArbiter({"results", file, "--round", "1", "1 0"}).exitCode, 0);
  const std::string pairs = dir + "/next.pairs";
  const auto dry = runArbiter({"pair", file, "--dry-run", "--output", pairs});
  ASSERT_EQ(dry.exitCode, 0) << dry.err;
  // The pair list format: the number of lines, then "white black", the bye last.
  const std::string written = readAll(pairs);
  ASSERT_FALSE(written.empty());
  EXPECT_EQ(written.substr(0, 2), "3\n");
  EXPECT_NE(written.find(" 0\n"), std::string::npos) << written;
  EXPECT_EQ(runArbiter({"round", "show", file, "--round", "2"}).exitCode, 76)
      << "a dry run stores no round";
}

TEST(EventOrganizerPaths, TrfImportIntoAMissingFileCreatesIt) {
  const std::string dir = freshDir("import-creates");
  writeFile(dir + "/club.trf",
            "012 Club Night\nXXR 3\n"
            "001    1      Anna                              2100\n"
            "001    2      Bert                              2000\n");
  const std::string file = dir + "/club.arbiter";
  const auto imported = runArbiter({"trf", "import", dir + "/club.trf", file});
  ASSERT_EQ(imported.exitCode, 0) << imported.err;
  const auto shown = runArbiter({"event", "show", file});
  EXPECT_EQ(shown.exitCode, 0);
  EXPECT_NE(shown.out.find("Club Night"), std::string::npos) << shown.out;
  // A file that cannot be imported leaves no event file behind.
  writeFile(dir + "/bad.trf",
            "012 Bad\n001    1      Anna                                     "
            "                                2 w 1\n001    2      Bert\n");
  EXPECT_NE(runArbiter({"trf", "import", dir + "/bad.trf", dir + "/bad.arbiter"}).exitCode, 0);
  EXPECT_FALSE(std::filesystem::exists(dir + "/bad.arbiter"));
}

}  // namespace
