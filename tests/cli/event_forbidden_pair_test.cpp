// SPDX-License-Identifier: MIT
// Forbidden pairs of a section through the real binary: `section forbid`
// (audited, undoable, shown by `event show`), the pairing honouring it
// (and `pair --explain` naming it), the refusals of bad input with the
// file byte-identical, the round robin refusing them, and `trf export` /
// `trf import` keeping them as record 260 (TRF26) and XXP (TRF16).
#include "tests/cli/four_player_event.h"

using namespace event_cli;

namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

// fourPlayerEvent: Anna 1, Bert 2, Carl 3, Dora 4, three rounds. Round 1
// by C.04.3 (hand count): S1 = 1 2, S2 = 3 4; with 1-3 forbidden (treated
// like a game already played, C1) the next candidate in the order of
// art. 4, S2 transposed to 4 3, gives 1-4, 2-3; 5.2.5 with White as the
// initial colour: 1 odd takes White, 2 even Black: 1-4, 3-2.
TEST(EventForbiddenPair, ForbiddenPairIsStoredShownAndAvoidedByThePairing) {
  const std::string dir = freshDir("forbidden-pair");
  const std::string file = fourPlayerEvent(dir, {"--initial-colour", "white"});
  const auto forbid = runArbiter({"section", "forbid", file, "--section", "Open", "--pair", "1,3"});
  ASSERT_EQ(forbid.exitCode, 0) << forbid.err;
  EXPECT_TRUE(contains(forbid.out, "players 1 and 3 must not meet")) << forbid.out;
  EXPECT_TRUE(contains(runArbiter({"log", file}).out,
                       "section forbid section=\"Open\" pair=1,3 rounds=1-end"));
  EXPECT_TRUE(contains(runArbiter({"event", "show", file}).out, "\n  forbidden pairs: 1-3\n"))
      << runArbiter({"event", "show", file}).out;
  const auto dry = runArbiter({"pair", file, "--section", "Open", "--dry-run", "--explain"});
  ASSERT_EQ(dry.exitCode, 0) << dry.err;
  EXPECT_TRUE(contains(dry.out, "Forbidden pair (treated as already played, C1): 1 Anna - 3 Carl"))
      << dry.out;
  const auto run = runArbiter({"pair", file, "--section", "Open", "--output", dir + "/r1.pairs"});
  ASSERT_EQ(run.exitCode, 0) << run.err;
  EXPECT_EQ(readAll(dir + "/r1.pairs"), "2\n1 4\n3 2\n");
  // `round set` of the forbidden pair is refused as a broken C1 unless forced.
  ASSERT_EQ(runArbiter({"round", "unpair", file, "--section", "Open", "--round", "1"}).exitCode, 0);
  writeFile(dir + "/hand.pairs", "2\n1 3\n4 2\n");
  const auto hand =
      runArbiter({"round", "set", file, "--section", "Open", "--round", "1", dir + "/hand.pairs"});
  EXPECT_EQ(hand.exitCode, 76);
  EXPECT_TRUE(contains(hand.err, "C1: 1 - 3 must not meet")) << hand.err;
}

// Cancelled (audited), then undone: the pair is back.
TEST(EventForbiddenPair, CancelAndUndo) {
  const std::string dir = freshDir("forbidden-pair-cancel");
  const std::string file = fourPlayerEvent(dir);
  ASSERT_EQ(runArbiter({"section", "forbid", file, "--section", "Open", "--pair", "2,4", "--rounds",
                        "1-2"})
                .exitCode,
            0);
  EXPECT_TRUE(
      contains(runArbiter({"event", "show", file}).out, "\n  forbidden pairs: 2-4 (rounds 1-2)\n"));
  const auto cancel =
      runArbiter({"section", "forbid", file, "--section", "Open", "--pair", "4,2", "--cancel"});
  ASSERT_EQ(cancel.exitCode, 0) << cancel.err;
  EXPECT_FALSE(contains(runArbiter({"event", "show", file}).out, "forbidden pairs"));
  ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0);
  EXPECT_TRUE(
      contains(runArbiter({"event", "show", file}).out, "\n  forbidden pairs: 2-4 (rounds 1-2)\n"));
}

