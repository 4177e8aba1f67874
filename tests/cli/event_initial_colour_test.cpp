// SPDX-License-Identifier: MIT
// The section's initial colour (C.04.3 5.2.5) through the real binary:
// `section add/edit --initial-colour`, `pair` using it, `pair
// --initial-colour` storing a lot drawn at pairing time, the refusal once
// round 1 is paired (file byte-identical), and XXC / 152 in the export.
#include "tests/cli/four_player_event.h"

using namespace event_cli;

namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// fourPlayerEvent() with `colour` stored at `section add` (none when empty).
std::string fourPlayers(const std::string& dir, const std::string& colour) {
  if (colour.empty()) return fourPlayerEvent(dir);
  return fourPlayerEvent(dir, {"--initial-colour", colour});
}

}  // namespace

// Black stored at `section add`. Round 1 by C.04.3 (hand count): 1 meets 3,
// 2 meets 4; 5.2.5: the top player 1 gets the initial colour (black), 2
// (even number) the other one. So 3 - 1 and 2 - 4, with no option given.
TEST(EventInitialColour, StoredAtSectionAddIsUsedByPairAndExported) {
  const std::string dir = freshDir("initial-colour-add");
  const std::string file = fourPlayers(dir, "black");
  EXPECT_TRUE(contains(runArbiter({"log", file}).out, "initial-colour=black"));
  EXPECT_TRUE(contains(runArbiter({"event", "show", file}).out, "\n  initial colour: black\n"));
  // Exported before round 1: XXC (TRF16) and 152 (TRF26) already carry it.
  EXPECT_TRUE(
      contains(runArbiter({"trf", "export", file, "--section", "Open"}).out, "\nXXC black1\n"));
  EXPECT_TRUE(
      contains(runArbiter({"trf", "export", file, "--section", "Open", "--format", "trf26"}).out,
               "\n152 B\n"));
  const auto run =
      runArbiter({"pair", file, "--section", "Open", "--output", dir + "/round1.pairs"});
  ASSERT_EQ(run.exitCode, 0) << run.err;
  EXPECT_EQ(readAll(dir + "/round1.pairs"), "2\n3 1\n2 4\n");

  // Fixed once round 1 is paired: refused, the file unchanged.
  const std::string before = readAll(file);
  const auto edit =
      runArbiter({"section", "edit", file, "--section", "Open", "--initial-colour", "white"});
  EXPECT_EQ(edit.exitCode, 76);
  EXPECT_TRUE(contains(edit.err, "the initial colour cannot change once round 1 is paired"))
      << edit.err;
  const auto again = runArbiter({"pair", file, "--section", "Open", "--initial-colour", "white"});
  EXPECT_EQ(again.exitCode, 64);
  EXPECT_TRUE(contains(again.err, "round 1 is paired")) << again.err;
  EXPECT_EQ(readAll(file), before);
}

// Nothing stored: the export says the colour the pairing gives, white
// (C.04.3 5.2.5); `pair --initial-colour black` draws it for round 1 and
// stores it in the same audited action; `undo` takes back both.
TEST(EventInitialColour, DrawnAtPairingTimeIsStoredWithRoundOneAndUndone) {
  const std::string dir = freshDir("initial-colour-pair");
  const std::string file = fourPlayers(dir, "");
  EXPECT_TRUE(
      contains(runArbiter({"trf", "export", file, "--section", "Open"}).out, "\nXXC white1\n"));
  ASSERT_EQ(runArbiter({"pair", file, "--section", "Open", "--initial-colour", "black"}).exitCode,
            0);
  EXPECT_TRUE(
      contains(runArbiter({"log", file}).out,
               "round set section=\"Open\" round=1 boards=2 bye=0 by=dutch initial-colour=black"));
  EXPECT_TRUE(
      contains(runArbiter({"trf", "export", file, "--section", "Open"}).out, "\nXXC black1\n"));
  ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0);
  EXPECT_TRUE(
      contains(runArbiter({"trf", "export", file, "--section", "Open"}).out, "\nXXC white1\n"));
}

// Before round 1 the stored colour can be edited (audited, undoable), and
// a bad value is a usage error that changes nothing.
TEST(EventInitialColour, EditedBeforeRoundOne) {
  const std::string dir = freshDir("initial-colour-edit");
  const std::string file = fourPlayers(dir, "white");
  const std::string before = readAll(file);
  const auto bad =
      runArbiter({"section", "edit", file, "--section", "Open", "--initial-colour", "red"});
  EXPECT_EQ(bad.exitCode, 64);
  EXPECT_TRUE(contains(bad.err, "--initial-colour must be white, black or none")) << bad.err;
  EXPECT_EQ(readAll(file), before);
  ASSERT_EQ(runArbiter({"section", "edit", file, "--section", "Open", "--initial-colour", "black"})
                .exitCode,
            0);
  const auto preview = runArbiter({"pair", file, "--section", "Open", "--dry-run"});
  EXPECT_TRUE(contains(preview.out, "  1.    3 Carl    0  -     1 Anna    0\n")) << preview.out;
  ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0);
  EXPECT_TRUE(
      contains(runArbiter({"trf", "export", file, "--section", "Open"}).out, "\nXXC white1\n"));
}
