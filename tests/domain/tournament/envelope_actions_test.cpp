// SPDX-License-Identifier: MIT
#include "tests/domain/tournament/event_builder.h"

using namespace testing_event;

namespace {

// Board 1 of round 1 (A white v C black) adjourned; White sealed move 41.
Event sealed(RulesProfile rules) {
  Envelope label = whiteSealsKf2();
  label.drawOfferBy = Color::Black;
  label.resumeAt = "2026-05-02 09:00";
  label.resumePlace = "Hall B";
  return accepted(fourPlayers(rules), SealMove{"S", label});
}

ResumeGame resume(SealedMoveStatus status, bool sealerPresent = true, bool replierPresent = true) {
  ResumeGame action;
  action.section = "S";
  action.round = 1;
  action.board = 1;
  action.status = status;
  action.sealerPresent = sealerPresent;
  action.replierPresent = replierPresent;
  return action;
}

}  // namespace

// Guidelines I.2: the label keeps every field; the game is adjourned.
TEST(Envelope, SealingRecordsTheLabelAndAdjournsTheGame) {
  Event event = sealed(RulesProfile::Fide2023);
  ASSERT_EQ(section(event).envelopes.size(), 1u);
  const Envelope& e = section(event).envelopes[0];
  EXPECT_EQ(e.custody, Custody::Sealed);
  EXPECT_EQ(e.moveNumber, 41);
  EXPECT_EQ(e.drawOfferBy, Color::Black);
  EXPECT_EQ(e.resumePlace, "Hall B");
  EXPECT_EQ(resultOf(event, 1, 1), GameResult::Adjourned);
  EXPECT_TRUE(section(event).hasAdjournedGames());
  Envelope again = e;
  EXPECT_EQ(refused(event, SealMove{"S", again}), ActionErrorCode::EnvelopeExists);
  again.board = 2;
  again.sealedMove = "";
  EXPECT_EQ(refused(event, SealMove{"S", again}), ActionErrorCode::MissingSealedMove);
}

TEST(Envelope, CustodyMovesFromSealedToKeepingOrLost) {
  Event event = sealed(RulesProfile::Fide2023);
  event = accepted(event, SetCustody{"S", 1, 1, Custody::InArbitersKeeping});
  EXPECT_EQ(section(event).envelopes[0].custody, Custody::InArbitersKeeping);
  EXPECT_EQ(refused(event, SetCustody{"S", 1, 1, Custody::Opened}),
            ActionErrorCode::BadCustodyChange);
  EXPECT_EQ(refused(event, SetCustody{"S", 1, 2, Custody::Lost}), ActionErrorCode::NoEnvelope);
  event = accepted(event, SetCustody{"S", 1, 1, Custody::Lost});
  // I.12.1: a lost envelope: the sealer states the move he sealed.
  EXPECT_EQ(refused(event, resume(SealedMoveStatus::Legal)), ActionErrorCode::MissingSealedMove);
  ResumeGame stated = resume(SealedMoveStatus::Legal);
  stated.statedMove = "Kg3";
  event = accepted(event, stated);
  EXPECT_EQ(section(event).envelopes[0].verdict, ResumptionVerdict::Continue);
  EXPECT_EQ(section(event).envelopes[0].sealedMove, "Kg3");
  EXPECT_EQ(refused(event, stated), ActionErrorCode::EnvelopeOpened);
}

// I.6: a draw agreed before resumption settles the envelope unopened.
TEST(Envelope, ResultBeforeResumptionSettlesTheEnvelope) {
  auto outcome =
      applyAction(sealed(RulesProfile::Fide2023), EnterResult{"S", 1, 1, GameResult::Draw});
  ASSERT_TRUE(outcome);
  EXPECT_EQ(section(outcome->event).envelopes[0].custody, Custody::Settled);
  EXPECT_EQ(outcome->notices.at(0).code, NoticeCode::EnvelopeSettled);
  EXPECT_FALSE(section(outcome->event).hasAdjournedGames());
}

