// SPDX-License-Identifier: MIT
// The organiser's extension of the fifty-move count for named endings.
// 003 (and 002): old Laws 10.12 "对于某些局面,回合数可以增加到50以上,但对所增加的
// 回合数和有关局面,组织者必须在赛前明确宣布" - for certain positions the number
// of moves may be raised above 50; the organiser announces the raised number
// and the positions before the event. The FIDE Laws 2023 (9.3) have 50 moves
// for every position. Every expectation below is counted by hand.
#include "domain/chess/fifty_move_extension.h"
#include "domain/chess/claim_check.h"
#include "tests/domain/pgn/replay_support.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace chess {
namespace {

using testing::replay;

std::string withFen(const std::string& fen, const std::string& moves) {
  return "[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n" + moves + "\n";
}

std::vector<FiftyMoveExtension> extensions(const std::string& text) {
  auto read = parseFiftyMoveExtensions(text);
  EXPECT_TRUE(read) << text;
  return read.value_or(std::vector<FiftyMoveExtension>{});
}

// K+R+B (White: Ke1, Rg1, Bh1) v K+R (Black: Kd8, Ra2). The FEN's clock
// says 98 half-moves (49 moves each) without capture or pawn move; after
// 50. Rg7 Kc8 (neither a capture nor a pawn move) it is 100: 50 moves each,
// and White, to play move 51, claims on the board at ply 2.
const std::string RookAndBishopVRook =
    withFen("3k4/8/8/8/8/8/r7/4K1RB w - - 98 50", "50. Rg7 Kc8 *");

ClaimVerdict fiftyAt(const std::string& game, int ply, DrawRules rules,
                     const std::vector<FiftyMoveExtension>& announced) {
  const auto replayed = replay(game, rules);
  EXPECT_EQ(replayed.verdict.plies, 2) << game;
  const auto claim = checkClaim(replayed.line, replayed.verdict,
                                {ply, ClaimKind::FiftyMoves, std::nullopt}, rules, announced);
  EXPECT_TRUE(claim);
  return claim.value_or(ClaimVerdict{});
}

TEST(FiftyMoveExtension, ReadsEndingsEitherWayRoundWithTheirCounts) {
  const auto list = parseFiftyMoveExtensions("KRBvKR=100, KQvKBB=100,KNNvKP=100");
  ASSERT_TRUE(list);
  ASSERT_EQ(list->size(), 3u);
  // Q R B N P: K+R+B is one rook and one bishop; K+R one rook.
  EXPECT_EQ(list->at(0).ending, (EndingMaterial{{0, 1, 1, 0, 0}, {0, 1, 0, 0, 0}}));
  EXPECT_EQ(list->at(0).moves, 100);
  EXPECT_EQ(extensionsText(*list), "KRBvKR=100,KQvKBB=100,KNNvKP=100");
  // The weaker side written first, the pieces in another order: the same ending.
  const auto swapped = parseFiftyMoveExtensions("KRvKBR=75");
  ASSERT_TRUE(swapped);
  EXPECT_EQ(swapped->at(0).ending, list->at(0).ending);
  EXPECT_EQ(extensionText(swapped->at(0)), "KRBvKR=75");
  EXPECT_TRUE(parseFiftyMoveExtensions("")->empty());
}

// "回合数可以增加到50以上": the count is more than 50. A place is a 1-based column.
TEST(FiftyMoveExtension, RefusesWhatTheTextDoesNotAllowWithItsPlace) {
  const auto error = [](const std::string& text) {
    const auto read = parseFiftyMoveExtensions(text);
    EXPECT_FALSE(read) << text;
    return read ? ExtensionError{ExtensionErrorCode::BadEnding, -1} : read.error();
  };
  EXPECT_EQ(error("KRBvKR=50").code, ExtensionErrorCode::CountNotAbove50);  // not above 50
  EXPECT_EQ(error("KRBvKR=50").column, 8);                                  // the first digit
  EXPECT_EQ(error("KRBvKR=1001").code, ExtensionErrorCode::CountNotAbove50);
  EXPECT_EQ(error("KRBvKR").code, ExtensionErrorCode::MissingCount);
  EXPECT_EQ(error("KRBvKR").column, 7);
  EXPECT_EQ(error("KRXvKR=100").code, ExtensionErrorCode::BadEnding);
  EXPECT_EQ(error("KRXvKR=100").column, 3);
  EXPECT_EQ(error("RBvKR=100").column, 1);  // a side starts with its king
  // "KBRvKR" is "KRBvKR" again: the ending at column 13 is given twice.
  EXPECT_EQ(error("KRBvKR=100, KBRvKR=120").code, ExtensionErrorCode::Duplicate);
  EXPECT_EQ(error("KRBvKR=100, KBRvKR=120").column, 13);
}

// Under the FIDE Laws (9.3.2) 100 half-moves are 50 moves each: the claim
// at move 51 is correct, announced extension or not (the FIDE profile never
// reads it).
TEST(FiftyMoveExtension, TheFideLawsKeepFiftyMovesWhateverIsAnnounced) {
  for (const auto& announced : {std::vector<FiftyMoveExtension>{}, extensions("KRBvKR=100")}) {
    const auto claim = fiftyAt(RookAndBishopVRook, 2, DrawRules::Fide2023, announced);
    EXPECT_TRUE(claim.valid);
    EXPECT_STREQ(claim.article, "9.3.2");
    EXPECT_EQ(claim.halfmoveClock, 100);
    EXPECT_EQ(claim.requiredHalfmoves, 100);
    EXPECT_FALSE(claim.extension);
  }
}

// Classic 10.12 with K+R+B v K+R announced at 100 moves: 100 moves each are
// 200 half-moves, and 100 stand on the board, so the claim at move 51 is
// incorrect. Without the announcement it is correct (50 moves).
TEST(FiftyMoveExtension, ClassicClaimAtMoveFiftyOneIsRefusedInAnAnnouncedEnding) {
  const auto plain = fiftyAt(RookAndBishopVRook, 2, DrawRules::Classic, {});
  EXPECT_TRUE(plain.valid);
  EXPECT_STREQ(plain.article, "10.12");
  const auto extended =
      fiftyAt(RookAndBishopVRook, 2, DrawRules::Classic, extensions("KQvKBB=100,KRBvKR=100"));
  EXPECT_FALSE(extended.valid);
  EXPECT_STREQ(extended.article, "10.12");
  EXPECT_EQ(extended.flaw, ClaimFlaw::ClockTooLow);
  EXPECT_EQ(extended.halfmoveClock, 100);
  EXPECT_EQ(extended.requiredHalfmoves, 200);
  ASSERT_TRUE(extended.extension);
  EXPECT_EQ(extensionText(*extended.extension), "KRBvKR=100");
  // Another ending announced (K+Q v K+B+B) leaves this one at 50 moves.
  EXPECT_TRUE(fiftyAt(RookAndBishopVRook, 2, DrawRules::Classic, extensions("KQvKBB=100")).valid);
}

// The same position 100 moves on: the FEN's clock 198 and 100. Rg7 Kc8 make
// 200 half-moves, the announced 100 moves each: correct at move 101.
TEST(FiftyMoveExtension, ClassicClaimHoldsOnceTheAnnouncedCountIsReached) {
  const std::string later = withFen("3k4/8/8/8/8/8/r7/4K1RB w - - 198 100", "100. Rg7 Kc8 *");
  const auto claim = fiftyAt(later, 2, DrawRules::Classic, extensions("KRBvKR=100"));
  EXPECT_TRUE(claim.valid);
  EXPECT_EQ(claim.halfmoveClock, 200);
  EXPECT_EQ(claim.requiredHalfmoves, 200);
  // One ply earlier (199 half-moves) it is not yet.
  EXPECT_FALSE(fiftyAt(later, 1, DrawRules::Classic, extensions("KRBvKR=100")).valid);
}

// The ending is the material, whoever holds it: Black with K+R+B (Ke8, Rg8,
// Bh8) v White's K+R (Kd1, Ra7), 50... Rg2 51. Kc1, clock 98 + 2 = 100.
TEST(FiftyMoveExtension, AppliesWhicheverColourHoldsTheStrongerSide) {
  const std::string mirrored = withFen("4k1rb/R7/8/8/8/8/8/3K4 b - - 98 50", "50... Rg2 51. Kc1 *");
  const auto claim = fiftyAt(mirrored, 2, DrawRules::Classic, extensions("KRvKRB=100"));
  EXPECT_FALSE(claim.valid);
  EXPECT_EQ(claim.claimant, Color::Black);
  EXPECT_EQ(claim.requiredHalfmoves, 200);
  EXPECT_TRUE(fiftyAt(mirrored, 2, DrawRules::Fide2023, extensions("KRvKRB=100")).valid);
}

}  // namespace
}  // namespace chess
