// SPDX-License-Identifier: MIT
// A late entry (C.04.2 2.4) and a withdrawal (C.04.2 3.2) through our own
// TRF round trip, in both layouts: TRF has no record for either (the
// missed rounds read Z), so the export writes `### late entries` and
// `### withdrawals` lines and the import gives the players back their
// entry round and withdrawal instead of zero-point byes.
#include "tests/cli/four_player_event.h"

using namespace event_cli;

namespace {

// Anna 1, Bert 2, Carl 3, Dora 4 (3 rounds); round 1 paired and played;
// Emil (2000) registers after it: number 5, entering in round 2; Dora
// withdraws from round 3; round 2 paired and played.
std::string eventWithALateEntryAndAWithdrawal(const std::string& dir) {
  const std::string file = fourPlayerEvent(dir, {"--initial-colour", "white"});
  EXPECT_EQ(runArbiter({"pair", file}).exitCode, 0);
  EXPECT_EQ(runArbiter({"results", file, "--round", "1", "1 ="}).exitCode, 0);
  EXPECT_EQ(runArbiter({"player", "add", file, "--name", "Emil", "--rating", "2000"}).exitCode, 0);
  EXPECT_EQ(runArbiter({"player", "withdraw", file, "--player", "4", "--from-round", "3"}).exitCode,
            0);
  EXPECT_EQ(runArbiter({"pair", file}).exitCode, 0);
  // Round 2 has five players (Dora withdraws from round 3 on): two boards
  // and the pairing-allocated bye.
  EXPECT_EQ(runArbiter({"results", file, "--round", "2", "1 0"}).exitCode, 0);
  return file;
}

}  // namespace

TEST(TrfLateEntry, TheEntryRoundAndTheWithdrawalSurviveOurOwnRoundTrip) {
  const std::string dir = freshDir("trf-late-entry");
  const std::string file = eventWithALateEntryAndAWithdrawal(dir);
  const auto players = runArbiter({"player", "list", file, "--format", "tsv"});
  ASSERT_NE(players.out.find("\tlate entry from round 2\n"), std::string::npos) << players.out;
  ASSERT_NE(players.out.find("\twithdrawn from round 3\n"), std::string::npos) << players.out;
  for (const char* format : {"trf16", "trf26"}) {
    SCOPED_TRACE(format);
    const std::string trf = dir + "/" + format + ".trf";
    ASSERT_EQ(runArbiter({"trf", "export", file, "--format", format, "--output", trf}).exitCode, 0);
    const std::string text = readAll(trf);
    EXPECT_NE(text.find("### late entries: 5 from round 2\n"), std::string::npos) << text;
    EXPECT_NE(text.find("### withdrawals: 4 from round 3\n"), std::string::npos) << text;
    const std::string copy = dir + "/" + format + ".arbiter";
    const auto imported = runArbiter({"trf", "import", trf, copy});
    ASSERT_EQ(imported.exitCode, 0) << imported.err;
    EXPECT_EQ(runArbiter({"player", "list", copy, "--format", "tsv"}).out, players.out);
    for (const char* round : {"1", "2"})
      EXPECT_EQ(runArbiter({"round", "show", copy, "--round", round, "--format", "tsv"}).out,
                runArbiter({"round", "show", file, "--round", round, "--format", "tsv"}).out)
          << "round " << round;
    // Round 3 is paired the same: Dora (withdrawn) is not in it.
    const auto ours = runArbiter({"pair", file, "--dry-run"});
    const auto theirs = runArbiter({"pair", copy, "--dry-run"});
    EXPECT_EQ(theirs.exitCode, 0) << theirs.err;
    EXPECT_EQ(theirs.out, ours.out);
    EXPECT_EQ(ours.out.find("Dora"), std::string::npos) << ours.out;
  }
}
