// SPDX-License-Identifier: MIT
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

// A refused action exits 76, says why, and leaves the file byte-identical.
TEST(EventCliRefusals, RefusedActionLeavesTheFileUnchanged) {
  const std::string dir = freshDir("refused");
  const std::string file = seededEvent(dir);
  const std::string before = readAll(file);
  auto noBoard =
      runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "9", "1-0"});
  EXPECT_EQ(noBoard.exitCode, 76);
  EXPECT_EQ(noBoard.err,
            "arbiter: refused: there is no board 9 in that round; nothing was changed\n");
  auto notNext = runArbiter(
      {"round", "set", file, "--section", "Open", "--round", "3", dir + "/round1.pairs"});
  EXPECT_EQ(notNext.exitCode, 76);
  EXPECT_NE(notNext.err.find("the next round to pair is round 2"), std::string::npos);
  EXPECT_EQ(readAll(file), before);
  EXPECT_EQ(runArbiter({"log", file}).out.find("#5"), std::string::npos);
}

TEST(EventCliRefusals, BadArgumentsAreUsageErrors) {
  const std::string dir = freshDir("usage");
  const std::string file = seededEvent(dir);
  auto badResult =
      runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "1", "2-0"});
  EXPECT_EQ(badResult.exitCode, 64);
  EXPECT_NE(badResult.err.find("'2-0' is not a result"), std::string::npos);
  auto badRound =
      runArbiter({"result", file, "--section", "Open", "--round", "x", "--board", "1", "1-0"});
  EXPECT_EQ(badRound.exitCode, 64);
  auto badControl = runArbiter(
      {"section", "add", file, "--name", "B", "--rounds", "5", "--time-control", "40/90+"});
  EXPECT_EQ(badControl.exitCode, 64);
  EXPECT_NE(badControl.err.find("column 7"), std::string::npos) << badControl.err;
  auto missingRound = runArbiter({"result", file, "--section", "Open", "--board", "1", "1-0"});
  EXPECT_EQ(missingRound.exitCode, 64);
}

TEST(EventCliRefusals, BadInputFilesNameThePlace) {
  const std::string dir = freshDir("bad-input");
  const std::string file = seededEvent(dir);
  writeFile(dir + "/bad.csv", "name,rating\nA,2000\nB,twenty\n");
  auto csv = runArbiter({"player", "import", file, "--section", "Open", dir + "/bad.csv"});
  EXPECT_EQ(csv.exitCode, 65);
  EXPECT_EQ(csv.err,
            "arbiter: " + dir + "/bad.csv:3:3: a rating must be a whole number from 0 to 4000\n");
  writeFile(dir + "/bad.pairs", "2\n2 1\n");
  auto pairs =
      runArbiter({"round", "set", file, "--section", "Open", "--round", "2", dir + "/bad.pairs"});
  EXPECT_EQ(pairs.exitCode, 65);
  EXPECT_EQ(runArbiter({"result", dir + "/missing.arbiter", "--section", "Open", "--round", "1",
                        "--board", "1", "1-0"})
                .exitCode,
            66);
  writeFile(dir + "/text.arbiter",
            "this is not a database, just text that is long enough to be read\n");
  EXPECT_EQ(runArbiter({"event", "show", dir + "/text.arbiter"}).exitCode, 65);
  EXPECT_EQ(runArbiter({"event", "create", file, "--name", "Again"}).exitCode, 73);
}

// SQLite keeps PRAGMA user_version at byte offset 60 of the file header
// (big-endian). A file claiming version 99 is read, every change to it is
// refused, and it is left untouched.
TEST(EventCliRefusals, FileFromANewerArbiterIsReadOnlyAndLeftIntact) {
  const std::string dir = freshDir("newer");
  const std::string file = seededEvent(dir);
  std::string bytes = readAll(file);
  ASSERT_GT(bytes.size(), 100u);
  bytes[60] = 0;
  bytes[61] = 0;
  bytes[62] = 0;
  bytes[63] = 99;
  writeFile(file, bytes);
  auto refused =
      runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "1", "1-0"});
  EXPECT_EQ(refused.exitCode, 76);
  EXPECT_NE(refused.err.find("(schema version 99;"), std::string::npos) << refused.err;
  EXPECT_NE(refused.err.find("it can be read, not changed; nothing was changed"), std::string::npos)
      << refused.err;
  EXPECT_EQ(readAll(file), bytes);
  const auto shown = runArbiter({"event", "show", file});
  EXPECT_EQ(shown.exitCode, 0) << shown.err;
  EXPECT_NE(shown.out.find("Open"), std::string::npos) << shown.out;
  EXPECT_EQ(readAll(file), bytes);
}

// Issue 15 item 7: a final result is replaced only with --correct; nothing
// changes without it.
TEST(EventCliRefusals, ReplacingAFinalResultNeedsCorrect) {
  const std::string dir = freshDir("refuse-correct");
  const std::string file = seededEvent(dir);
  ASSERT_EQ(runOnBoardTwo({"result", file}, {"1-0"}).exitCode, 0);
  const auto refused = runOnBoardTwo({"result", file}, {"0-1"});
  EXPECT_EQ(refused.exitCode, 76);
  EXPECT_NE(refused.err.find("add --correct to replace it"), std::string::npos) << refused.err;
  EXPECT_NE(
      runArbiter({"round", "show", file, "--section", "Open", "--round", "1"}).out.find("1-0"),
      std::string::npos);
  const auto corrected = runOnBoardTwo({"result", file}, {"0-1", "--correct"});
  EXPECT_EQ(corrected.exitCode, 0) << corrected.err;
  const auto shown =
      runArbiter({"round", "show", file, "--section", "Open", "--round", "1", "--format", "tsv"});
  EXPECT_NE(shown.out.find("2\t4\t2\t0-1"), std::string::npos) << shown.out;
}
