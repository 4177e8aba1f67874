// SPDX-License-Identifier: MIT
// Laws 12.9.4 / 12.9.5 through the CLI: the score set by a penalty shows on
// the board, counts in the standings, and is undone with the penalty.
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

namespace {

std::vector<std::string> penalty(const std::string& file, const std::string& board,
                                 const std::string& player, const std::string& option) {
  return {"penalty", file,       "--section", "Open",      "--round", "1",        "--board",
          board,     "--player", player,      "--article", "11.5",    "--option", option};
}

}  // namespace

TEST(EventCliPenaltyScores, RaisedAndReducedScoresCountInTheStandings) {
  const std::string dir = freshDir("penalty-scores");
  const std::string file = seededEvent(dir);
  // Round 1: board 1 = 1 v 3, board 2 = 4 v 2, player 5 has the PAB (1 point).
  ASSERT_EQ(
      runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "1", "1/2-1/2"})
          .exitCode,
      0);
  auto raised = runArbiter(penalty(file, "1", "white", "score-raised"));
  EXPECT_EQ(raised.exitCode, 0) << raised.err;
  EXPECT_NE(raised.out.find("the opponent's score in this game is 1"), std::string::npos)
      << raised.out;
  auto reduced = runArbiter(penalty(file, "2", "black", "12.9.5"));
  EXPECT_EQ(reduced.exitCode, 76);
  EXPECT_NE(reduced.err.find("needs the offender's reduced score"), std::string::npos)
      << reduced.err;
  auto withScore = penalty(file, "2", "black", "12.9.5");
  withScore.insert(withScore.end(), {"--score", "0"});
  auto accepted = runArbiter(withScore);
  EXPECT_EQ(accepted.exitCode, 0) << accepted.err;
  EXPECT_NE(accepted.out.find("note: board 2: the game has no result yet"), std::string::npos)
      << accepted.out;
  ASSERT_EQ(
      runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "2", "1/2-1/2"})
          .exitCode,
      0);
  auto show = runArbiter({"round", "show", file, "--section", "Open", "--round", "1"});
  EXPECT_NE(show.out.find("1/2-1/2  (scores set by a penalty, 12.9.4/12.9.5: White -, Black 1)"),
            std::string::npos)
      << show.out;
  EXPECT_NE(show.out.find("1/2-1/2  (scores set by a penalty, 12.9.4/12.9.5: White -, Black 0)"),
            std::string::npos)
      << show.out;
  // By hand: 3 (black, board 1, raised) 1; 1 ½; 4 ½; 2 (black, board 2, reduced) 0; 5 PAB 1.
  auto standings = runArbiter({"standings", file, "--section", "Open", "--format", "tsv"});
  EXPECT_EQ(standings.exitCode, 0) << standings.err;
  const std::string table = "\n" + standings.out;
  EXPECT_NE(table.find("\n3\t1.0\t"), std::string::npos) << standings.out;
  EXPECT_NE(table.find("\n1\t0.5\t"), std::string::npos) << standings.out;
  EXPECT_NE(table.find("\n4\t0.5\t"), std::string::npos) << standings.out;
  EXPECT_NE(table.find("\n2\t0.0\t"), std::string::npos) << standings.out;
  EXPECT_NE(table.find("\n5\t1.0\t"), std::string::npos) << standings.out;
  // Undo the result, then the 12.9.5 penalty: the board is back to no penalty score.
  ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0);
  ASSERT_EQ(runArbiter({"undo", file}).exitCode, 0);
  auto after = runArbiter({"round", "show", file, "--section", "Open", "--round", "1"});
  EXPECT_NE(after.out.find("  *\n"), std::string::npos) << after.out;
  EXPECT_EQ(after.out.find("Black 0)"), std::string::npos) << after.out;
}