// I.8 / classic 10.16: a defective sealed move loses for the sealer
// (White here), unless the replier cannot mate (6.9 / classic 10.5).
TEST(Envelope, DefectiveSealedMoveLosesForTheSealerUnderBothProfiles) {
  for (auto rules : {RulesProfile::Fide2023, RulesProfile::Classic}) {
    for (auto status :
         {SealedMoveStatus::Ambiguous, SealedMoveStatus::Unreadable, SealedMoveStatus::Illegal}) {
      Event event = accepted(sealed(rules), resume(status));
      EXPECT_EQ(resultOf(event, 1, 1), GameResult::BlackWins);
      EXPECT_EQ(section(event).envelopes[0].verdict, ResumptionVerdict::DefectiveSealedMove);
      EXPECT_EQ(section(event).envelopes[0].custody, Custody::Opened);
    }
    ResumeGame noMate = resume(SealedMoveStatus::Illegal);
    noMate.replierCanMate = false;
    EXPECT_EQ(resultOf(accepted(sealed(rules), noMate), 1, 1), GameResult::Draw);
  }
}

// I.10 / classic 10.15(1)(2): a sealed move that ends the game stands even
// when the sealer is absent: mate wins, stalemate or a dead position draws.
TEST(Envelope, SealedMoveThatEndsTheGameStandsDespiteAbsence) {
  for (auto rules : {RulesProfile::Fide2023, RulesProfile::Classic}) {
    EXPECT_EQ(
        resultOf(accepted(sealed(rules), resume(SealedMoveStatus::Checkmate, false, true)), 1, 1),
        GameResult::WhiteWins);
    EXPECT_EQ(
        resultOf(accepted(sealed(rules), resume(SealedMoveStatus::Stalemate, false, true)), 1, 1),
        GameResult::Draw);
  }
  EXPECT_EQ(resultOf(accepted(sealed(RulesProfile::Fide2023),
                              resume(SealedMoveStatus::DeadPosition, true, false)),
                     1, 1),
            GameResult::Draw);
}

// 003: old Laws 10.15 "对局开始或封局续赛开始后,棋手迟到赛桌1小时以上者判负 ...
// 但是,在封局续赛中,如果封棋方迟到,在出现下列情况之一时,则裁判判法不同" and 14.3
// "如果非封棋方未到,他的钟应该开动,但封棋信封却必须等到他到达时才能打开": the
// exceptions are the absent sealer's alone. A replier more than an hour late
// loses (White, the sealer, wins 1-0) even when the sealed move stalemates;
// both absent, both lose (10.17 "双方均迟到棋盘旁达1小时以上则对局双方均判负").
TEST(Envelope, ClassicLateReplierLosesWhateverTheSealedMove) {
  for (auto status : {SealedMoveStatus::Stalemate, SealedMoveStatus::DeadPosition,
                      SealedMoveStatus::Illegal, SealedMoveStatus::Legal}) {
    const Event event = accepted(sealed(RulesProfile::Classic), resume(status, true, false));
    EXPECT_EQ(resultOf(event, 1, 1), GameResult::WhiteWins);
    EXPECT_EQ(section(event).envelopes[0].verdict, ResumptionVerdict::AbsentPlayerLoses);
    EXPECT_EQ(resultOf(accepted(sealed(RulesProfile::Classic), resume(status, false, false)), 1, 1),
              GameResult::DoubleLoss);
  }
  // FIDE I.10: the sealed move's end of the game stands.
  EXPECT_EQ(resultOf(accepted(sealed(RulesProfile::Fide2023),
                              resume(SealedMoveStatus::Stalemate, true, false)),
                     1, 1),
            GameResult::Draw);
}

