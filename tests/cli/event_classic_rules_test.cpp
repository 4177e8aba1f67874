// SPDX-License-Identifier: MIT
// The classic rules (the client's older Laws, text 003) and the checked
// envelope through the CLI; each expectation worked by hand from the rule.
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

// Issue 15: `seal` checks the label and refuses with the reason (exit 76),
// the file unchanged; the back-rank position has White to move at move 41.
TEST(EventCliClassic, SealRefusesABadEnvelopeWithTheReason) {
  const std::string dir = freshDir("classic-seal");
  const std::string file = seededEvent(dir, "classic");
  const std::string before = readAll(file);
  const auto seal = [&](std::vector<std::string> more) {
    for (const char* option : {"--move", "Rb1", "--white-used", "118:20", "--black-used", "121:05"})
      more.push_back(option);
    return runOnBoardTwo({"seal", file}, more);
  };
  const std::string fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 41";
  auto wrongSide = seal({"--sealer", "black", "--move-number", "41", "--fen", fen});
  EXPECT_EQ(wrongSide.exitCode, 76);
  EXPECT_NE(wrongSide.err.find("the sealer is not the side to move"), std::string::npos)
      << wrongSide.err;
  auto wrongNumber = seal({"--sealer", "white", "--move-number", "40", "--fen", fen});
  EXPECT_NE(wrongNumber.err.find("the position is at move 41"), std::string::npos)
      << wrongNumber.err;
  auto sevenRanks = seal(
      {"--sealer", "white", "--move-number", "41", "--fen", "6k1/5ppp/8/8/8/8/R5K1 w - - 0 41"});
  EXPECT_NE(sevenRanks.err.find("the FEN is not a legal position (at column"), std::string::npos)
      << sevenRanks.err;
  auto badMoves = seal({"--sealer", "white", "--move-number", "2", "--moves", "2. Ke3"});
  EXPECT_NE(badMoves.err.find("the move numbers of the game do not follow"), std::string::npos)
      << badMoves.err;
  auto noPosition = seal({"--sealer", "white", "--move-number", "41"});
  EXPECT_NE(noPosition.err.find("classic 13.2(2)"), std::string::npos) << noPosition.err;
  auto tomorrow =
      seal({"--sealer", "white", "--move-number", "41", "--fen", fen, "--resume", "tomorrow"});
  EXPECT_NE(tomorrow.err.find("the resumption must be written YYYY-MM-DD HH:MM"), std::string::npos)
      << tomorrow.err;
  EXPECT_EQ(readAll(file), before);
}

// Issue 15: K+R v K, White (K+R) seals the impossible Rb2 (the rook on a1
// cannot go diagonally); the replier (Black) has a bare king - 10.5 "只剩单王
// 的一方不能作胜方 ... 封棋着法不合规则,则应判作和棋": drawn, and the message says
// the draw it stored.
TEST(EventCliClassic, UnsealMessageIsTheStoredOutcome) {
  const std::string dir = freshDir("classic-unseal");
  const std::string file = seededEvent(dir, "classic");
  ASSERT_EQ(runOnBoardTwo({"seal", file}, {"--sealer", "white", "--move-number", "41", "--move",
                                           "Rb2", "--fen", "8/8/4k3/8/8/8/8/R3K3 w - - 0 41",
                                           "--white-used", "118:20", "--black-used", "121:05"})
                .exitCode,
            0);
  auto opened = runOnBoardTwo({"unseal", file}, {});
  ASSERT_EQ(opened.exitCode, 0) << opened.err;
  EXPECT_EQ(opened.out,
            "envelope 1 (sealed move 41. Rb2): the sealed move is illegal in the envelope's "
            "position, but Black (the replier) cannot win: drawn, 1/2-1/2 (I.8 with 6.9; classic "
            "10.5)\n");
  auto tsv =
      runArbiter({"round", "show", file, "--section", "Open", "--round", "1", "--format", "tsv"});
  EXPECT_NE(tsv.out.find("2\t4\t2\t1/2-1/2"), std::string::npos) << tsv.out;
}

