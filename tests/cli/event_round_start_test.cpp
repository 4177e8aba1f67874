// SPDX-License-Identifier: MIT
// `round start` then `late --arrived`: lateness computed from the recorded
// start against the section's default time (FIDE 6.7.1 zero unless set;
// classic 10.15 one hour).
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

namespace {

std::vector<std::string> late(const std::string& file, const std::string& board,
                              const std::string& player, const std::string& arrived) {
  return {"late",    file,  "--section", "Open", "--round",   "1",
          "--board", board, "--player",  player, "--arrived", arrived};
}

}  // namespace

TEST(EventCliRoundStart, LatenessIsComputedFromTheRecordedStart) {
  const std::string dir = freshDir("round-start");
  const std::string file = seededEvent(dir);
  auto notStarted = runArbiter(late(file, "1", "white", "14:05"));
  EXPECT_EQ(notStarted.exitCode, 76);
  EXPECT_NE(notStarted.err.find("round 1 has no recorded start"), std::string::npos)
      << notStarted.err;
  auto start = runArbiter(
      {"round", "start", file, "--section", "Open", "--round", "1", "--at", "2026-05-01 14:00"});
  ASSERT_EQ(start.exitCode, 0) << start.err;
  EXPECT_EQ(start.out, "round 1 started at 2026-05-01 14:00\n");
  // FIDE, no default time: 12:30 late is past zero, forfeit proposed.
  auto fide = runArbiter(late(file, "1", "black", "14:12:30"));
  ASSERT_EQ(fide.exitCode, 0) << fide.err;
  EXPECT_EQ(
      fide.out,
      "incident 1 [6.7.1]: late by 12:30, past the default time: forfeit proposed (confirm with "
      "--forfeit, or enter the result)\n");
  EXPECT_EQ(runArbiter({"late", file, "--section", "Open", "--round", "1", "--board", "1",
                        "--player", "black", "--late", "1", "--arrived", "14:01"})
                .exitCode,
            64);
  EXPECT_EQ(
      runArbiter({"round", "start", file, "--section", "Open", "--round", "1", "--at", "14:00"})
          .exitCode,
      76);
}

TEST(EventCliRoundStart, ClassicOneHourFromTheStart) {
  const std::string dir = freshDir("round-start-classic");
  const std::string file = seededEvent(dir, "classic");
  ASSERT_EQ(runArbiter({"round", "start", file, "--section", "Open", "--round", "1", "--at",
                        "2026-05-01 14:00"})
                .exitCode,
            0);
  // 14:59 is 59 minutes late: within the hour, the time is lost on the clock.
  auto within = runArbiter(late(file, "1", "white", "2026-05-01 14:59"));
  EXPECT_EQ(within.out,
            "incident 1 [classic 10.15]: late by 59:00, within the default time: the time is lost "
            "on the clock\n");
  // Both past the hour (15:01): 10.17, both lose once confirmed.
  auto both = late(file, "2", "both", "15:01");
  both.push_back("--forfeit");
  auto lost = runArbiter(both);
  EXPECT_EQ(lost.out, "incident 2 [classic 10.17]: forfeit applied\n");
  EXPECT_NE(
      runArbiter({"round", "show", file, "--section", "Open", "--round", "1"}).out.find("-/-"),
      std::string::npos);
}
