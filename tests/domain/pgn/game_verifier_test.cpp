// SPDX-License-Identifier: MIT
// The verifier on hand-made games. Each expectation is worked out by hand
// from the Laws (9.2.3 "same position", 9.3, 9.6, 5.1.1, 5.2) in the
// comment beside it.
#include "domain/chess/game_verifier.h"
#include "domain/chess/verdict_tsv.h"
#include "tests/domain/pgn/replay_support.h"

#include <gtest/gtest.h>

#include <string>

namespace chess {
namespace {

GameVerdict verdictOf(const std::string& pgn) { return testing::replay(pgn).verdict; }

std::string withFen(const std::string& fen, const std::string& moves) {
  return "[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n" + moves + "\n";
}

TEST(GameVerifier, KnightShuffleGivesThreefoldOnTheBoardAndWithTheWrittenMove) {
  // P0 = P4 = P8 (start position, White to move): third occurrence at ply 8.
  // At P7 (Black to move) the written 4...Ng8 would make P8; at P8 the
  // written 5.Nf3 would repeat P1 = P5 a third time.
  const auto v = verdictOf("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2\n");
  EXPECT_EQ(v.plies, 8);
  EXPECT_EQ(formatPlyList(v.threefoldOnBoard), "8");
  ASSERT_EQ(v.threefoldWritten.size(), 2u);
  EXPECT_EQ(v.threefoldWritten[0].ply, 7);
  EXPECT_EQ(v.threefoldWritten[0].moves, std::vector<std::string>{"Ng8"});
  EXPECT_EQ(v.threefoldWritten[1].ply, 8);
  EXPECT_EQ(v.threefoldWritten[1].moves, std::vector<std::string>{"Nf3"});
}

TEST(GameVerifier, LostCastlingRightsMakeTheSamePlacementANewPosition) {
  // After 3...Rh8 both sides have lost the king-side right; P8 has the
  // start placement but other rights, so P0 does not count. From P6 on the
  // four positions of the knight shuffle recur every 4 plies: the third
  // occurrences are P14 (= P6, P10), P15, P16 (= P8, P12). Were the
  // rights ignored, P8 = P0 and P12 would already be a third occurrence.
  const auto v = verdictOf(
      "1. Nf3 Nf6 2. Rg1 Rg8 3. Rh1 Rh8 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 "
      "*\n");
  EXPECT_EQ(formatPlyList(v.threefoldOnBoard), "14-16");
}

TEST(GameVerifier, AnEnPassantCaptureThatIsOnlyPseudoLegalDoesNotMakeTheFirstPositionDifferent) {
  // exd6 e.p. would expose Ka5 to Rh5 along the fifth rank: the d6 square
  // is not part of P0 (Laws 9.2.3), so P0 = P4 = P8.
  const auto v = verdictOf(
      withFen("7k/8/8/K2pP2r/8/8/8/8 w - d6 0 1", "1. Ka4 Kg8 2. Ka5 Kh8 3. Ka4 Kg8 4. Ka5 Kh8 *"));
  EXPECT_EQ(formatPlyList(v.threefoldOnBoard), "8");
}

TEST(GameVerifier, ALegalEnPassantCaptureMakesTheFirstPositionDifferent) {
  // Without the rook exd6 is legal in P0, so P0 differs from P4 = P8 = P12;
  // the cycle P1..P4 recurs every 4 plies: third occurrences at 9, 10, 11, 12
  // (with P0 counted, P8 would already be one).
  const auto v =
      verdictOf(withFen("7k/8/8/K2pP3/8/8/8/8 w - d6 0 1",
                        "1. Ka4 Kg8 2. Ka5 Kh8 3. Ka4 Kg8 4. Ka5 Kh8 5. Ka4 Kg8 6. Ka5 Kh8 *"));
  EXPECT_EQ(formatPlyList(v.threefoldOnBoard), "9-12");
}

TEST(GameVerifier, FiftyMoveClaimsFromClock99) {
  // P0: clock 99, no claim on the board (9.3.2 needs 100) but any quiet
  // move completes the 50 moves (9.3.1). P1, P2: clocks 100, 101.
  const auto v = verdictOf(withFen("8/8/8/4k3/8/8/8/R3K3 w - - 99 80", "80. Ra2 Kd5 *"));
  EXPECT_EQ(formatPlyList(v.fiftyOnBoard), "1-2");
  EXPECT_EQ(formatPlyList(v.fiftyWritten), "0-2");
  EXPECT_EQ(v.end, GameEnd::Ongoing);
}

TEST(GameVerifier, TheSeventyFiveMoveRuleEndsTheGameAndLaterMovesStillCount) {
  // Clock 149 -> 150 after 1.Ra2 with Black to move: automatic draw at
  // ply 1 (Laws 9.6.2); 1...Kd5 is still read. No claims from ply 1 on.
  const auto v = verdictOf(withFen("8/8/8/4k3/8/8/8/R3K3 w - - 149 100", "100. Ra2 Kd5 *"));
  EXPECT_EQ(v.end, GameEnd::SeventyFiveMoves);
  EXPECT_EQ(v.endPly, 1);
  EXPECT_EQ(v.plies, 2);
  EXPECT_EQ(formatPlyList(v.fiftyOnBoard), "0");
}

TEST(GameVerifier, CheckmateComesBeforeTheSeventyFiveMoveRule) {
  // Clock 149; 1.Rh8 is mate (Kb6 guards a7, b7, c7, the rook the eighth
  // rank): mate, not a 75-move draw (Laws 9.6.2).
  const auto v = verdictOf(withFen("1k6/8/1K6/8/8/8/8/7R w - - 149 100", "100. Rh8# 1-0"));
  EXPECT_EQ(v.end, GameEnd::Checkmate);
  EXPECT_EQ(v.endPly, 1);
}

TEST(GameVerifier, TheLastPawnCapturedLeavesInsufficientMaterial) {
  // 1.Kxd2 (out of the pawn's check) leaves K v K (Laws 5.2.2).
  const auto v = verdictOf(withFen("8/8/8/8/8/5k2/3p4/4K3 w - - 0 1", "1. Kxd2 Kf2 *"));
  EXPECT_EQ(v.end, GameEnd::InsufficientMaterial);
  EXPECT_EQ(v.endPly, 1);
  EXPECT_EQ(v.plies, 2);
}

TEST(GameVerifier, NamesTheFirstMoveThatCannotBePlayed) {
  EXPECT_TRUE(toPgnExpectLine(verdictOf("1. e4 f5 2. Qh5+ Kf7 1-0\n"))
                  .starts_with("0\t1\t3\tstd\t4:Kf7:illegal\t"));
  const auto ambiguous = verdictOf("1. Nf3 d5 2. d4 Nf6 3. Nd2 *\n");
  ASSERT_TRUE(ambiguous.failure);
  EXPECT_EQ(ambiguous.failure->fault, MoveFault::Ambiguous);
  EXPECT_EQ(ambiguous.failure->ply, 5);
  EXPECT_EQ(ambiguous.failure->candidates, (std::vector<std::string>{"Nbd2", "Nfd2"}));
  const auto null = verdictOf("1. e4 e5 2. Nf3 -- 3. Bc4 *\n");
  ASSERT_TRUE(null.failure);
  EXPECT_EQ(null.failure->fault, MoveFault::Null);
  EXPECT_EQ(null.failure->ply, 4);
  EXPECT_EQ(null.failure->place.column, 17u);  // "1. e4 e5 2. Nf3 --": column 17
  const auto promotion = verdictOf(withFen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "1. e8 *"));
  ASSERT_TRUE(promotion.failure);
  EXPECT_EQ(promotion.failure->fault, MoveFault::Illegal);
  EXPECT_EQ(promotion.failure->reason, SanErrorCode::PromotionMissing);
  const auto intoCheck = verdictOf("1. e4 f5 2. Qh5+ Kf7 1-0\n");  // Qh5 covers f7
  ASSERT_TRUE(intoCheck.failure);
  EXPECT_EQ(intoCheck.failure->reason, SanErrorCode::LeavesKingInCheck);
}

TEST(GameVerifier, AnIllegalMoveInAVariationLeavesTheMainLineIntact) {
  const auto v = verdictOf("1. e4 e5 (1... Qxe4 2. d4) 2. Nf3 Nc6 3. Bb5 *\n");
  EXPECT_TRUE(v.legal());
  EXPECT_EQ(v.plies, 5);
  ASSERT_EQ(v.variationFailures.size(), 1u);
  EXPECT_EQ(v.variationFailures[0].token, "Qxe4");
  EXPECT_EQ(v.variationFailures[0].ply, 2);
}

TEST(GameVerifier, CountsNonCanonicalMovesAndIgnoresCheckMarks) {
  // ed5 (no x), Qd5 (no x), Nbc3 (superfluous file); e4+ is not checked.
  const auto v = verdictOf("1. e4+ d5 2. ed5 Qd5 3. Nbc3 Qa5 *\n");
  EXPECT_EQ(v.laxCount, 3);
  EXPECT_EQ(v.laxFirstPly, 3);
  EXPECT_EQ(v.laxFirstToken, "ed5");
}

TEST(GameVerifier, NumbersPliesFromAFenWithBlackToMove) {
  const auto v =
      verdictOf(withFen("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R b KQ - 3 23",
                        "23... dxc4 24. Bxc4 b6 1/2-1/2"));
  EXPECT_EQ(v.plies, 3);
  EXPECT_EQ(moveNameOfPly(v, 1).number, 23);
  EXPECT_EQ(moveNameOfPly(v, 1).mover, Color::Black);
  EXPECT_EQ(moveNameOfPly(v, 2).number, 24);
  EXPECT_EQ(moveNameOfPly(v, 2).mover, Color::White);
}

TEST(GameVerifier, ChecksNothingForAnUnreadableFenOrAVariant) {
  EXPECT_EQ(setupName(verdictOf(withFen("not a fen", "1. e4 *"))), "fen?");
  const auto variant = verdictOf("[Variant \"Atomic\"]\n\n1. e4 *\n");
  EXPECT_EQ(setupName(variant), "variant:Atomic");
  EXPECT_EQ(variant.plies, 0);
}

TEST(GameVerifier, FlagsCastlingRightsWithoutTheirRook) {
  // A queen-odds style FEN that keeps KQkq without the a1 rook.
  const auto v =
      verdictOf(withFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w KQkq - 0 1", "1. e4 *"));
  EXPECT_EQ(setupName(v), "fen!bad_castling_rights");
  EXPECT_EQ(v.plies, 1);
}

}  // namespace
}  // namespace chess
