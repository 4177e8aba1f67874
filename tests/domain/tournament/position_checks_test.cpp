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

// 003: old Laws 10.5 "只剩单王的一方不能作胜方。如果剩单王一方的对方超时,或封棋着法
// 不合规则,则以应判作和棋." Under the classic rules a defective sealed move draws
// only when the replier has a bare king; FIDE asks whether he can mate at all
// (6.9). K+Q (White, sealing the impossible Qd1-e3) against K+N: a lone
// knight cannot mate a king whose only helper is a queen, so FIDE draws, but
// the knight's side is no bare king, so the classic rules let it win.
TEST(SealedMoveReading, ClassicLoneKingRuleCountsMaterialNotMates) {
  const Envelope queenVKnight = sealedBy(Color::White, "6k1/8/5n2/8/8/8/8/3Q2K1 w - - 0 50");
  const auto classic = readSealedMove(queenVKnight, "Qe3", RulesProfile::Classic);
  EXPECT_EQ(classic.status, SealedMoveStatus::Illegal);
  EXPECT_EQ(classic.replierCanMate, true);
  EXPECT_EQ(readSealedMove(queenVKnight, "Qe3", RulesProfile::Fide2023).replierCanMate, false);
  // K+R against a bare king: the bare king cannot win under either text.
  const Envelope loneKing = sealedBy(Color::White, "8/8/4k3/8/8/8/8/R3K3 w - - 0 1");
  EXPECT_EQ(readSealedMove(loneKing, "Rb2", RulesProfile::Classic).replierCanMate, false);
  // A legal sealed move: can the sealer still win (for a flag of the
  // present replier, 10.15(3))? White K+R: yes; White's bare king: no.
  EXPECT_EQ(readSealedMove(loneKing, "Ra2", RulesProfile::Classic).sealerCanMate, true);
  const Envelope bareSealer = sealedBy(Color::White, "8/8/4k3/8/8/8/r7/4K3 w - - 0 1");
  EXPECT_EQ(readSealedMove(bareSealer, "Kd1", RulesProfile::Classic).sealerCanMate, false);
}

// Guidelines I.2 / 003: old Laws 13.2 "在封棋的信封上应注明 ... (2)封棋时的局面 ...
// (4)封棋方姓名 (5)封棋时的着数" and 13.3 "裁判必须 ... 查验信封上所注明的各个项目
// 是否正确无误": the label is checked when the envelope is sealed.
TEST(EnvelopeLabel, IsCheckedAtSealing) {
  Envelope label = sealedBy(Color::White, BackRank);
  label.moveNumber = 1;
  EXPECT_EQ(checkEnvelopeLabel(label), std::nullopt);
  // No position at all.
  Envelope bare = label;
  bare.fenBefore.clear();
  EXPECT_EQ(checkEnvelopeLabel(bare)->code, ActionErrorCode::MissingPosition);
  // A FEN of 7 ranks: the placement ends at column 25, where the 8th is missing.
  Envelope sevenRanks = label;
  sevenRanks.fenBefore = "6k1/5ppp/8/8/8/8/R5K1 w - - 0 1";
  EXPECT_EQ(checkEnvelopeLabel(sevenRanks)->code, ActionErrorCode::BadEnvelopeFen);
  // "2. Ke3" as the whole game: move 2 cannot come first.
  Envelope moves = sealedBy(Color::Black, "", "2. Ke3");
  moves.moveNumber = 2;
  EXPECT_EQ(checkEnvelopeLabel(moves)->code, ActionErrorCode::BadEnvelopeNumbering);
  // 1. e4 e5 2. Ke3: the third ply is illegal (the king e1 cannot reach e3).
  moves.movesBefore = "1. e4 e5 2. Ke3";
  EXPECT_EQ(checkEnvelopeLabel(moves)->code, ActionErrorCode::BadEnvelopeMoves);
  EXPECT_EQ(checkEnvelopeLabel(moves)->detail, 3);
  // 1. e4 e5 2. Nf3: Black is to move, at move 2.
  moves.movesBefore = "1. e4 e5 2. Nf3";
  EXPECT_EQ(checkEnvelopeLabel(moves), std::nullopt);
  moves.sealer = Color::White;
  EXPECT_EQ(checkEnvelopeLabel(moves)->code, ActionErrorCode::SealerNotToMove);
  moves.sealer = Color::Black;
  moves.moveNumber = 3;
  EXPECT_EQ(checkEnvelopeLabel(moves)->code, ActionErrorCode::WrongMoveNumber);
  EXPECT_EQ(checkEnvelopeLabel(moves)->detail, 2);
  // The moves and a FEN that is another position.
  moves.moveNumber = 2;
  moves.fenBefore = BackRank;
  EXPECT_EQ(checkEnvelopeLabel(moves)->code, ActionErrorCode::MovesDoNotReachFen);
  // The sealer of the back-rank FEN is White; its move number is 1.
  Envelope wrongSide = label;
  wrongSide.sealer = Color::Black;
  EXPECT_EQ(checkEnvelopeLabel(wrongSide)->code, ActionErrorCode::SealerNotToMove);
  Envelope wrongNumber = label;
  wrongNumber.moveNumber = 41;
  EXPECT_EQ(checkEnvelopeLabel(wrongNumber)->code, ActionErrorCode::WrongMoveNumber);
  EXPECT_EQ(checkEnvelopeLabel(wrongNumber)->detail, 1);
  // A FEN without its move number field: the number cannot be checked.
  Envelope noClocks = label;
  noClocks.fenBefore = "6k1/5ppp/8/8/8/8/8/R5K1 w - -";
  noClocks.moveNumber = 41;
  EXPECT_EQ(checkEnvelopeLabel(noClocks), std::nullopt);
  Envelope tomorrow = label;
  tomorrow.resumeAt = "tomorrow";
  EXPECT_EQ(checkEnvelopeLabel(tomorrow)->code, ActionErrorCode::BadResumeTime);
  tomorrow.resumeAt = "2026-05-02 09:00";
  EXPECT_EQ(checkEnvelopeLabel(tomorrow), std::nullopt);
}
