// SPDX-License-Identifier: MIT
#include "domain/tournament/position_checks.h"

#include <gtest/gtest.h>

using namespace tournament;

namespace {
Envelope sealedBy(Color sealer, std::string fen, std::string moves = "") {
  Envelope e;
  e.sealer = sealer;
  e.fenBefore = std::move(fen);
  e.movesBefore = std::move(moves);
  return e;
}
// Back rank: White Ra1 Kg1; Black Kg8 with pawns f7 g7 h7. Ra8 mates.
constexpr const char* BackRank = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
}  // namespace

// Guidelines I.8 / classic 10.16: how the written move reads on the board.
TEST(SealedMoveReading, ClassifiesTheSealedMove) {
  const Envelope backRank = sealedBy(Color::White, BackRank);
  EXPECT_EQ(readSealedMove(backRank, "Ra8", RulesProfile::Fide2023).status,
            SealedMoveStatus::Checkmate);
  EXPECT_EQ(readSealedMove(backRank, "Ra1-a8", RulesProfile::Fide2023).status,
            SealedMoveStatus::Checkmate);
  EXPECT_EQ(readSealedMove(backRank, "Rb1", RulesProfile::Fide2023).status,
            SealedMoveStatus::Legal);
  EXPECT_EQ(readSealedMove(backRank, "Rh8", RulesProfile::Fide2023).status,
            SealedMoveStatus::Illegal);
  EXPECT_EQ(readSealedMove(backRank, "Ra9", RulesProfile::Fide2023).status,
            SealedMoveStatus::Unreadable);
  // Rooks on a1 and e1 can both go to c1.
  const Envelope twoRooks = sealedBy(Color::White, "6k1/5ppp/8/8/8/8/8/R3R1K1 w - - 0 1");
  EXPECT_EQ(readSealedMove(twoRooks, "Rc1", RulesProfile::Fide2023).status,
            SealedMoveStatus::Ambiguous);
  // Qg6 leaves the lone black king on h8 without a move, not in check.
  const Envelope stalemate = sealedBy(Color::White, "7k/8/8/5Q2/8/8/8/6K1 w - - 0 1");
  EXPECT_EQ(readSealedMove(stalemate, "Qg6", RulesProfile::Classic).status,
            SealedMoveStatus::Stalemate);
  // Kxb2 leaves king against king (Laws 5.2.2; classic 10.4).
  const Envelope bare = sealedBy(Color::White, "7k/8/8/8/8/8/1p6/K7 w - - 0 1");
  EXPECT_EQ(readSealedMove(bare, "Kxb2", RulesProfile::Fide2023).status,
            SealedMoveStatus::DeadPosition);
  EXPECT_EQ(readSealedMove(bare, "Kxb2", RulesProfile::Classic).status,
            SealedMoveStatus::DeadPosition);
  // The sealer must be the side to move in the recorded position.
  EXPECT_EQ(readSealedMove(sealedBy(Color::Black, BackRank), "Kf8", RulesProfile::Fide2023).status,
            SealedMoveStatus::Illegal);
}

TEST(SealedMoveReading, ReplaysTheMoveListWhenThereIsNoFen) {
  const Envelope fromMoves = sealedBy(Color::Black, "", "1. e4 e5 2. Nf3");
  EXPECT_EQ(readSealedMove(fromMoves, "Nc6", RulesProfile::Fide2023).status,
            SealedMoveStatus::Legal);
  EXPECT_EQ(readSealedMove(fromMoves, "Nc5", RulesProfile::Fide2023).status,
            SealedMoveStatus::Illegal);
  EXPECT_EQ(readSealedMove(sealedBy(Color::Black, "", ""), "Nc6", RulesProfile::Fide2023).status,
            SealedMoveStatus::Unchecked);
  EXPECT_EQ(
      readSealedMove(sealedBy(Color::Black, "not a fen"), "Nc6", RulesProfile::Fide2023).status,
      SealedMoveStatus::Unchecked);
}

// Laws 6.9: a lone king cannot mate; the rook side mates in one here.
TEST(SealedMoveReading, TellsWhetherTheReplierCanMate) {
  const Envelope loneKing = sealedBy(Color::White, "8/8/4k3/8/8/8/8/R3K3 w - - 0 1");
  EXPECT_EQ(readSealedMove(loneKing, "Ra9", RulesProfile::Fide2023).replierCanMate, false);
  EXPECT_EQ(canMateInFen(BackRank, Color::White), true);
  EXPECT_EQ(canMateInFen("8/8/4k3/8/8/8/8/R3K3 w - - 0 1", Color::Black), false);
  EXPECT_FALSE(canMateInFen("garbage", Color::White).has_value());
}

// Guidelines I.9.3: the new envelope records the position after the sealed
// move. Back rank, White plays Rb1 (rook a1 -> b1): Black to move, halfmove
// clock 1 (no capture, no pawn move), still move 1 (FEN by hand).
TEST(SealedMoveReading, PositionAfterTheSealedMove) {
  EXPECT_EQ(fenAfterSealedMove(sealedBy(Color::White, BackRank), "Rb1"),
            "6k1/5ppp/8/8/8/8/8/1R4K1 b - - 1 1");
  // From the moves alone: 1.e4 then Black seals Nc6 (from the start
  // position by hand; halfmove clock 1 after a knight move, move 2).
  EXPECT_EQ(fenAfterSealedMove(sealedBy(Color::Black, "", "1. e4"), "Nc6"),
            "r1bqkbnr/pppppppp/2n5/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
  EXPECT_EQ(fenAfterSealedMove(sealedBy(Color::White, BackRank), "Rh8"), std::nullopt);
  EXPECT_EQ(fenAfterSealedMove(sealedBy(Color::Black, BackRank), "Kf8"), std::nullopt);
}
