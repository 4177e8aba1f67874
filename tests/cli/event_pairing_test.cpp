// SPDX-License-Identifier: MIT
// Pairing inside an event file end to end (real binary, temp files):
// `pair <event>`, `round set` with the checker's findings, `round edit`,
// `round unpair`. Refusals exit 76 and leave the file byte-identical.
#include "tests/cli/four_player_event.h"

using namespace event_cli;

namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

// Round 1 by C.04.3 (hand count): top half {1, 2} against bottom half
// {3, 4}; 5.2.5: the top player 1 gets the drawn colour (white), player 2
// (even) the other one. So 1 - 3 and 4 - 2.
TEST(EventPairing, PairsRoundOneWithTheDrawnColourAndStoresIt) {
  const std::string dir = freshDir("pair-round-one");
  const std::string file = fourPlayerEvent(dir);
  const std::string before = readAll(file);
  const auto preview =
      runArbiter({"pair", file, "--section", "Open", "--initial-colour", "white", "--dry-run"});
  ASSERT_EQ(preview.exitCode, 0) << preview.err;
  EXPECT_TRUE(contains(preview.out, "  1.    1 Anna    0  -     3 Carl    0\n")) << preview.out;
  EXPECT_TRUE(contains(preview.out, "(dry run: nothing was stored)")) << preview.out;
  EXPECT_EQ(readAll(file), before);
  const auto run = runArbiter({"pair", file, "--section", "Open", "--initial-colour", "white",
                               "--arbiter", "Li Wei", "--output", dir + "/round1.pairs"});
  ASSERT_EQ(run.exitCode, 0) << run.err;
  EXPECT_EQ(run.out,
            "Round 1 of Open: 2 boards\n"
            "  1.    1 Anna    0  -     3 Carl    0\n"
            "  2.    4 Dora    0  -     2 Bert    0\n");
  EXPECT_EQ(readAll(dir + "/round1.pairs"), "2\n1 3\n4 2\n");
  const auto check = runArbiter({"check", file, "--section", "Open"});
  EXPECT_EQ(check.exitCode, 0) << check.out << check.err;
  EXPECT_TRUE(contains(check.out, "same pairs and colours as our pairing")) << check.out;
  const auto log = runArbiter({"log", file}).out;
  EXPECT_TRUE(contains(log, "Li Wei")) << log;
  EXPECT_TRUE(contains(log, "round set section=\"Open\" round=1 boards=2 bye=0 by=dutch")) << log;
  // Undone in one step: round 1 can be paired again.
  EXPECT_EQ(runArbiter({"undo", file}).exitCode, 0);
  EXPECT_EQ(runArbiter({"pair", file, "--section", "Open"}).exitCode, 0);
}

TEST(EventPairing, RefusesWhileResultsAreMissingAndWhenEveryRoundIsPaired) {
  const std::string dir = freshDir("pair-refusals");
  const std::string file = seededEvent(dir);  // round 1: 1-3, 4-2, bye 5; no results
  std::string before = readAll(file);
  auto missing = runArbiter({"pair", file, "--section", "Open"});
  EXPECT_EQ(missing.exitCode, 76);
  EXPECT_EQ(missing.err,
            "arbiter pair: refused: round 1 has no result on boards 1, 2; enter the results "
            "(or mark a game adjourned) first; nothing was changed\n");
  EXPECT_EQ(readAll(file), before);

  const std::string small = dir + "/small.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", small, "--name", "Small"}).exitCode, 0);
  ASSERT_EQ(runArbiter({"section", "add", small, "--name", "A", "--rounds", "1"}).exitCode, 0);
  writeFile(dir + "/two.csv", "name,rating\nAnna,2400\nBert,2300\n");
  ASSERT_EQ(runArbiter({"player", "import", small, "--section", "A", dir + "/two.csv"}).exitCode,
            0);
  ASSERT_EQ(runArbiter({"pair", small, "--section", "A"}).exitCode, 0);
  before = readAll(small);
  auto done = runArbiter({"pair", small, "--section", "A"});
  EXPECT_EQ(done.exitCode, 76);
  EXPECT_TRUE(contains(done.err, "all 1 rounds of section 'A' are paired")) << done.err;
  EXPECT_EQ(readAll(small), before);
  EXPECT_EQ(runArbiter({"pair", small, "--section", "Nope"}).exitCode, 64);
  const auto trfWithSection = runArbiter(
      {"pair", std::string(ARBITER_CORPUS_DIR) + "/pairing/dutch/001.trf", "--section", "A"});
  EXPECT_EQ(trfWithSection.exitCode, 64);
  EXPECT_TRUE(contains(trfWithSection.err, "--section applies to event files"))
      << trfWithSection.err;

  // Two players who have met (C1) cannot be paired again: no pairing
  // completes the round (C4).
  const std::string pairOnly = dir + "/two.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", pairOnly, "--name", "Two"}).exitCode, 0);
  ASSERT_EQ(runArbiter({"section", "add", pairOnly, "--name", "A", "--rounds", "2"}).exitCode, 0);
  ASSERT_EQ(runArbiter({"player", "import", pairOnly, "--section", "A", dir + "/two.csv"}).exitCode,
            0);
  ASSERT_EQ(runArbiter({"pair", pairOnly, "--section", "A"}).exitCode, 0);
  ASSERT_EQ(
      runArbiter({"result", pairOnly, "--section", "A", "--round", "1", "--board", "1", "1-0"})
          .exitCode,
      0);
  before = readAll(pairOnly);
  auto impossible = runArbiter({"pair", pairOnly, "--section", "A"});
  EXPECT_EQ(impossible.exitCode, 76);
  EXPECT_TRUE(contains(impossible.err, "(C4)")) << impossible.err;
  EXPECT_EQ(readAll(pairOnly), before);
}