// 003: old Laws 10.15(3) "出席方超过时限,按第10.14条规定判该棋手负" with 10.5
// "只剩单王的一方不能作胜方。如果剩单王一方的对方超时 ... 则应判作和棋": the sealer
// (White) absent, the present replier (Black) oversteps the time: Black
// loses, 1-0; if White has a bare king, drawn.
TEST(Envelope, PresentReplierFlaggedWhileTheSealerIsAbsent) {
  ResumeGame flagged = resume(SealedMoveStatus::Legal, false, true);
  flagged.presentPlayerFlagged = true;
  flagged.sealerCanMate = true;
  Event lost = accepted(sealed(RulesProfile::Classic), flagged);
  EXPECT_EQ(resultOf(lost, 1, 1), GameResult::WhiteWins);
  EXPECT_EQ(section(lost).envelopes[0].verdict, ResumptionVerdict::PresentPlayerFlagged);
  flagged.sealerCanMate = false;
  EXPECT_EQ(resultOf(accepted(sealed(RulesProfile::Classic), flagged), 1, 1), GameResult::Draw);
  // Without the flag the absent sealer loses (10.15), 0-1.
  EXPECT_EQ(resultOf(accepted(sealed(RulesProfile::Classic),
                              resume(SealedMoveStatus::Legal, false, true)),
                     1, 1),
            GameResult::BlackWins);
}

// Issue 15: sealing checks the label and refuses with the reason; nothing is
// stored. White is to move at move 41 in the label's FEN.
TEST(Envelope, SealingRefusesABadLabel) {
  const Event event = fourPlayers(RulesProfile::Classic);
  Envelope label;
  label.round = 1;
  label.board = 1;
  label.sealer = Color::Black;
  label.moveNumber = 41;
  label.sealedMove = "Kf2";
  label.fenBefore = "8/5k2/8/8/8/8/5PK1/8 w - - 0 41";
  EXPECT_EQ(refused(event, SealMove{"S", label}), ActionErrorCode::SealerNotToMove);
  label.sealer = Color::White;
  label.moveNumber = 40;
  EXPECT_EQ(refused(event, SealMove{"S", label}), ActionErrorCode::WrongMoveNumber);
  label.moveNumber = 41;
  label.fenBefore.clear();
  EXPECT_EQ(refused(event, SealMove{"S", label}), ActionErrorCode::MissingPosition);
}

// I.10 / classic 10.15: otherwise the player absent past the default time
// loses; both absent: both lose (classic 10.17).
TEST(Envelope, AbsentPlayersLoseAfterALegalSealedMove) {
  Event sealerAbsent =
      accepted(sealed(RulesProfile::Classic), resume(SealedMoveStatus::Legal, false, true));
  EXPECT_EQ(resultOf(sealerAbsent, 1, 1), GameResult::BlackWins);
  EXPECT_EQ(section(sealerAbsent).envelopes[0].verdict, ResumptionVerdict::AbsentPlayerLoses);
  Event replierAbsent =
      accepted(sealed(RulesProfile::Fide2023), resume(SealedMoveStatus::Legal, true, false));
  EXPECT_EQ(resultOf(replierAbsent, 1, 1), GameResult::WhiteWins);
  Event bothAbsent =
      accepted(sealed(RulesProfile::Classic), resume(SealedMoveStatus::Legal, false, false));
  EXPECT_EQ(resultOf(bothAbsent, 1, 1), GameResult::DoubleLoss);
  Event present = accepted(sealed(RulesProfile::Fide2023), resume(SealedMoveStatus::Legal));
  EXPECT_EQ(resultOf(present, 1, 1), GameResult::Adjourned);
  EXPECT_EQ(section(present).envelopes[0].verdict, ResumptionVerdict::Continue);
}

TEST(Envelope, UncheckedMoveLeavesTheDecisionToTheArbiter) {
  auto outcome = applyAction(sealed(RulesProfile::Fide2023), resume(SealedMoveStatus::Unchecked));
  ASSERT_TRUE(outcome);
  EXPECT_EQ(outcome->notices.at(0).code, NoticeCode::ArbiterMustDecide);
  EXPECT_EQ(resultOf(outcome->event, 1, 1), GameResult::Adjourned);
  EXPECT_EQ(refused(fourPlayers(), resume(SealedMoveStatus::Legal)), ActionErrorCode::NotAdjourned);
}

