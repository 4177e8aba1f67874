// SPDX-License-Identifier: MIT
// Issue 13 items 7, 9, 10 and 14 through the commands: `verify --rules
// classic`, `claim --rules classic` and `draw-claim` on a classic section
// apply the client's older Laws (003) and print their articles. Each
// expected line is worked by hand from the quoted sentence.
#include "tests/cli/event_cli_fixture.h"

using namespace event_cli;

namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

std::string withFen(const std::string& fen, const std::string& moves) {
  return "[White \"Wang, Fang\"]\n[Black \"Smith\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n" +
         moves + "\n";
}

// White K+B+B (d3 and h3, both light squares: a1 is dark, d3 and h3 are
// not) takes Black's last pawn with 1. Bxe2: FIDE 5.2.2 (bishops of one
// colour cannot mate) ends the game at ply 1; 003 10.4 "(1)单王对单王
// (2)单王对王单象或王单马 (3)王单象对王单象,且双方的象是同以格象" lists no K+B+B v K,
// so under classic the game goes on.
const std::string TwoBishops = withFen("k7/8/8/8/8/3B3B/4p3/7K w - - 0 1", "1. Bxe2 Kb7 *");
// 10.4 (2) "单王对王单象或王单马": 1. Kxd2 leaves K+N v K: drawn at ply 1.
const std::string Knight = withFen("8/8/8/8/8/5k2/3p4/N3K3 w - - 0 1", "1. Kxd2 Kf2 *");

}  // namespace

TEST(ClassicDrawRulesCli, VerifyAppliesTheTenFourList) {
  const std::string dir = freshDir("classic-verify-material");
  writeFile(dir + "/bishops.pgn", TwoBishops);
  writeFile(dir + "/knight.pgn", Knight);
  const auto fide = runArbiter({"verify", dir + "/bishops.pgn"});
  EXPECT_TRUE(contains(fide.out,
                       "  automatic end: insufficient material, a dead position (Laws "
                       "5.2.2) at ply 1 (after 1.); 1 more plies were written\n"))
      << fide.out;
  const auto classic = runArbiter({"verify", "--rules", "classic", dir + "/bishops.pgn"});
  EXPECT_FALSE(contains(classic.out, "automatic end")) << classic.out;
  const auto knight = runArbiter({"verify", "--rules", "classic", dir + "/knight.pgn"});
  EXPECT_TRUE(contains(knight.out,
                       "  automatic end: insufficient material, a position of the "
                       "10.4 list (classic 10.4) at ply 1 (after 1.); 1 more plies "
                       "were written\n"))
      << knight.out;
}

// `claim` at ply 1 of the bishops' game: FIDE, the game is over (5.2.2);
// classic, Black's fifty-move claim is judged (1 half-move of the 100
// needed: incorrect, 10.12).
TEST(ClassicDrawRulesCli, ClaimJudgesWhatTheFideLawsEndAutomatically) {
  const std::string dir = freshDir("classic-claim-material");
  writeFile(dir + "/bishops.pgn", TwoBishops);
  const auto fide = runArbiter({"claim", dir + "/bishops.pgn", "--ply", "1", "--kind", "fifty"});
  EXPECT_EQ(fide.exitCode, 1);
  EXPECT_TRUE(contains(fide.out,
                       "The game had already ended at ply 1: insufficient material, a "
                       "dead position (Laws 5.2.2); there is nothing to claim."))
      << fide.out;
  const auto classic = runArbiter(
      {"claim", dir + "/bishops.pgn", "--ply", "1", "--kind", "fifty", "--rules", "classic"});
  EXPECT_EQ(classic.exitCode, 1);
  EXPECT_TRUE(contains(classic.out,
                       "Fifty-move rule claim by Black at ply 1 (classic rules, art. 10.12): "
                       "INCORRECT"))
      << classic.out;
  EXPECT_TRUE(contains(classic.out,
                       "Consequence (classic rules, art. 10.13): 5 minutes added "
                       "to Black's used time"))
      << classic.out;
}

