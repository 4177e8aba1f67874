// SPDX-License-Identifier: MIT
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

// C.04.2 art. 2: 2400 GM "Wang, Fang", 2400 王芳, 2300 IM Smith, 2300 李雷, 2100 Émile.
TEST(EventCli, RegistersPlayersInPairingNumberOrder) {
  const std::string dir = freshDir("register");
  const std::string file = seededEvent(dir);
  auto tsv = runArbiter({"player", "list", file, "--section", "Open", "--format", "tsv"});
  ASSERT_EQ(tsv.exitCode, 0) << tsv.err;
  EXPECT_EQ(tsv.out,
            "number\tname\ttitle\tfederation\trating\tfide_id\tsex\tbirth\tclub\tstatus\n"
            "1\tWang, Fang\tGM\tCHN\t2400\t\tf\t\t\t\n"
            "2\t王芳\t\tCHN\t2400\t\tf\t\t\t\n"
            "3\tSmith\tIM\tENG\t2300\t\tm\t\t\t\n"
            "4\t李雷\t\tCHN\t2300\t\tm\t\t\t\n"
            "5\tÉmile\t\tFRA\t2100\t\tm\t\t\t\n");
  // Text columns line up on screen: 王芳 is 4 columns wide like "Name".
  auto text = runArbiter({"player", "list", file, "--section", "Open"});
  EXPECT_NE(text.out.find("  2  王芳        "), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("  5  Émile       "), std::string::npos) << text.out;
}

TEST(EventCli, EntersResultsShowsTheRoundAndKeepsTheLog) {
  const std::string dir = freshDir("results");
  const std::string file = seededEvent(dir);
  auto result = runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "2",
                            "1/2-1/2", "--arbiter", "Zhang San"});
  ASSERT_EQ(result.exitCode, 0) << result.err;
  EXPECT_EQ(result.out, "round 1 board 2: 1/2-1/2 (log #5)\n");
  auto show = runArbiter({"round", "show", file, "--section", "Open", "--round", "1"});
  EXPECT_EQ(show.out,
            "  1. Wang, Fang (1) - Smith (3)  *\n"
            "  2. 李雷 (4) - 王芳 (2)  1/2-1/2\n"
            "     Émile (5): pairing-allocated bye\n");
  auto log = runArbiter({"log", file, "--format", "tsv"});
  ASSERT_EQ(log.exitCode, 0);
  EXPECT_NE(
      log.out.find("\tZhang San\tresult section=\"Open\" round=1 board=2 result=1/2-1/2\t0\t0\t"),
      std::string::npos)
      << log.out;
  EXPECT_NE(log.out.find("\tLi Wei\tevent create name=\"Spring Open\""), std::string::npos);
}

TEST(EventCli, UndoRestoresAndIsItselfLogged) {
  const std::string dir = freshDir("undo");
  const std::string file = seededEvent(dir);
  ASSERT_EQ(runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "1", "1-0"})
                .exitCode,
            0);
  auto undo = runArbiter({"undo", file, "--arbiter", "Li Wei"});
  ASSERT_EQ(undo.exitCode, 0) << undo.err;
  EXPECT_EQ(undo.out, "undone #5: result section=\"Open\" round=1 board=1 result=1-0 (log #6)\n");
  auto show =
      runArbiter({"round", "show", file, "--section", "Open", "--round", "1", "--format", "tsv"});
  EXPECT_EQ(show.out, "1\t1\t3\t*\n2\t4\t2\t*\nbye\t5\t\tpairing-allocated bye\n");
  auto log = runArbiter({"log", file});
  EXPECT_NE(log.out.find("[undone by #6]"), std::string::npos) << log.out;
}

TEST(EventCli, BackupCopiesAndRefusesToOverwrite) {
  const std::string dir = freshDir("backup");
  const std::string file = seededEvent(dir);
  const std::string copy = dir + "/copy.arbiter";
  EXPECT_EQ(runArbiter({"backup", file, copy}).exitCode, 0);
  auto check = runArbiter({"event", "check", copy});
  EXPECT_EQ(check.exitCode, 0);
  EXPECT_EQ(check.out, "ok\n");
  auto again = runArbiter({"backup", file, copy});
  EXPECT_EQ(again.exitCode, 73);
  auto show = runArbiter({"player", "list", copy, "--section", "Open", "--format", "tsv"});
  EXPECT_NE(show.out.find("5\tÉmile"), std::string::npos);
}

// A TRF file's player lines register players (corpus case 001: 23 players,
// start number 1 rated 2566, number 2 rated 2529).
TEST(EventCli, ImportsPlayersFromATrfFile) {
  const std::string dir = freshDir("trf-import");
  const std::string file = dir + "/event.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", file, "--name", "TRF"}).exitCode, 0);
  ASSERT_EQ(runArbiter({"section", "add", file, "--name", "A", "--rounds", "9"}).exitCode, 0);
  auto imported = runArbiter({"player", "import", file, "--section", "A",
                              std::string(ARBITER_CORPUS_DIR) + "/pairing/dutch/001.trf"});
  ASSERT_EQ(imported.exitCode, 0) << imported.err;
  EXPECT_EQ(imported.out, "registered 23 players in 'A'\n");
  auto list = runArbiter({"player", "list", file, "--section", "A", "--format", "tsv"});
  EXPECT_NE(list.out.find("\n1\tTest0001 Player0001\t\t\t2566\t"), std::string::npos) << list.out;
  EXPECT_NE(list.out.find("\n2\tTest0002 Player0002\t\t\t2529\t"), std::string::npos);
}