// I.12.2, classic 14.5(2) "如果不能重新摆成封棋时的局面,对局当作废重下": the
// envelope is lost and the position cannot be re-established: the game is
// annulled and replayed (the result is pending again). Only a
// lost envelope's game can be annulled.
TEST(Envelope, LostEnvelopeWithoutThePositionAnnulsTheGame) {
  for (const RulesProfile rules : {RulesProfile::Fide2023, RulesProfile::Classic}) {
    Event event = sealed(rules);
    ResumeGame annul = resume(SealedMoveStatus::Unchecked);
    annul.annul = true;
    EXPECT_EQ(refused(event, annul), ActionErrorCode::EnvelopeNotLost);
    event = accepted(accepted(event, SetCustody{"S", 1, 1, Custody::Lost}), annul);
    EXPECT_EQ(section(event).envelopes[0].verdict, ResumptionVerdict::Annulled);
    EXPECT_EQ(section(event).envelopes[0].custody, Custody::Lost);
    EXPECT_EQ(resultOf(event, 1, 1), GameResult::Pending);
    EXPECT_FALSE(section(event).hasAdjournedGames());
    EXPECT_EQ(refused(event, annul), ActionErrorCode::NotAdjourned);
  }
}

// Guidelines I.9.3: White (the sealer) is absent; Black, present, sees the
// sealed move and seals his reply in a new envelope instead of moving. The
// game stays adjourned; the old envelope is opened; the new label has Black
// as sealer, the same move number (Black's reply to White's 41st move is
// Black's 41st), the position after the sealed move, the clocks as at
// adjournment, and the arbiter keeps it (I.9.3: "until the sealer arrives").
TEST(Envelope, ReplierSealsHisReplyWhenTheSealerIsAbsent) {
  for (const RulesProfile rules : {RulesProfile::Fide2023, RulesProfile::Classic}) {
    ResumeGame action = resume(SealedMoveStatus::Legal, false, true);
    action.sealedReply = "Kg6";
    action.positionAfterSealedMove = "8/5k2/8/8/8/6K1/5P2/8 b - - 1 41";
    action.replyResumeAt = "2026-05-03 09:00";
    const Event event = accepted(sealed(rules), action);
    EXPECT_EQ(resultOf(event, 1, 1), GameResult::Adjourned);
    const auto& envelopes = section(event).envelopes;
    ASSERT_EQ(envelopes.size(), 2U);
    EXPECT_EQ(envelopes[0].custody, Custody::Opened);
    EXPECT_EQ(envelopes[0].verdict, ResumptionVerdict::Continue);
    EXPECT_EQ(envelopes[0].replyMove, "Kg6");
    const Envelope& reply = envelopes[1];
    EXPECT_EQ(reply.sealer, Color::Black);
    EXPECT_EQ(reply.moveNumber, 41);
    EXPECT_EQ(reply.sealedMove, "Kg6");
    EXPECT_EQ(reply.fenBefore, "8/5k2/8/8/8/6K1/5P2/8 b - - 1 41");
    EXPECT_EQ(reply.whiteUsedSeconds, 7200);
    EXPECT_EQ(reply.blackUsedSeconds, 7000);
    EXPECT_EQ(reply.resumeAt, "2026-05-03 09:00");
    EXPECT_EQ(reply.resumePlace, "Hall B");
    EXPECT_EQ(reply.custody, Custody::InArbitersKeeping);
    EXPECT_EQ(reply.verdict, ResumptionVerdict::NotResumed);
    // The new envelope is opened like any other when the old sealer comes.
    const Event resumed = accepted(event, resume(SealedMoveStatus::Legal));
    EXPECT_EQ(section(resumed).envelopes[1].verdict, ResumptionVerdict::Continue);
  }
}

// I.9.3 is the sealer-absent case only, after a legal sealed move.
TEST(Envelope, ReplySealRefusedUnlessTheSealerIsAbsentAndTheMoveLegal) {
  const Event event = sealed(RulesProfile::Fide2023);
  for (const auto& [status, sealerPresent, replierPresent] :
       {std::tuple{SealedMoveStatus::Legal, true, true},
        std::tuple{SealedMoveStatus::Legal, false, false},
        std::tuple{SealedMoveStatus::Illegal, false, true},
        std::tuple{SealedMoveStatus::Unchecked, false, true}}) {
    ResumeGame action = resume(status, sealerPresent, replierPresent);
    action.sealedReply = "Kg6";
    EXPECT_EQ(refused(event, action), ActionErrorCode::ReplySealNotAllowed);
  }
}

