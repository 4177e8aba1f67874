// SPDX-License-Identifier: MIT
// The verifier and the claim check under the client's older Laws (003,
// art. 10), each expectation worked out by hand from the quoted sentence.
#include "domain/chess/claim_check.h"
#include "domain/chess/verdict_tsv.h"
#include "tests/domain/pgn/replay_support.h"

#include <gtest/gtest.h>

#include <string>

namespace chess {
namespace {

using testing::replay;

std::string withFen(const std::string& fen, const std::string& moves) {
  return "[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n" + moves + "\n";
}

// The text has no 75-move rule: at clock 150 the game goes on, and the
// fifty-move claim (10.12) stays open on the board at plies 0, 1 and 2.
TEST(ClassicDrawRules, NoSeventyFiveMoveEnd) {
  const std::string game = withFen("8/8/8/4k3/8/8/8/R3K3 w - - 149 100", "100. Ra2 Kd5 *");
  EXPECT_EQ(replay(game).verdict.end, GameEnd::SeventyFiveMoves);
  const auto classic = replay(game, DrawRules::Classic).verdict;
  EXPECT_EQ(classic.end, GameEnd::Ongoing);
  EXPECT_EQ(formatPlyList(classic.fiftyOnBoard), "0-2");
}

// The text has no fivefold rule: a knight shuffle repeats the start
// position at plies 0, 4, 8, 12, 16 (five times); FIDE ends the game at
// ply 16 (9.6.1), the classic text does not, and a threefold claim on the
// board (10.10(2) "相同局面刚于第3次出现,每次都轮到同一方行棋") is still open there.
TEST(ClassicDrawRules, NoFivefoldEndAndALaterThreefoldClaimIsJudged) {
  const std::string shuffle =
      "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 "
      "9. e4 *\n";
  const auto fide = replay(shuffle);
  EXPECT_EQ(fide.verdict.end, GameEnd::FivefoldRepetition);
  EXPECT_EQ(fide.verdict.endPly, 16);
  const auto classic = replay(shuffle, DrawRules::Classic);
  EXPECT_EQ(classic.verdict.end, GameEnd::Ongoing);
  const auto claim = checkClaim(classic.line, classic.verdict,
                                {16, ClaimKind::Threefold, std::nullopt}, DrawRules::Classic);
  ASSERT_TRUE(claim);
  EXPECT_TRUE(claim->valid);
  EXPECT_STREQ(claim->article, "10.10(2)");
  EXPECT_EQ(claim->occurrences.size(), 5u);
}

// 10.4 "(3)王单象对王单象,且双方的象是同以格象" - one bishop each, nothing else:
// K+B+B (both on light squares) v K is not in the list, so the classic text
// plays on where the FIDE material test (5.2.2) ends the game. White Kh1,
// Bd3 and Bh3 (both light: a1 is dark, d3 and h3 are not); 1.Bxe2 takes
// Black's last pawn.
TEST(ClassicDrawRules, OnlyTheTenFourListIsAnAutomaticDraw) {
  const std::string twoBishops = withFen("k7/8/8/8/8/3B3B/4p3/7K w - - 0 1", "1. Bxe2 Kb7 *");
  EXPECT_EQ(replay(twoBishops).verdict.end, GameEnd::InsufficientMaterial);
  EXPECT_EQ(replay(twoBishops, DrawRules::Classic).verdict.end, GameEnd::Ongoing);
  // 10.4 "(2)单王对王单象或王单马": 1.Kxd2 leaves K+N v K, drawn.
  const std::string knight = withFen("8/8/8/8/8/5k2/3p4/N3K3 w - - 0 1", "1. Kxd2 Kf2 *");
  EXPECT_EQ(replay(knight, DrawRules::Classic).verdict.end, GameEnd::InsufficientMaterial);
  EXPECT_EQ(replay(knight, DrawRules::Classic).verdict.endPly, 1);
}

// 10.12 "行棋方提出和棋要求并证实至少在最近连续50回合中,双方没有吃过任何一子,
// 也没有走动任何一兵": the claimant proves fifty moves on the board. At clock
// 99 with the quiet Rb1 written, FIDE 9.3.1 draws; the classic claim is
// incorrect (98 + 1 = 99 half-moves on the board, fewer than 100). One ply
// later (clock 100) the same claim on the board is correct.
TEST(ClassicDrawRules, NoFiftyMoveClaimWithTheWrittenMove) {
  const std::string game = withFen("8/8/8/4k3/8/8/P7/R3K3 w - - 99 80", "80. Rb1 Kd5 *");
  const auto fide = replay(game);
  const auto fideClaim =
      checkClaim(fide.line, fide.verdict, {0, ClaimKind::FiftyMoves, std::string("Rb1")});
  ASSERT_TRUE(fideClaim);
  EXPECT_TRUE(fideClaim->valid);
  EXPECT_STREQ(fideClaim->article, "9.3.1");
  const auto classic = replay(game, DrawRules::Classic);
  EXPECT_EQ(formatPlyList(classic.verdict.fiftyWritten), "-");  // none
  EXPECT_EQ(formatPlyList(classic.verdict.fiftyOnBoard), "1-2");
  const auto written =
      checkClaim(classic.line, classic.verdict, {0, ClaimKind::FiftyMoves, std::string("Rb1")},
                 DrawRules::Classic);
  ASSERT_TRUE(written);
  EXPECT_FALSE(written->valid);
  EXPECT_EQ(written->flaw, ClaimFlaw::NoWrittenMoveClaim);
  EXPECT_STREQ(written->article, "10.12");
  const auto onBoard = checkClaim(classic.line, classic.verdict,
                                  {1, ClaimKind::FiftyMoves, std::nullopt}, DrawRules::Classic);
  ASSERT_TRUE(onBoard);
  EXPECT_TRUE(onBoard->valid);
  EXPECT_STREQ(onBoard->article, "10.12");
}

// 10.10(1) "相同局面即将第3次出现,行棋方先在记录纸上写下着法,然后向裁判声明他准备
// 走出该着法": the written-move form of the threefold claim exists in the
// classic text and is printed with its own article.
TEST(ClassicDrawRules, ThreefoldWithTheWrittenMoveIsTenTenOne) {
  const auto r = replay("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n", DrawRules::Classic);
  const auto v = checkClaim(r.line, r.verdict, {7, ClaimKind::Threefold, std::string("Ng8")},
                            DrawRules::Classic);
  ASSERT_TRUE(v);
  EXPECT_TRUE(v->valid);
  EXPECT_STREQ(v->article, "10.10(1)");
}

}  // namespace
}  // namespace chess
