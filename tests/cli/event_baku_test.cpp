// SPDX-License-Identifier: MIT
// C.04.7 Baku acceleration as a section setting through the real binary:
// `section add/edit --acceleration`, `pair` on the event file using it,
// `event show` and the log naming it, the refusals (file byte-identical),
// and `trf export` / `trf import` keeping it as record 192 "..._BAKU".
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Event "Open 2026" in dir/event.arbiter, section "Open" of 9 rounds with
// initial colour white (plus `options`), and twelve players rated 2500,
// 2450, ... 1950: pairing numbers 1..12 by rating (C.04.2 art. 2).
std::string twelvePlayers(const std::string& dir, const std::vector<std::string>& options) {
  const std::string file = dir + "/event.arbiter";
  EXPECT_EQ(runArbiter({"event", "create", file, "--name", "Open 2026"}).exitCode, 0);
  std::vector<std::string> add = {
      "section", "add", file, "--name", "Open", "--rounds", "9", "--initial-colour", "white"};
  add.insert(add.end(), options.begin(), options.end());
  const auto added = runArbiter(add);
  EXPECT_EQ(added.exitCode, 0) << added.err;
  std::string csv = "name,rating\n";
  for (int i = 1; i <= 12; ++i)
    csv += "Player " + std::to_string(i) + "," + std::to_string(2550 - 50 * i) + "\n";
  writeFile(dir + "/players.csv", csv);
  EXPECT_EQ(
      runArbiter({"player", "import", file, "--section", "Open", dir + "/players.csv"}).exitCode,
      0);
  return file;
}

// Eight players with no rounds played, 4 rounds (142), initial colour
// White (152), and the given 192 line (TRF26).
std::string eightPlayers(const std::string& record192) {
  std::string text = "012 Spring Swiss\n142 4\n152 W\n" + record192 + "\n";
  for (int i = 1; i <= 8; ++i) {
    std::string line = "001    " + std::to_string(i) + "      Player " + std::to_string(i);
    line.resize(80, ' ');
    text += line + " 0.0\n";
  }
  return text;
}

}  // namespace

// Round 1 of twelve players in nine rounds, worked by hand from C.04.7
// (FIDE's text: "In a nine-round tournament, the accelerated rounds are
// five. The players in GA are assigned one virtual point in the first
// three rounds, and half virtual point in the" fourth and fifth).
// GA = the first 2 x ceil(12/4) = 6 players. So round 1 has two brackets:
// {1..6} on 1 virtual point and {7..12} on 0. C.04.3 in each: S1 = 1 2 3
// against S2 = 4 5 6, and S1 = 7 8 9 against S2 = 10 11 12; 5.2.5 gives the
// initial colour (White) to the higher player of a pair when his number is
// odd, the other colour when it is even: 1-4, 5-2, 3-6, 7-10, 11-8, 9-12.
// C.04.2 3.6 orders the boards by the pairing scores (the bracket on 1
// first). Without acceleration one bracket of twelve, S1 = 1..6 against
// S2 = 7..12: 1-7, 8-2, 3-9, 10-4, 5-11, 12-6.
TEST(EventBaku, SectionWithBakuPairsRoundOneWithGroupAsVirtualPoint) {
  const std::string dir = freshDir("baku-round-one");
  const std::string file = twelvePlayers(dir, {"--acceleration", "baku"});
  EXPECT_TRUE(contains(runArbiter({"log", file}).out, "acceleration=baku"))
      << runArbiter({"log", file}).out;
  EXPECT_TRUE(
      contains(runArbiter({"event", "show", file}).out, "\n  acceleration: baku (C.04.7)\n"));
  const auto run =
      runArbiter({"pair", file, "--section", "Open", "--output", dir + "/round1.pairs"});
  ASSERT_EQ(run.exitCode, 0) << run.err;
  EXPECT_EQ(readAll(dir + "/round1.pairs"), "6\n1 4\n5 2\n3 6\n7 10\n11 8\n9 12\n");

  const std::string plainDir = freshDir("baku-round-one-plain");
  const std::string plain = twelvePlayers(plainDir, {});
  EXPECT_FALSE(contains(runArbiter({"event", "show", plain}).out, "acceleration"));
  ASSERT_EQ(runArbiter({"pair", plain, "--section", "Open", "--output", plainDir + "/round1.pairs"})
                .exitCode,
            0);
  EXPECT_EQ(readAll(plainDir + "/round1.pairs"), "6\n1 7\n8 2\n3 9\n10 4\n5 11\n12 6\n");
}