// Item 9, 003 10.12 "行棋方提出和棋要求并证实至少在最近连续50回合中,双方没有吃过任何
// 一子,也没有走动任何一兵": at clock 99 White writes the quiet 80. Rb1. FIDE 9.3.1
// takes the claim with the written move; the classic claim is incorrect
// (99 half-moves on the board, fewer than 100).
TEST(ClassicDrawRulesCli, AFiftyMoveClaimAtNinetyNineHalfMovesIsIncorrect) {
  const std::string dir = freshDir("classic-claim-99");
  writeFile(dir + "/game.pgn", withFen("8/8/8/4k3/8/8/P7/R3K3 w - - 99 80", "80. Rb1 Kd5 *"));
  const std::vector<std::string> claim{"claim",  dir + "/game.pgn", "--ply",  "0",
                                       "--kind", "fifty",           "--move", "Rb1"};
  const auto fide = runArbiter(claim);
  EXPECT_EQ(fide.exitCode, 0) << fide.out;
  EXPECT_TRUE(contains(fide.out, "(Laws 9.3.1): CORRECT")) << fide.out;
  auto classicArgs = claim;
  classicArgs.insert(classicArgs.end(), {"--rules", "classic"});
  const auto classic = runArbiter(classicArgs);
  EXPECT_EQ(classic.exitCode, 1) << classic.out;
  EXPECT_TRUE(
      contains(classic.out,
               "(classic rules, art. 10.12): INCORRECT\n  Reason: the classic rules (10.12) "
               "take no fifty-move claim with a written move: the 50 moves "
               "must be on the board.\n"))
      << classic.out;
}

// Item 10: the knight shuffle repeats the start position at plies 0, 4, 8,
// 12 and 16. FIDE 9.6.1 ends the game at the fifth time (ply 16); the
// classic text has no such rule, so the game goes on and the threefold
// claim on the board, 10.10(2) "相同局面刚于第3次出现,每次都轮到同一方行棋", is valid
// from ply 8 to 16 (each position of the four-ply cycle stands for the third
// time at its ply p + 8: P_0 at 8, P_1 at 9, ... P_8 = P_0 at 16), printed
// with the classic article.
TEST(ClassicDrawRulesCli, VerifyHasNoFivefoldEndAndPrintsTheClassicArticles) {
  const std::string dir = freshDir("classic-verify-fivefold");
  writeFile(dir + "/shuffle.pgn",
            "[White \"A\"]\n[Black \"B\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 "
            "Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 *\n");
  const auto fide = runArbiter({"verify", dir + "/shuffle.pgn"});
  EXPECT_TRUE(contains(fide.out, "  automatic end: fivefold repetition (Laws 9.6.1) at ply 16"))
      << fide.out;
  const auto classic = runArbiter({"verify", "--rules", "classic", dir + "/shuffle.pgn"});
  EXPECT_FALSE(contains(classic.out, "automatic end")) << classic.out;
  EXPECT_TRUE(contains(classic.out,
                       "  threefold claim valid on the board (classic 10.10(2)) at "
                       "plies 8-16 (after 4... to 8...)\n"))
      << classic.out;
  EXPECT_FALSE(contains(classic.out, "Laws 9.")) << classic.out;
}

// Item 7 in the event: the bishops' game on board 1 of a classic section;
// Black's fifty-move claim at ply 1 is judged, incorrect: classic 10.13(2),
// 5 minutes on the claimant's used time (60:00 + 5:00 within 90 minutes).
TEST(ClassicDrawRulesCli, DrawClaimOnAClassicSectionJudgesTheBishopsGame) {
  const std::string dir = freshDir("classic-draw-claim-material");
  const std::string file = seededEvent(dir, "classic");
  writeFile(dir + "/bishops.pgn", TwoBishops);
  const auto claim =
      runArbiter({"draw-claim", file, "--section", "Open", "--round", "1", "--board", "1", "--pgn",
                  dir + "/bishops.pgn", "--ply", "1", "--kind", "fifty", "--used", "60:00"});
  ASSERT_EQ(claim.exitCode, 0) << claim.err;
  EXPECT_EQ(claim.out.substr(0, claim.out.find('\n')),
            "incident 1 [classic 10.13(2)]: time penalty; add 5:00 to the claimant's used time");
}