// Bad input: an unknown player, a player with himself, a malformed pair or
// rounds, rounds beyond the section's, cancelling a pair not forbidden,
// and any pair in a round robin (whose tables cannot avoid a pairing,
// C.05 Annex 1). Each is refused with its reason; the file is unchanged.
TEST(EventForbiddenPair, BadInputIsRefusedAndTheFileUnchanged) {
  const std::string dir = freshDir("forbidden-pair-bad");
  const std::string file = fourPlayerEvent(dir);
  const std::string before = readAll(file);
  const struct {
    std::vector<std::string> options;
    int exitCode;
    std::string message;
  } cases[] = {
      {{"--pair", "1,9"}, 76, "no player with pairing number 9"},
      {{"--pair", "2,2"}, 76, "player 2 cannot be forbidden to meet himself"},
      {{"--pair", "1"}, 64, "--pair '1': expected two pairing numbers separated by a comma"},
      {{"--pair", "1,x"}, 64, "--pair '1,x': expected two pairing numbers"},
      {{"--pair", "1,2", "--rounds", "2-x"}, 64, "--rounds '2-x': expected FIRST-LAST"},
      {{"--pair", "1,2", "--rounds", "2-5"}, 76, "must lie within 1-3"},
      {{"--pair", "1,2", "--cancel"}, 76, "those two players are not a forbidden pair"},
  };
  for (const auto& c : cases) {
    std::vector<std::string> command = {"section", "forbid", file, "--section", "Open"};
    command.insert(command.end(), c.options.begin(), c.options.end());
    const auto run = runArbiter(command);
    EXPECT_EQ(run.exitCode, c.exitCode) << c.message << ": " << run.err;
    EXPECT_TRUE(contains(run.err, c.message)) << run.err;
  }
  EXPECT_EQ(readAll(file), before);

  ASSERT_EQ(runArbiter({"section", "add", file, "--name", "RR", "--rounds", "3", "--pairing",
                        "round-robin"})
                .exitCode,
            0);
  writeFile(dir + "/rr.csv", "name,rating\nEva,2000\nFei,1900\nGus,1800\nHan,1700\n");
  ASSERT_EQ(runArbiter({"player", "import", file, "--section", "RR", dir + "/rr.csv"}).exitCode, 0);
  const std::string robin = readAll(file);
  const auto refused = runArbiter({"section", "forbid", file, "--section", "RR", "--pair", "1,2"});
  EXPECT_EQ(refused.exitCode, 76);
  EXPECT_TRUE(contains(refused.err, "a round robin cannot avoid a pairing")) << refused.err;
  // A Swiss with a forbidden pair cannot become a round robin either.
  ASSERT_EQ(runArbiter({"section", "forbid", file, "--section", "Open", "--pair", "1,2"}).exitCode,
            0);
  const std::string withPair = readAll(file);
  const auto toRobin =
      runArbiter({"section", "edit", file, "--section", "Open", "--pairing", "round-robin"});
  EXPECT_EQ(toRobin.exitCode, 76);
  EXPECT_TRUE(contains(toRobin.err, "a round robin cannot avoid a pairing")) << toRobin.err;
  EXPECT_EQ(readAll(file), withPair);
  EXPECT_NE(robin, withPair);
}

// Exported: TRF26 260 (by pairing number, the rounds of the section) and
// TRF16 XXP (the pairs of the round to be paired); imported back into a
// new event, the section has the same pairs.
TEST(EventForbiddenPair, TrfExportAndImportKeepThePairs) {
  const std::string dir = freshDir("forbidden-pair-trf");
  const std::string file = fourPlayerEvent(dir);
  ASSERT_EQ(runArbiter({"section", "forbid", file, "--section", "Open", "--pair", "3,1"}).exitCode,
            0);
  ASSERT_EQ(runArbiter({"section", "forbid", file, "--section", "Open", "--pair", "2,4", "--rounds",
                        "2-3"})
                .exitCode,
            0);
  const std::string trf26 = dir + "/open26.trf";
  ASSERT_EQ(runArbiter({"trf", "export", file, "--section", "Open", "--format", "trf26", "--output",
                        trf26})
                .exitCode,
            0);
  EXPECT_TRUE(contains(readAll(trf26), "\n260   1   3    1    3\n260   2   3    2    4\n"))
      << readAll(trf26);
  const std::string trf16 = runArbiter({"trf", "export", file, "--section", "Open"}).out;
  EXPECT_TRUE(contains(trf16, "\nXXP    1    3\n")) << trf16;
  EXPECT_FALSE(contains(trf16, "XXP    2    4")) << trf16;
  const std::string copy = dir + "/copy.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", copy, "--name", "Copy"}).exitCode, 0);
  const auto imported = runArbiter({"trf", "import", trf26, copy, "--section", "Open"});
  ASSERT_EQ(imported.exitCode, 0) << imported.err;
  EXPECT_TRUE(contains(runArbiter({"event", "show", copy}).out,
                       "\n  forbidden pairs: 1-3, 2-4 (rounds 2-3)\n"))
      << runArbiter({"event", "show", copy}).out;
}