TEST(EventPairing, ExplainsTheStoredRound) {
  const std::string dir = freshDir("pair-explain");
  const std::string file = fourPlayerEvent(dir);
  const auto run = runArbiter({"pair", file, "--section", "Open", "--explain"});
  ASSERT_EQ(run.exitCode, 0) << run.err;
  EXPECT_TRUE(contains(run.out, "Round 1: FIDE Dutch system")) << run.out;
  EXPECT_TRUE(contains(run.out, "board 1: 1 Anna has White")) << run.out;
  EXPECT_EQ(runArbiter({"round", "show", file, "--section", "Open", "--round", "1"}).exitCode, 0);
}

// After round 1 (1-3 1-0, 4-2 draw, 5 PAB): 1 and 3 have met (C1) and 5
// has had the PAB (C2, C.04.1 4). Hand pairings breaking them are refused
// unless --force, which keeps the findings in the audit row.
TEST(EventPairing, RoundSetRefusesAbsoluteViolationsUnlessForced) {
  const std::string dir = freshDir("round-set-checker");
  const std::string file = seededEvent(dir);
  ASSERT_EQ(runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "1", "1-0"})
                .exitCode,
            0);
  ASSERT_EQ(
      runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "2", "1/2-1/2"})
          .exitCode,
      0);
  const std::string before = readAll(file);

  writeFile(dir + "/rematch.pairs", "3\n3 1\n2 5\n4 0\n");
  auto rematch = runArbiter(
      {"round", "set", file, "--section", "Open", "--round", "2", dir + "/rematch.pairs"});
  EXPECT_EQ(rematch.exitCode, 76);
  EXPECT_TRUE(contains(rematch.err, "violation C1: ")) << rematch.err;
  EXPECT_TRUE(contains(rematch.err, "already played each other")) << rematch.err;
  EXPECT_TRUE(contains(rematch.err, "add --force")) << rematch.err;
  EXPECT_EQ(readAll(file), before);

  writeFile(dir + "/second-bye.pairs", "3\n1 2\n3 4\n5 0\n");
  auto secondBye = runArbiter(
      {"round", "set", file, "--section", "Open", "--round", "2", dir + "/second-bye.pairs"});
  EXPECT_EQ(secondBye.exitCode, 76);
  EXPECT_TRUE(contains(secondBye.err, "violation C2: 5 is not eligible")) << secondBye.err;
  EXPECT_EQ(readAll(file), before);

  auto forced = runArbiter({"round", "set", file, "--section", "Open", "--round", "2",
                            dir + "/rematch.pairs", "--force"});
  EXPECT_EQ(forced.exitCode, 0) << forced.err;
  EXPECT_TRUE(contains(forced.out, "Round 2 of Open: 2 boards")) << forced.out;
  const auto log = runArbiter({"log", file}).out;
  EXPECT_TRUE(contains(log, "forced=\\\"C1:") || contains(log, "forced=\"C1:")) << log;
  // The stored round still breaks C1: `check` on the event file says so.
  const auto check = runArbiter({"check", file, "--section", "Open"});
  EXPECT_EQ(check.exitCode, 1);
  EXPECT_TRUE(contains(check.out, "Round 2: 2 boards, bye 4\nviolation C1: ")) << check.out;
}

// A legal hand pairing that gives the PAB to 4 (½ point) while 3 has 0 is
// stored with a warning naming where it first differs from ours (C.04.3
// C5: the bye to the lowest score).
TEST(EventPairing, RoundSetWarnsWhenALegalPairingDiffersFromOurs) {
  const std::string dir = freshDir("round-set-warning");
  const std::string file = seededEvent(dir);
  ASSERT_EQ(runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "1", "1-0"})
                .exitCode,
            0);
  ASSERT_EQ(
      runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "2", "1/2-1/2"})
          .exitCode,
      0);
  writeFile(dir + "/hand.pairs", "3\n5 1\n2 3\n4 0\n");
  auto run =
      runArbiter({"round", "set", file, "--section", "Open", "--round", "2", dir + "/hand.pairs"});
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_TRUE(contains(run.err, "warning: differs from our pairing first in C5")) << run.err;
  EXPECT_FALSE(contains(run.err, "violation")) << run.err;
}