// Guidelines I.13: the clock error pointed out before either player's
// first move at resumption is corrected (the label keeps the corrected
// used times: 2h05 = 7500 s, 1h55 = 6900 s); after it, refused.
TEST(Envelope, ClockErrorCorrectedOnlyBeforeTheFirstMoveAtResumption) {
  for (const RulesProfile rules : {RulesProfile::Fide2023, RulesProfile::Classic}) {
    const Event opened = accepted(sealed(rules), resume(SealedMoveStatus::Legal));
    CorrectResumptionClocks fix{"S", 1, 1, 7500, 6900, false};
    const Event corrected = accepted(opened, fix);
    EXPECT_EQ(section(corrected).envelopes[0].whiteUsedSeconds, 7500);
    EXPECT_EQ(section(corrected).envelopes[0].blackUsedSeconds, 6900);
    EXPECT_EQ(resultOf(corrected, 1, 1), GameResult::Adjourned);
    // Before the envelope is opened (I.5, clocks being set) as well.
    EXPECT_EQ(section(accepted(sealed(rules), fix)).envelopes[0].whiteUsedSeconds, 7500);
    fix.firstMovePlayed = true;
    EXPECT_EQ(refused(opened, fix), ActionErrorCode::ClockErrorTooLate);
    // A game the resumption ended has no clocks to correct.
    fix.firstMovePlayed = false;
    EXPECT_EQ(refused(accepted(sealed(rules), resume(SealedMoveStatus::Legal, false, true)), fix),
              ActionErrorCode::NotAdjourned);
  }
}

// 003: old Laws 13.1(2) "行棋方在比赛规定结束时间未到提前封棋,应把离地间所剩的所有
// 时间全都加在人的棋钟所用时间上": White seals with 12:30 of the session left;
// his used time 2:00:00 becomes 2:12:30 = 7950 s. Black's 7000 s stay. The
// FIDE profile has no such rule and refuses it.
TEST(Envelope, ClassicEarlySealingAddsTheRestOfTheSession) {
  const Envelope label = whiteSealsKf2();
  SealMove early{"S", label, 12 * 60 + 30};
  const Event event = accepted(fourPlayers(RulesProfile::Classic), early);
  EXPECT_EQ(section(event).envelopes[0].whiteUsedSeconds, 7950);
  EXPECT_EQ(section(event).envelopes[0].blackUsedSeconds, 7000);
  EXPECT_EQ(refused(fourPlayers(RulesProfile::Fide2023), early),
            ActionErrorCode::EarlySealingNotInProfile);
}

// 003: old Laws 14.6 "只要一方棋手在走出第一着棋以前提出,棋钟误差应予纠正,否则即便出现
// 棋钟误差也无纠正,对局应继续进行,但如果裁判认为将由此引起非常严重的后果,可予以纠正":
// after the first move at resumption the classic arbiter may still correct
// the clocks, with his reason; without one, or under FIDE (I.13), refused.
TEST(Envelope, ClassicClockCorrectionAfterTheFirstMoveNeedsASevereReason) {
  for (auto rules : {RulesProfile::Fide2023, RulesProfile::Classic}) {
    const Event event = accepted(sealed(rules), resume(SealedMoveStatus::Legal));
    CorrectResumptionClocks late{"S", 1, 1, 6500, 7000, true};
    EXPECT_EQ(refused(event, late), ActionErrorCode::ClockErrorTooLate);
    late.severeReason = "White's clock shows an hour too much: he would lose on time";
    if (rules == RulesProfile::Fide2023) {
      EXPECT_EQ(refused(event, late), ActionErrorCode::ClockErrorTooLate);
      continue;
    }
    const Event corrected = accepted(event, late);
    EXPECT_EQ(section(corrected).envelopes[0].whiteUsedSeconds, 6500);
    EXPECT_NE(describeAction(late).find("severe=\"White's clock"), std::string::npos);
  }
}
