// SPDX-License-Identifier: MIT
// A bye asked for ahead (C.04.2: a half-point bye on request) through our
// own TRF round trip, in both layouts. TRF26 has record 240 for a bye of
// any round to come; TRF16 has a place for the next round's absences only
// (a block after the paired rounds), so a bye further ahead is written as
// a `### 240` comment, which our import reads back and other programs
// ignore, and the export says so, naming the player and the round. Once
// the round is played, the H of its block is the bye he asked for.
#include "tests/cli/four_player_event.h"

using namespace event_cli;

namespace {

struct Exported {
  std::string text;
  std::string warnings;
  std::string players;  // `player list` of the imported copy
};

Exported roundTrip(const std::string& file, const std::string& dir, const std::string& format) {
  const std::string trf = dir + "/" + format + ".trf";
  const auto exported = runArbiter({"trf", "export", file, "--format", format, "--output", trf});
  EXPECT_EQ(exported.exitCode, 0) << exported.err;
  const std::string copy = dir + "/" + format + ".arbiter";
  std::filesystem::remove(copy);
  const auto imported = runArbiter({"trf", "import", trf, copy});
  EXPECT_EQ(imported.exitCode, 0) << imported.err;
  return {readAll(trf), exported.err, runArbiter({"player", "list", copy, "--format", "tsv"}).out};
}

}  // namespace

TEST(TrfRequestedBye, AByeAskedForAheadSurvivesOurOwnRoundTripAndTrf16SaysWhereItIs) {
  const std::string dir = freshDir("trf-requested-bye");
  // Anna 1, Bert 2, Carl 3, Dora 4; 3 rounds. Bert asks for a half-point
  // bye in round 3 before round 1 is paired; round 1 is paired and played.
  const std::string file = fourPlayerEvent(dir, {"--initial-colour", "white"});
  ASSERT_EQ(runArbiter({"player", "bye", file, "--player", "2", "--round", "3", "--kind", "half"})
                .exitCode,
            0);
  ASSERT_EQ(runArbiter({"pair", file}).exitCode, 0);
  ASSERT_EQ(runArbiter({"results", file, "--round", "1", "1 0"}).exitCode, 0);
  const std::string players = runArbiter({"player", "list", file, "--format", "tsv"}).out;
  ASSERT_NE(players.find("\tBert\t\t\t2300\t\t\t\t\thalf-point bye in round 3\n"),
            std::string::npos)
      << players;

  // Round 2 is next: round 3 is after it.
  const auto trf16 = roundTrip(file, dir, "trf16");
  // 240 (TRF26): type at column 5, round at 7-9, start number at 11-14.
  EXPECT_NE(trf16.text.find("\n### 240 H   3    2\n"), std::string::npos) << trf16.text;
  EXPECT_NE(trf16.warnings.find("TRF16 has no record for a bye in a round after the next one: "
                                "player 2 (Bert): half-point bye in round 3."),
            std::string::npos)
      << trf16.warnings;
  EXPECT_EQ(trf16.players, players);
  const auto trf26 = roundTrip(file, dir, "trf26");
  EXPECT_NE(trf26.text.find("\n240 H   3    2\n"), std::string::npos) << trf26.text;
  EXPECT_EQ(trf26.text.find("### 240"), std::string::npos) << trf26.text;
  EXPECT_EQ(trf26.warnings.find("bye"), std::string::npos) << trf26.warnings;
  EXPECT_EQ(trf26.players, players);

  // Round 2 played: round 3 is next, and TRF16 has its place (the block
  // after round 2: "0000 - H" at columns 112-119), so no warning.
  ASSERT_EQ(runArbiter({"pair", file}).exitCode, 0);
  ASSERT_EQ(runArbiter({"results", file, "--round", "2", "1 0"}).exitCode, 0);
  const auto next16 = roundTrip(file, dir, "trf16");
  EXPECT_EQ(next16.text.find("### 240"), std::string::npos) << next16.text;
  EXPECT_EQ(next16.warnings.find("bye"), std::string::npos) << next16.warnings;
  EXPECT_EQ(next16.players, players);

  // Round 3 played with Bert's bye (one board and the pairing-allocated
  // bye): the H of his round-3 block is the bye he asked for, in both layouts.
  ASSERT_EQ(runArbiter({"pair", file}).exitCode, 0);
  ASSERT_EQ(runArbiter({"results", file, "--round", "3", "1"}).exitCode, 0);
  for (const char* format : {"trf16", "trf26"}) {
    SCOPED_TRACE(format);
    const auto after = roundTrip(file, dir, format);
    EXPECT_EQ(after.players, players);
    EXPECT_EQ(runArbiter({"round", "show", dir + "/" + format + ".arbiter", "--round", "3",
                          "--format", "tsv"})
                  .out,
              runArbiter({"round", "show", file, "--round", "3", "--format", "tsv"}).out);
  }
}
