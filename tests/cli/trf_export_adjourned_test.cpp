// SPDX-License-Identifier: MIT
// `trf export` of a section with an adjourned game (issue 15 item 4): the
// standings refuse while a game is adjourned (C.04.2 3.1), so the export
// refuses too (76, nothing written) unless --with-adjourned asks for it;
// then the file says which games have no result. And a score set by a
// penalty (Laws 12.9.4) in TRF16 is warned about (item 1).
#include "tests/cli/four_player_event.h"

using namespace event_cli;

namespace {

std::string pairedEvent(const std::string& dir) {
  const std::string file = fourPlayerEvent(dir);
  EXPECT_EQ(runArbiter({"pair", file, "--section", "Open"}).exitCode, 0);
  return file;
}

cli_test::CliResult result(const std::string& file, const std::string& board,
                           const std::string& value) {
  return runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", board, value});
}

}  // namespace

TEST(TrfExportAdjourned, RefusedWhileAGameIsAdjourned) {
  const std::string dir = freshDir("trf-export-adjourned");
  const std::string file = pairedEvent(dir);
  ASSERT_EQ(result(file, "1", "adjourned").exitCode, 0);
  ASSERT_EQ(result(file, "2", "1-0").exitCode, 0);
  const auto refused =
      runArbiter({"trf", "export", file, "--section", "Open", "--output", dir + "/open.trf"});
  EXPECT_EQ(refused.exitCode, 76) << refused.err;
  EXPECT_NE(refused.err.find("adjourned game has no result"), std::string::npos) << refused.err;
  EXPECT_FALSE(std::filesystem::exists(dir + "/open.trf"));

  const auto forced = runArbiter(
      {"trf", "export", file, "--section", "Open", "--format", "trf26", "--with-adjourned"});
  EXPECT_EQ(forced.exitCode, 0) << forced.err;
  EXPECT_NE(forced.out.find("### warning: adjourned game, round 1, board 1: no result yet"),
            std::string::npos)
      << forced.out;
  EXPECT_NE(forced.err.find("warning"), std::string::npos) << forced.err;
}

TEST(TrfExportAdjourned, Trf16WarnsThatItCannotCarryAPenaltyScore) {
  const std::string dir = freshDir("trf-export-penalty");
  const std::string file = pairedEvent(dir);
  ASSERT_EQ(result(file, "1", "1/2-1/2").exitCode, 0);
  ASSERT_EQ(result(file, "2", "1-0").exitCode, 0);
  ASSERT_EQ(runArbiter({"penalty", file, "--section", "Open", "--round", "1", "--board", "1",
                        "--player", "white", "--article", "11.5", "--option", "score-raised"})
                .exitCode,
            0);
  const auto trf16 = runArbiter({"trf", "export", file, "--section", "Open"});
  EXPECT_EQ(trf16.exitCode, 0) << trf16.err;
  EXPECT_NE(trf16.err.find("TRF16 has no record for a score set by a penalty"), std::string::npos)
      << trf16.err;
  EXPECT_NE(trf16.out.find("\n### 299 D"), std::string::npos) << trf16.out;
  const auto trf26 = runArbiter({"trf", "export", file, "--section", "Open", "--format", "trf26"});
  EXPECT_EQ(trf26.err, "");
  EXPECT_NE(trf26.out.find("\n299 D"), std::string::npos) << trf26.out;
  // The crosstable shows the points the penalty set.
  const auto crosstable = runArbiter({"standings", file, "--section", "Open", "--crosstable"});
  EXPECT_NE(crosstable.out.find("=(1.0)"), std::string::npos) << crosstable.out;
}

// Issue 15 item 17: the pair list shows the scores the pairing used, an
// adjourned game counted as a draw (C.04.2 3.1), marked. Round 1: Anna -
// Carl adjourned, Dora - Bert 1-0; for round 2 Anna and Carl have ½*.
TEST(TrfExportAdjourned, PairListScoresCountAnAdjournedGameAsPairingDoes) {
  const std::string dir = freshDir("pair-list-adjourned");
  const std::string file = pairedEvent(dir);
  ASSERT_EQ(result(file, "1", "adjourned").exitCode, 0);
  ASSERT_EQ(result(file, "2", "1-0").exitCode, 0);
  const auto round2 = runArbiter({"pair", file, "--section", "Open"});
  ASSERT_EQ(round2.exitCode, 0) << round2.err;
  EXPECT_NE(round2.out.find("1 Anna  0.5*"), std::string::npos) << round2.out;
  EXPECT_NE(round2.out.find("3 Carl  0.5*"), std::string::npos) << round2.out;
  EXPECT_NE(round2.out.find("counted as a draw, as pairing counts it (C.04.2 3.1)"),
            std::string::npos)
      << round2.out;
}
