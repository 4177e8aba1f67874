// SPDX-License-Identifier: MIT
#include "app/service/envelope_opening.h"

#include "tests/domain/tournament/event_builder.h"

using namespace testing_event;

namespace {

// Board 1 of round 1 adjourned: White (K g2, P f2) v Black (K f7), White
// sealed move 41 as "Kf2" - the square of his own pawn.
Event sealedKf2(RulesProfile rules) {
  return accepted(fourPlayers(rules), SealMove{"S", whiteSealsKf2()});
}

ResumeGame observedAtBoard1() {
  ResumeGame action;
  action.section = "S";
  action.round = 1;
  action.board = 1;
  return action;
}

}  // namespace

// Kf2 is illegal (the king cannot take his own pawn, Laws 3.1, 3.8): the
// core reads Illegal, and the arbiter's finding cannot overrule what the
// core read. Black has a bare king and cannot mate (Laws 6.9; classic
// 10.5), which decides the I.8 consequence.
TEST(EnvelopeOpening, TheCoreReadsTheSealedMoveAgainstTheEnvelopesPosition) {
  for (const auto rules : {RulesProfile::Fide2023, RulesProfile::Classic}) {
    const auto action =
        service::readEnvelope(sealedKf2(rules), observedAtBoard1(), SealedMoveStatus::Legal);
    EXPECT_EQ(action.status, SealedMoveStatus::Illegal);
    ASSERT_TRUE(action.replierCanMate.has_value());
    EXPECT_FALSE(*action.replierCanMate);
  }
}

// I.12.1: the envelope lost, the sealer states Kf3 - legal; the position
// after it, worked by hand: the king from g2 to f3, Black to move, the
// halfmove clock 1 (a king move), still move 41.
TEST(EnvelopeOpening, AStatedMoveIsReadInsteadOfTheSealedOne) {
  ResumeGame observed = observedAtBoard1();
  observed.statedMove = "Kf3";
  const auto action = service::readEnvelope(sealedKf2(RulesProfile::Fide2023), observed, {});
  EXPECT_EQ(action.status, SealedMoveStatus::Legal);
  EXPECT_EQ(action.positionAfterSealedMove, "8/5k2/8/8/8/5K2/5P2/8 b - - 1 41");
}

// No envelope on board 2: the action goes to the domain as observed (the
// arbiter's finding stands in for the unread move) and the domain refuses
// it (board 2 is not adjourned).
TEST(EnvelopeOpening, WithoutAnEnvelopeTheDomainRefuses) {
  ResumeGame observed = observedAtBoard1();
  observed.board = 2;
  const Event event = sealedKf2(RulesProfile::Fide2023);
  const auto action = service::readEnvelope(event, observed, SealedMoveStatus::Legal);
  EXPECT_EQ(action.status, SealedMoveStatus::Legal);
  EXPECT_EQ(refused(event, action), ActionErrorCode::NotAdjourned);
}

// The preview decides as the domain will, on a copy: Kf2 is defective
// (Guidelines I.8: the sealer loses), but Black with a bare king cannot win
// (Laws 6.9), so the game is drawn; the event itself still holds the
// adjourned game.
TEST(EnvelopeOpening, ThePreviewGivesTheDomainsResultWithoutStoringIt) {
  const Event event = sealedKf2(RulesProfile::Fide2023);
  const auto preview = service::previewOpening(event, observedAtBoard1(), {});
  ASSERT_TRUE(preview.has_value());
  EXPECT_EQ(preview->envelope.verdict, ResumptionVerdict::DefectiveSealedMove);
  EXPECT_EQ(preview->result, GameResult::Draw);
  EXPECT_EQ(resultOf(event, 1, 1), GameResult::Adjourned);
}
