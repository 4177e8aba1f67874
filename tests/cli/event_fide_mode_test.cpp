// SPDX-License-Identifier: MIT
// FIDE mode (rules-reference §5): on for new sections; leaving it needs
// --confirm, is audited, cannot be undone or re-entered; in FIDE mode a
// second half-point bye and a full-point bye are warned about.
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

TEST(EventCliFideMode, LeavingNeedsConfirmationAndIsForGood) {
  const std::string dir = freshDir("fide-mode");
  const std::string file = seededEvent(dir);
  const std::string before = readAll(file);
  auto unconfirmed = runArbiter({"section", "leave-fide-mode", file, "--section", "Open"});
  EXPECT_EQ(unconfirmed.exitCode, 76);
  EXPECT_NE(unconfirmed.err.find("repeat with --confirm"), std::string::npos) << unconfirmed.err;
  EXPECT_EQ(readAll(file), before);
  auto left = runArbiter({"section", "leave-fide-mode", file, "--section", "Open", "--confirm"});
  ASSERT_EQ(left.exitCode, 0) << left.err;
  EXPECT_NE(left.out.find("WARNING: section 'Open' has left FIDE mode for good"),
            std::string::npos);
  EXPECT_NE(
      runArbiter({"log", file}).out.find("section leave-fide-mode section=\"Open\" confirmed=yes"),
      std::string::npos);
  auto undo = runArbiter({"undo", file});
  EXPECT_EQ(undo.exitCode, 76);
  EXPECT_NE(undo.err.find("cannot be re-entered; it cannot be undone"), std::string::npos)
      << undo.err;
  auto again = runArbiter({"section", "leave-fide-mode", file, "--section", "Open", "--confirm"});
  EXPECT_EQ(again.exitCode, 76);
  EXPECT_NE(again.err.find("not in FIDE mode"), std::string::npos);
}

TEST(EventCliFideMode, SecondHalfPointByeIsWarnedOnlyInFideMode) {
  const std::string dir = freshDir("fide-mode-byes");
  const std::string file = seededEvent(dir);
  const auto bye = [&](const std::string& round, const std::string& kind) {
    return runArbiter({"player", "bye", file, "--section", "Open", "--player", "2", "--round",
                       round, "--kind", kind});
  };
  EXPECT_EQ(bye("2", "half").out.find("FIDE mode"), std::string::npos);
  EXPECT_NE(bye("3", "half").out.find("note: FIDE mode: player 2 already has a half-point bye"),
            std::string::npos);
  EXPECT_NE(bye("4", "full").out.find("full-point byes are deprecated"), std::string::npos);
  ASSERT_EQ(
      runArbiter({"section", "leave-fide-mode", file, "--section", "Open", "--confirm"}).exitCode,
      0);
  EXPECT_EQ(bye("5", "half").out.find("WARNING"), std::string::npos);
}