// Set by `section edit` before round 1 (audited, undoable); fixed once a
// round is paired (its virtual points paired it); a round robin has none;
// a value that is not a code is a usage error. Every refusal leaves the
// file byte-identical.
TEST(EventBaku, EditedBeforeRoundOneRefusedAfterAndNeverForARoundRobin) {
  const std::string dir = freshDir("baku-edit");
  const std::string file = twelvePlayers(dir, {});
  const auto edit =
      runArbiter({"section", "edit", file, "--section", "Open", "--acceleration", "baku"});
  ASSERT_EQ(edit.exitCode, 0) << edit.err;
  EXPECT_TRUE(contains(runArbiter({"log", file}).out, "acceleration=baku"));
  ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0);
  EXPECT_FALSE(contains(runArbiter({"event", "show", file}).out, "acceleration"));
  ASSERT_EQ(
      runArbiter({"section", "edit", file, "--section", "Open", "--acceleration", "baku"}).exitCode,
      0);

  std::string before = readAll(file);
  const auto bad =
      runArbiter({"section", "edit", file, "--section", "Open", "--acceleration", "fast"});
  EXPECT_EQ(bad.exitCode, 64);
  EXPECT_TRUE(contains(bad.err, "--acceleration must be baku or none")) << bad.err;
  const auto robin = runArbiter(
      {"section", "edit", file, "--section", "Open", "--pairing", "round-robin", "--rounds", "11"});
  EXPECT_EQ(robin.exitCode, 76);
  EXPECT_TRUE(contains(robin.err, "a round robin has no acceleration")) << robin.err;
  EXPECT_EQ(readAll(file), before);

  ASSERT_EQ(runArbiter({"pair", file, "--section", "Open"}).exitCode, 0);
  before = readAll(file);
  const auto fixed =
      runArbiter({"section", "edit", file, "--section", "Open", "--acceleration", "none"});
  EXPECT_EQ(fixed.exitCode, 76);
  EXPECT_TRUE(contains(fixed.err, "the acceleration cannot change once a round is paired"))
      << fixed.err;
  EXPECT_EQ(readAll(file), before);

  const std::string robinDir = freshDir("baku-round-robin");
  const std::string robinFile = robinDir + "/event.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", robinFile, "--name", "Club"}).exitCode, 0);
  const auto added = runArbiter({"section", "add", robinFile, "--name", "A", "--rounds", "3",
                                 "--pairing", "round-robin", "--acceleration", "baku"});
  EXPECT_EQ(added.exitCode, 76);
  EXPECT_TRUE(contains(added.err, "a round robin has no acceleration")) << added.err;
}

// Exported as 192 FIDE_DUTCH_2025_BAKU, FIDE's code table's spelling (TRF26, and TRF16 too: it has
// no record of its own for the system, and without it a reader would pair the file unaccelerated);
// imported back, the new section has Baku.
TEST(EventBaku, TrfExportAndImportKeepBaku) {
  const std::string dir = freshDir("baku-trf");
  const std::string file = twelvePlayers(dir, {"--acceleration", "baku"});
  for (const char* format : {"trf26", "trf16"}) {
    const std::string trf = dir + "/open-" + format + ".trf";
    const auto exported = runArbiter(
        {"trf", "export", file, "--section", "Open", "--format", format, "--output", trf});
    ASSERT_EQ(exported.exitCode, 0) << exported.err;
    EXPECT_TRUE(contains(readAll(trf), "\n192 FIDE_DUTCH_2025_BAKU\n")) << readAll(trf);
    const std::string copy = dir + "/copy-" + format + ".arbiter";
    ASSERT_EQ(runArbiter({"event", "create", copy, "--name", "Copy"}).exitCode, 0);
    const auto imported = runArbiter({"trf", "import", trf, copy, "--section", "Open"});
    ASSERT_EQ(imported.exitCode, 0) << imported.err;
    EXPECT_TRUE(
        contains(runArbiter({"event", "show", copy}).out, "\n  acceleration: baku (C.04.7)\n"));
  }
}

// A file of another program naming _BAKU: the imported section keeps it
// and its round 1 is the accelerated one (hand count in
// trf_tournament_type_test.cpp: GA = 2 x ceil(8/4) = 4 players on one
// virtual point: 1-3, 4-2, 5-7, 8-6; unaccelerated it would be 1-5, 6-2,
// 3-7, 8-4).
TEST(EventBaku, ImportOfABakuFileKeepsItAndPairsAccelerated) {
  const std::string dir = freshDir("baku-import");
  writeFile(dir + "/baku.trf", eightPlayers("192 FIDE_DUTCH_2026_BAKU"));
  const std::string file = dir + "/event.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", file, "--name", "Spring"}).exitCode, 0);
  const auto imported =
      runArbiter({"trf", "import", dir + "/baku.trf", file, "--section", "Swiss"});
  ASSERT_EQ(imported.exitCode, 0) << imported.err;
  EXPECT_TRUE(
      contains(runArbiter({"event", "show", file}).out, "\n  acceleration: baku (C.04.7)\n"));
  const auto run = runArbiter({"pair", file, "--section", "Swiss", "--output", dir + "/r1.pairs"});
  ASSERT_EQ(run.exitCode, 0) << run.err;
  EXPECT_EQ(readAll(dir + "/r1.pairs"), "4\n1 3\n4 2\n5 7\n8 6\n");
}
