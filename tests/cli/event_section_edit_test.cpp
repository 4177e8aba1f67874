// SPDX-License-Identifier: MIT
// Edits after entry through the real binary: section edit is audited and
// undoable; what results were judged under is fixed once a result exists,
// and a refusal leaves the file byte-identical.
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

TEST(EventCliSectionEdit, EditIsAuditedAndUndone) {
  const std::string dir = freshDir("section-edit");
  const std::string file = seededEvent(dir);  // 5 rounds, FIDE, round 1 paired, no result
  auto edit = runArbiter({"section", "edit", file, "--section", "Open", "--rounds", "7",
                          "--default-time", "30", "--place", "Shanghai"});
  ASSERT_EQ(edit.exitCode, 0) << edit.err;
  auto show = runArbiter({"event", "show", file}).out;
  EXPECT_NE(show.find("default time: 30 min"), std::string::npos) << show;
  EXPECT_NE(show.find("rounds: 7"), std::string::npos) << show;
  // Issue 15 item 18: the audit summary names every field that changed.
  const auto log = runArbiter({"log", file}).out;
  EXPECT_NE(log.find("section edit section=\"Open\" rounds=7 default-time=30 place=\"Shanghai\"\n"),
            std::string::npos)
      << log;
  ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0);
  show = runArbiter({"event", "show", file}).out;
  EXPECT_NE(show.find("default time: 0 min"), std::string::npos)
      << show;  // Laws 6.7.1: zero unless set
  EXPECT_NE(show.find("rounds: 5"), std::string::npos) << show;
  EXPECT_EQ(runArbiter({"section", "edit", file, "--section", "Open"}).exitCode,
            64);  // nothing to change
}

TEST(EventCliSectionEdit, ProfileFixedOnceAResultExistsFileUnchanged) {
  const std::string dir = freshDir("section-edit-refused");
  const std::string file = seededEvent(dir);
  ASSERT_EQ(runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "1", "1-0"})
                .exitCode,
            0);
  const std::string before = readAll(file);
  auto rules = runArbiter({"section", "edit", file, "--section", "Open", "--rules", "classic"});
  EXPECT_EQ(rules.exitCode, 76);
  EXPECT_NE(rules.err.find("cannot change once results are recorded"), std::string::npos)
      << rules.err;
  auto rounds = runArbiter({"section", "edit", file, "--section", "Open", "--rounds", "0"});
  EXPECT_EQ(rounds.exitCode, 64);  // not a number of rounds at all
  auto missing = runArbiter({"section", "edit", file, "--section", "Blitz", "--place", "X"});
  EXPECT_EQ(missing.exitCode, 64);  // an unknown section is a usage error (issue 15 item 14)
  EXPECT_NE(missing.err.find("the sections are: Open"), std::string::npos) << missing.err;
  EXPECT_EQ(readAll(file), before);
  EXPECT_EQ(
      runArbiter({"section", "edit", file, "--section", "Open", "--place", "Beijing"}).exitCode, 0);
}
