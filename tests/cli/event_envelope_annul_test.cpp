// SPDX-License-Identifier: MIT
// Guidelines I.12.2 through the CLI: a lost envelope whose position cannot
// be re-established: the game is annulled and replayed.
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

TEST(EventCliEnvelopeAnnul, LostEnvelopeGameIsAnnulledAndReplayed) {
  const std::string dir = freshDir("envelope-annul");
  const std::string file = seededEvent(dir);
  ASSERT_EQ(runOnBoardTwo({"seal", file}, {"--sealer", "white", "--move-number", "41", "--move",
                                           "Kf2", "--fen", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 41",
                                           "--white-used", "118:20", "--black-used", "121:05"})
                .exitCode,
            0);
  auto notLost = runOnBoardTwo({"unseal", file}, {"--annul"});
  EXPECT_EQ(notLost.exitCode, 76);
  EXPECT_NE(notLost.err.find(
                "only the game of a lost envelope is annulled and replayed (Guidelines I.12.2); "
                "record it lost first"),
            std::string::npos)
      << notLost.err;
  ASSERT_EQ(runOnBoardTwo({"envelope", file}, {"--custody", "lost"}).exitCode, 0);
  auto annulled = runOnBoardTwo({"unseal", file}, {"--annul"});
  ASSERT_EQ(annulled.exitCode, 0) << annulled.err;
  EXPECT_NE(annulled.out.find("the game is annulled and replayed (I.12.2; classic 14.5(2))"),
            std::string::npos)
      << annulled.out;
  auto show = runArbiter({"round", "show", file, "--section", "Open", "--round", "1"});
  EXPECT_NE(show.out.find("  2. "), std::string::npos);
  EXPECT_EQ(show.out.find("adjourned"), std::string::npos) << show.out;
}
