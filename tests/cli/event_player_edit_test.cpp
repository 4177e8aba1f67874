// SPDX-License-Identifier: MIT
// Edits after entry through the real binary: player edit and player remove
// are audited and undoable; refusals leave the file byte-identical.
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

TEST(EventCliPlayerEdit, EditIsAuditedAndUndone) {
  const std::string dir = freshDir("player-edit");
  const std::string file = seededEvent(dir);
  const std::string before = readAll(file);
  auto badTitle =
      runArbiter({"player", "edit", file, "--section", "Open", "--player", "5", "--title", "XM"});
  EXPECT_EQ(badTitle.exitCode, 65) << badTitle.err;  // a malformed value (README exit codes)
  EXPECT_NE(badTitle.err.find("the title must be"), std::string::npos) << badTitle.err;
  EXPECT_EQ(runArbiter({"player", "edit", file, "--section", "Open", "--player", "5"}).exitCode,
            64);
  EXPECT_EQ(readAll(file), before);
  auto edit = runArbiter({"player", "edit", file, "--section", "Open", "--player", "5", "--name",
                          "Emile Corrected", "--rating", "2150"});
  ASSERT_EQ(edit.exitCode, 0) << edit.err;
  EXPECT_EQ(edit.out.find("renumbered"), std::string::npos);  // round 1 is paired: numbers stay
  EXPECT_NE(runArbiter({"player", "list", file, "--section", "Open"}).out.find("Emile Corrected"),
            std::string::npos);
  EXPECT_NE(
      runArbiter({"log", file})
          .out.find("player edit section=\"Open\" player=5 name=\"Emile Corrected\" rating=2150"),
      std::string::npos);
  ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0);
  auto list = runArbiter({"player", "list", file, "--section", "Open"}).out;
  EXPECT_EQ(list.find("Emile Corrected"), std::string::npos);
  EXPECT_NE(list.find("Émile"), std::string::npos);
}

TEST(EventCliPlayerRemove, OnlyNeverPairedPlayersAndUndone) {
  const std::string dir = freshDir("player-remove");
  const std::string file = seededEvent(dir);
  const std::string before = readAll(file);
  auto paired = runArbiter({"player", "remove", file, "--section", "Open", "--player", "5"});
  EXPECT_EQ(paired.exitCode, 76);
  EXPECT_NE(paired.err.find("withdraw the player instead"), std::string::npos) << paired.err;
  EXPECT_EQ(readAll(file), before);
  ASSERT_EQ(runArbiter({"player", "add", file, "--section", "Open", "--name", "Mistake", "--rating",
                        "1500"})
                .exitCode,
            0);
  auto removed = runArbiter({"player", "remove", file, "--section", "Open", "--player", "6"});
  ASSERT_EQ(removed.exitCode, 0) << removed.err;
  EXPECT_EQ(runArbiter({"player", "list", file, "--section", "Open"}).out.find("Mistake"),
            std::string::npos);
  EXPECT_NE(runArbiter({"log", file}).out.find("player remove section=\"Open\" player=6"),
            std::string::npos);
  ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0);
  EXPECT_NE(runArbiter({"player", "list", file, "--section", "Open"}).out.find("Mistake"),
            std::string::npos);
}