// 10.14 with 10.5: Black's flag falls; White can win: 1-0 (classic 10.14).
// 8.1: an illegal move restores the position, no penalty.
TEST(EventCliClassic, FlagAndIllegalMove) {
  const std::string dir = freshDir("classic-flag");
  const std::string file = seededEvent(dir, "classic");
  auto illegal = runOnBoardTwo({"illegal", file}, {"--player", "white"});
  ASSERT_EQ(illegal.exitCode, 0) << illegal.err;
  EXPECT_EQ(illegal.out,
            "incident 1 [classic 8.1] (illegal move no. 1 in this game): the position before the "
            "illegal move is restored and play goes on\n");
  // K+R (White) v K: Black's flag, White wins.
  auto flag = runOnBoardTwo({"flag", file},
                            {"--player", "black", "--fen", "8/8/4k3/8/8/8/8/R3K3 b - - 0 41"});
  ASSERT_EQ(flag.exitCode, 0) << flag.err;
  EXPECT_EQ(flag.out, "incident 2 [classic 10.14]: game lost\n");
  auto tsv =
      runArbiter({"round", "show", file, "--section", "Open", "--round", "1", "--format", "tsv"});
  EXPECT_NE(tsv.out.find("2\t4\t2\t1-0"), std::string::npos) << tsv.out;
  // 12.7: the result stands; a later flag is refused.
  EXPECT_EQ(
      runOnBoardTwo({"flag", file}, {"--player", "white", "--opponent-can-win", "yes"}).exitCode,
      76);
}

// `arbiter rules` prints each difference with both articles.
TEST(EventCliClassic, RulesListingNamesBothArticles) {
  auto classic = runArbiter({"rules", "--profile", "classic"});
  ASSERT_EQ(classic.exitCode, 0) << classic.err;
  EXPECT_NE(classic.out.find("  classic 8.1: the position before it is restored"),
            std::string::npos)
      << classic.out;
  EXPECT_NE(classic.out.find("  FIDE 7.5.5: "), std::string::npos);
  EXPECT_NE(classic.out.find("长将和"), std::string::npos);
  EXPECT_EQ(runArbiter({"rules", "--profile", "old"}).exitCode, 64);
}

// The club systems read the players' own club numbers: 002 and 004.
TEST(EventCliClassic, ClubRatingsReadTheirOwnNumbers) {
  const std::string dir = freshDir("classic-club");
  const std::string file = dir + "/club.arbiter";
  ASSERT_EQ(runArbiter({"event", "create", file, "--name", "Club"}).exitCode, 0);
  ASSERT_EQ(
      runArbiter({"section", "add", file, "--name", "A", "--rounds", "3", "--rules", "classic"})
          .exitCode,
      0);
  ASSERT_EQ(
      runArbiter({"player", "add", file, "--section", "A", "--name", "Zhang", "--rating", "2300",
                  "--club-elo", "1620", "--club-elo-games", "6", "--class-points", "150"})
          .exitCode,
      0);
  ASSERT_EQ(runArbiter({"player", "add", file, "--section", "A", "--name", "Li", "--rating", "1950",
                        "--club-elo", "1580", "--club-elo-games", "30", "--class-points", "40"})
                .exitCode,
            0);
  writeFile(dir + "/r1.pairs", "1\n1 2\n");
  ASSERT_EQ(runArbiter({"round", "set", file, "--section", "A", "--round", "1", dir + "/r1.pairs"})
                .exitCode,
            0);
  ASSERT_EQ(runArbiter({"result", file, "--section", "A", "--round", "1", "--board", "1", "1-0"})
                .exitCode,
            0);
  // 002: Zhang (provisional, n = 6) beats Li (rated): +21 to 1641, Li -6 to
  // 1574 (worked in tests/domain/rating/club_systems_test.cpp).
  auto club = runArbiter({"rating", file, "--system", "club-elo"});
  ASSERT_EQ(club.exitCode, 0) << club.err;
  EXPECT_NE(club.out.find(" 1620    +21  1641     7  (provisional)"), std::string::npos)
      << club.out;
  EXPECT_NE(club.out.find(" 1580     -6  1574    30  二级棋手"), std::string::npos) << club.out;
  // 004: D = 110 >= 100, the higher (Zhang, 150) wins: "相差100-199分,得2分";
  // Li 40 -> 38 stays 无级别, Zhang 150 -> 152 is 30级.
  auto points = runArbiter({"rating", file, "--system", "class-points"});
  ASSERT_EQ(points.exitCode, 0) << points.err;
  EXPECT_NE(points.out.find("   150     +2    152  30级"), std::string::npos) << points.out;
  EXPECT_NE(points.out.find("    40     -2     38  无级别"), std::string::npos) << points.out;
}
