// SPDX-License-Identifier: MIT
// `arbiter draw-claim --pgn`: the rules core judges the claim on the game
// record, the event records its verdict with the article and the plies, and
// an incorrect claim gets the section profile's consequence.
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

namespace {

// The knights go out and back twice: the start position (White to move)
// stands at plies 0, 4 and 8.
constexpr const char* Shuffle =
    "[Event \"Spring Open\"]\n[White \"Smith\"]\n[Black \"Wang\"]\n[Result \"*\"]\n\n"
    "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n";

std::vector<std::string> claim(const std::string& file, const std::string& pgn,
                               const std::string& ply, std::vector<std::string> more = {}) {
  std::vector<std::string> args{"draw-claim", file, "--section", "Open", "--round", "1",
                                "--board",    "1",  "--pgn",     pgn,    "--ply",   ply};
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

}  // namespace

TEST(EventCliDrawClaimRecord, ThirdOccurrenceIsACorrectClaimAndDrawsTheGame) {
  const std::string dir = freshDir("claim-record-correct");
  const std::string file = seededEvent(dir);
  writeFile(dir + "/game.pgn", Shuffle);
  auto correct = runArbiter(claim(file, dir + "/game.pgn", "8", {"--kind", "threefold"}));
  ASSERT_EQ(correct.exitCode, 0) << correct.err;
  // Laws 9.2.2: the position is on the board for the third time (White to move).
  EXPECT_EQ(correct.out,
            "incident 1 [9.2.2]: claim correct: the game is drawn\n"
            "  threefold 9.2.2: the position stood at ply 0 (the start), ply 4 (2... Ng8), ply 8 "
            "(4... Ng8)\n");
  EXPECT_NE(
      runArbiter({"round", "show", file, "--section", "Open", "--round", "1"}).out.find("1/2-1/2"),
      std::string::npos);
  auto log = runArbiter({"log", file}).out;
  EXPECT_NE(log.find("article=\"9.2.2\" ply=8"), std::string::npos) << log;
}

TEST(EventCliDrawClaimRecord, IncorrectClaimUnderFideAddsTwoMinutesToTheOpponent) {
  const std::string dir = freshDir("claim-record-fide");
  const std::string file = seededEvent(dir);
  writeFile(dir + "/game.pgn", Shuffle);
  // At ply 4 the start position stands for the second time only.
  auto wrong = runArbiter(claim(file, dir + "/game.pgn", "4", {"--kind", "threefold"}));
  ASSERT_EQ(wrong.exitCode, 0) << wrong.err;
  EXPECT_EQ(wrong.out,
            "incident 1 [9.5.3]: time penalty; add 2:00 to the opponent's remaining time\n"
            "  threefold 9.2.2: the position stood at ply 0 (the start), ply 4 (2... Ng8); "
            "incorrect: the position "
            "does not appear for the third time\n");
  // The claimant is the side to move at ply 4 (White); naming Black is a usage error.
  EXPECT_EQ(runArbiter(claim(file, dir + "/game.pgn", "4", {"--player", "black"})).exitCode, 64);
  // The game goes on: result still pending.
  EXPECT_NE(
      runArbiter({"round", "show", file, "--section", "Open", "--round", "1"}).out.find("  *\n"),
      std::string::npos);
}

TEST(EventCliDrawClaimRecord, IncorrectClaimUnderClassicRulesAddsFiveMinutesAndMayLose) {
  const std::string dir = freshDir("claim-record-classic");
  const std::string file = seededEvent(dir, "classic");
  writeFile(dir + "/game.pgn", Shuffle);
  // Ply 4: White is about to play move 3. 40/90+30: limit at move 3 =
  // 90:00 + 3 x 0:30 = 91:30. 86:00 + 5:00 = 91:00 stays within it.
  auto kept =
      runArbiter(claim(file, dir + "/game.pgn", "4", {"--kind", "threefold", "--used", "86:00"}));
  ASSERT_EQ(kept.exitCode, 0) << kept.err;
  EXPECT_EQ(kept.out.substr(0, kept.out.find('\n')),
            "incident 1 [classic 10.13(2)]: time penalty; add 5:00 to the claimant's used time");
  // 87:00 + 5:00 = 92:00 passes 91:30: the claimant (White) loses.
  auto lost =
      runArbiter(claim(file, dir + "/game.pgn", "4", {"--kind", "threefold", "--used", "87:00"}));
  ASSERT_EQ(lost.exitCode, 0) << lost.err;
  EXPECT_EQ(lost.out.substr(0, lost.out.find('\n')),
            "incident 2 [classic 10.13(2)]: game lost; add 5:00 to the claimant's used time");
  EXPECT_NE(
      runArbiter({"round", "show", file, "--section", "Open", "--round", "1"}).out.find("  0-1\n"),
      std::string::npos);
}

TEST(EventCliDrawClaimRecord, UnusableRecordsChangeNothing) {
  const std::string dir = freshDir("claim-record-bad");
  const std::string file = seededEvent(dir);
  writeFile(dir + "/game.pgn", Shuffle);
  const std::string before = readAll(file);
  auto missing = runArbiter(claim(file, dir + "/none.pgn", "8"));
  EXPECT_EQ(missing.exitCode, 66);
  EXPECT_EQ(missing.err, "arbiter: cannot open '" + dir + "/none.pgn'\n");
  auto beyond = runArbiter(claim(file, dir + "/game.pgn", "40"));
  EXPECT_EQ(beyond.exitCode, 65);
  EXPECT_EQ(beyond.err,
            "arbiter: " + dir + "/game.pgn: ply 40 is beyond the game's legal moves (8 plies)\n");
  auto noGame = runArbiter(claim(file, dir + "/game.pgn", "8", {"--game", "2"}));
  EXPECT_EQ(noGame.exitCode, 65);
  EXPECT_EQ(noGame.err, "arbiter: " + dir + "/game.pgn holds 1 game(s), not 2\n");
  EXPECT_EQ(runArbiter(claim(file, dir + "/game.pgn", "8", {"--verdict", "correct"})).exitCode, 64);
  EXPECT_EQ(readAll(file), before);
}

// Issue 15 item 10: the record's players and round are compared with the
// board's (board 1 of round 1 is "Wang, Fang" - Smith; the record has
// Smith - Wang, round 3): the claim is judged, with a warning for each.
TEST(EventCliDrawClaimRecord, ARecordOfAnotherGameIsWarnedAbout) {
  const std::string dir = freshDir("claim-record-other-game");
  const std::string file = seededEvent(dir);
  std::string other = Shuffle;
  other.insert(other.find("[Result"), "[Round \"3\"]\n");
  writeFile(dir + "/game.pgn", other);
  auto run = runArbiter(claim(file, dir + "/game.pgn", "8", {"--kind", "threefold"}));
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_NE(run.err.find("the record's White is 'Smith', the board's is 'Wang, Fang'"),
            std::string::npos)
      << run.err;
  EXPECT_NE(run.err.find("the record's round is '3', the claim is in round 1"), std::string::npos)
      << run.err;
  writeFile(dir + "/same.pgn",
            "[White \"Wang, Fang\"]\n[Black \"Smith\"]\n[Round \"1\"]\n\n1. Nf3 Nf6 *\n");
  const std::string again = freshDir("claim-record-same-game");
  const std::string second = seededEvent(again);
  auto same = runArbiter(claim(second, dir + "/same.pgn", "2"));
  EXPECT_EQ(same.err.find("warning"), std::string::npos) << same.err;
}
