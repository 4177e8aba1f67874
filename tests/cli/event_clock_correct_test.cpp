// SPDX-License-Identifier: MIT
// Guidelines I.13 through the CLI: a clock error at resumption is corrected
// before either player's first move, refused after it.
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

TEST(EventCliClockCorrect, CorrectedBeforeTheFirstMoveRefusedAfter) {
  const std::string dir = freshDir("clock-correct");
  const std::string file = seededEvent(dir);
  ASSERT_EQ(runOnBoardTwo({"seal", file}, {"--sealer", "white", "--move-number", "41", "--move",
                                           "Rb1", "--fen", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 41",
                                           "--white-used", "118:20", "--black-used", "121:05"})
                .exitCode,
            0);
  ASSERT_EQ(runOnBoardTwo({"unseal", file}, {}).exitCode, 0);
  auto late = runOnBoardTwo({"clock-correct", file}, {"--white-used", "108:20", "--black-used",
                                                      "121:05", "--after-first-move"});
  EXPECT_EQ(late.exitCode, 76);
  EXPECT_NE(late.err.find("before either player's first move at resumption (Guidelines I.13)"),
            std::string::npos)
      << late.err;
  auto fixed =
      runOnBoardTwo({"clock-correct", file}, {"--white-used", "108:20", "--black-used", "121:05"});
  ASSERT_EQ(fixed.exitCode, 0) << fixed.err;
  EXPECT_EQ(fixed.out, "envelope 1: clocks corrected to 108:20 / 121:05 (I.13)\n");
  auto log = runArbiter({"log", file}).out;
  EXPECT_NE(log.find("clock-correct"), std::string::npos) << log;
  EXPECT_NE(log.find("white-used=6500"), std::string::npos) << log;
  ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0);
}