// Board 1 becomes 1 - 2; Carl, displaced, takes Bert's seat: 4 - 3.
TEST(EventPairing, RoundEditChangesOneBoardAndRefusesOnceResultsExist) {
  const std::string dir = freshDir("round-edit");
  const std::string file = fourPlayerEvent(dir);
  ASSERT_EQ(runArbiter({"pair", file, "--section", "Open", "--initial-colour", "white"}).exitCode,
            0);
  auto edit = runArbiter({"round", "edit", file, "--section", "Open", "--round", "1", "--board",
                          "1", "--white", "1", "--black", "2"});
  ASSERT_EQ(edit.exitCode, 0) << edit.err;
  EXPECT_EQ(edit.out,
            "Round 1 of Open: 2 boards\n"
            "  1.    1 Anna    0  -     2 Bert    0\n"
            "  2.    4 Dora    0  -     3 Carl    0\n");
  EXPECT_TRUE(contains(edit.err, "warning: differs from our pairing")) << edit.err;
  EXPECT_TRUE(contains(runArbiter({"log", file}).out, "round edit section=\"Open\" round=1"));

  ASSERT_EQ(runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "2", "0-1"})
                .exitCode,
            0);
  const std::string before = readAll(file);
  auto late = runArbiter({"round", "edit", file, "--section", "Open", "--round", "1", "--board",
                          "1", "--white", "2", "--black", "1"});
  EXPECT_EQ(late.exitCode, 76);
  EXPECT_TRUE(contains(late.err, "already has results")) << late.err;
  EXPECT_EQ(readAll(file), before);
  auto noBoard = runArbiter({"round", "edit", file, "--section", "Open", "--round", "1", "--board",
                             "7", "--white", "2", "--black", "1"});
  EXPECT_EQ(noBoard.exitCode, 76);
  EXPECT_EQ(readAll(file), before);
}

// Unpairing: refused once a result exists unless --force; audited; undone
// by `undo`, which brings the round back with its result.
TEST(EventPairing, UnpairIsRefusedWithResultsAuditedAndUndoable) {
  const std::string dir = freshDir("unpair");
  const std::string file = seededEvent(dir);
  ASSERT_EQ(runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "1", "1-0"})
                .exitCode,
            0);
  const std::string before = readAll(file);
  auto refused = runArbiter({"round", "unpair", file, "--section", "Open", "--round", "1"});
  EXPECT_EQ(refused.exitCode, 76);
  EXPECT_TRUE(contains(refused.err, "round 1 already has results or incidents; add --force"))
      << refused.err;
  EXPECT_EQ(readAll(file), before);

  auto forced =
      runArbiter({"round", "unpair", file, "--section", "Open", "--round", "1", "--force"});
  EXPECT_EQ(forced.exitCode, 0) << forced.err;
  EXPECT_TRUE(contains(forced.out, "round 1 unpaired")) << forced.out;
  EXPECT_TRUE(
      contains(runArbiter({"log", file}).out, "round unpair section=\"Open\" round=1 force"));
  EXPECT_NE(runArbiter({"round", "show", file, "--section", "Open", "--round", "1"}).exitCode, 0);

  ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0);
  const auto shown = runArbiter({"round", "show", file, "--section", "Open", "--round", "1"});
  EXPECT_EQ(shown.exitCode, 0) << shown.err;
  EXPECT_TRUE(contains(shown.out, "1-0")) << shown.out;
}

// C.05 Annex 1, 4-player table (3 players + the dummy 4), round 1: 1-4,
// 2-3. Player 1 meets the dummy: a zero-point rest round (`Z`), not a PAB.
TEST(EventPairing, RoundRobinRestRoundScoresZero) {
  const std::string dir = freshDir("round-robin");
  const std::string file = dir + "/event.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", file, "--name", "Club"}).exitCode, 0);
  ASSERT_EQ(runArbiter({"section", "add", file, "--name", "RR", "--rounds", "3", "--pairing",
                        "round-robin"})
                .exitCode,
            0);
  writeFile(dir + "/players.csv", "name,rating\nAnna,2400\nBert,2300\nCarl,2200\n");
  ASSERT_EQ(
      runArbiter({"player", "import", file, "--section", "RR", dir + "/players.csv"}).exitCode, 0);
  const auto run = runArbiter({"pair", file, "--section", "RR"});
  ASSERT_EQ(run.exitCode, 0) << run.err;
  EXPECT_EQ(run.out,
            "Round 1 of RR: 1 boards\n"
            "  1.    2 Bert    0  -     3 Carl    0\n"
            "        1 Anna    0  zero-point bye (absent or resting)\n");
  const auto trf = runArbiter({"trf", "export", file}).out;
  EXPECT_TRUE(contains(trf, "\n192 BERGER_ROUNDROBIN\n")) << trf;
  EXPECT_TRUE(contains(trf, "0.0       0000 - Z\n")) << trf;
}
