// SPDX-License-Identifier: MIT
// Adjournment envelopes: sealing, custody and resumption (FIDE Guidelines
// I; classic art. 13.2, 10.15, 10.16).
#include "domain/tournament/action_support.h"
#include "domain/tournament/position_checks.h"

namespace tournament::actions {

namespace {

// The most recent envelope of a board, or nullptr.
Envelope* envelopeOf(Section& section, int round, int board) {
  Envelope* latest = nullptr;
  for (auto& envelope : section.envelopes)
    if (envelope.round == round && envelope.board == board) latest = &envelope;
  return latest;
}

// True while the envelope awaits resumption (sealed, kept or lost, and
// not yet resumed).
bool awaitingResumption(const Envelope& envelope) {
  const bool closed = envelope.custody == Custody::Sealed ||
                      envelope.custody == Custody::InArbitersKeeping ||
                      envelope.custody == Custody::Lost;
  return closed && envelope.verdict == ResumptionVerdict::NotResumed;
}

// Guidelines I.9.3: the replier's reply to the sealed move, sealed in a
// new envelope that the arbiter keeps until the sealer arrives. The new
// label: the replier is now the sealer, the position is the one after the
// sealed move, the clocks as at resumption. The reply is read by the rules
// core when this envelope is opened, as any sealed move.
Envelope replyEnvelope(const Envelope& opened, const ResumeGame& action, int id) {
  Envelope reply = opened;
  reply.id = id;
  reply.sealer = opposite(opened.sealer);
  // Black's reply keeps White's move number; White's reply starts the next.
  reply.moveNumber = opened.sealer == Color::White ? opened.moveNumber : opened.moveNumber + 1;
  reply.sealedMove = action.sealedReply;
  reply.fenBefore = action.positionAfterSealedMove;
  reply.movesBefore =
      opened.movesBefore.empty() ? "" : opened.movesBefore + " " + opened.sealedMove;
  if (!action.replyResumeAt.empty()) reply.resumeAt = action.replyResumeAt;
  if (!action.replyResumePlace.empty()) reply.resumePlace = action.replyResumePlace;
  reply.custody = Custody::InArbitersKeeping;
  reply.verdict = ResumptionVerdict::NotResumed;
  reply.replyMove.clear();
  return reply;
}

}  // namespace

// Guidelines I.1-I.2: the sealer writes the move; the label records both
// players (by board), the position before the move, the times used, the
// move number, an open draw offer and when and where play resumes. The
// label is checked (I.3; classic 13.3): a position that reads, the sealer to
// move in it, the move number the position's, a resumption date.
Result applySeal(const Event& event, const SealMove& action) {
  const Envelope& label = action.label;
  auto edit = editBoard(event, action.section, label.round, label.board, BoardNeed::GameInProgress);
  if (!edit) return std::unexpected(edit.error());
  ActionOutcome& outcome = edit->outcome;
  Section& section = *edit->section;
  if (label.sealedMove.empty()) return refuse(ActionErrorCode::MissingSealedMove);
  if (const auto problem = checkEnvelopeLabel(label)) return std::unexpected(*problem);
  if (const Envelope* existing = envelopeOf(section, label.round, label.board);
      existing != nullptr && awaitingResumption(*existing))
    return refuse(ActionErrorCode::EnvelopeExists, label.board);
  Envelope envelope = label;
  if (action.sessionSecondsLeft > 0) {
    // classic 13.1(2) "行棋方在比赛规定结束时间未到提前封棋,应把离结束时间
    // 所剩的所有时间全都加在他的棋钟所用时间上": the rest of the session is added
    // to the sealer's used time.
    if (section.settings.rules != RulesProfile::Classic)
      return refuse(ActionErrorCode::EarlySealingNotInProfile);
    (label.sealer == Color::White ? envelope.whiteUsedSeconds : envelope.blackUsedSeconds) +=
        action.sessionSecondsLeft;
  }
  envelope.id = outcome.event.nextEnvelopeId();
  envelope.custody = Custody::Sealed;
  envelope.verdict = ResumptionVerdict::NotResumed;
  edit->board->result = GameResult::Adjourned;
  section.envelopes.push_back(envelope);
  outcome.envelope = envelope;
  return std::move(outcome);
}

// I.3: the arbiter keeps the envelope; I.12: it may be lost (and found).
Result applyCustody(const Event& event, const SetCustody& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto found = sectionOf(outcome, action.section);
  if (!found) return std::unexpected(found.error());
  Envelope* envelope = envelopeOf(**found, action.round, action.board);
  if (envelope == nullptr) return refuse(ActionErrorCode::NoEnvelope, action.board);
  const bool allowed =
      awaitingResumption(*envelope) &&
      (action.custody == Custody::InArbitersKeeping || action.custody == Custody::Lost);
  if (!allowed) return refuse(ActionErrorCode::BadCustodyChange, action.board);
  envelope->custody = action.custody;
  outcome.envelope = *envelope;
  return outcome;
}

// At resumption: a sealed move that ends the game stands (I.8, I.10;
// classic 10.15(1)(2)); an ambiguous, unreadable or illegal one loses for
// the sealer (I.8; classic 10.16) unless the replier cannot win (6.9;
// classic 10.5); otherwise a player absent past the default time loses
// (I.10; classic 10.15) and both absent lose (classic 10.17).
// Classic only (classic 14.3 "如果非封棋方未到,他的钟应该开动,但封棋信封
// 却必须等到他到达时才能打开"; 10.15 "棋手迟到赛桌1小时以上者判负 ... 如果封棋方
// 迟到,在出现下列情况之一时,则裁判判法不同"): the envelope is not opened
// without the replier, and the exceptions of 10.15 are the absent sealer's
// alone, so an absent replier loses whatever the sealed move (a stalemate
// included), and both absent both lose (10.17).
Result applyResume(const Event& event, const ResumeGame& action) {
  auto edit = editBoard(event, action.section, action.round, action.board, BoardNeed::Any);
  if (!edit) return std::unexpected(edit.error());
  ActionOutcome& outcome = edit->outcome;
  Section& section = *edit->section;
  Board* const board = edit->board;
  if (board->result != GameResult::Adjourned)
    return refuse(ActionErrorCode::NotAdjourned, action.board);
  Envelope* envelope = envelopeOf(section, action.round, action.board);
  if (envelope == nullptr) return refuse(ActionErrorCode::NoEnvelope, action.board);
  if (!awaitingResumption(*envelope)) return refuse(ActionErrorCode::EnvelopeOpened, action.board);
  if (action.annul) {
    // Guidelines I.12.2: annulled and replayed.
    if (envelope->custody != Custody::Lost)
      return refuse(ActionErrorCode::EnvelopeNotLost, action.board);
    envelope->verdict = ResumptionVerdict::Annulled;
    outcome.envelope = *envelope;
    board->result = GameResult::Pending;
    return std::move(outcome);
  }
  if (envelope->custody == Custody::Lost && action.statedMove.empty())
    return refuse(ActionErrorCode::MissingSealedMove, action.board);

  const bool classicRules = section.settings.rules == RulesProfile::Classic;
  const Color sealer = envelope->sealer;
  const Color replier = opposite(sealer);
  if (classicRules && !action.replierPresent) {
    // classic 14.3 and 10.15 (above); 10.17 when both are absent.
    envelope->verdict =
        action.sealerPresent ? ResumptionVerdict::AbsentPlayerLoses : ResumptionVerdict::BothAbsent;
    outcome.envelope = *envelope;
    board->result = action.sealerPresent ? winFor(sealer) : GameResult::DoubleLoss;
    return std::move(outcome);
  }

  if (!action.sealedReply.empty()) {
    // Guidelines I.9.3: only with the sealer absent and the replier present,
    // after a legal sealed move; the game stays adjourned.
    if (action.sealerPresent || !action.replierPresent || action.status != SealedMoveStatus::Legal)
      return refuse(ActionErrorCode::ReplySealNotAllowed, action.board);
    if (!action.statedMove.empty()) envelope->sealedMove = action.statedMove;
    if (envelope->custody != Custody::Lost) envelope->custody = Custody::Opened;
    envelope->verdict = ResumptionVerdict::Continue;
    envelope->replyMove = action.sealedReply;
    const Envelope reply = replyEnvelope(*envelope, action, outcome.event.nextEnvelopeId());
    section.envelopes.push_back(reply);
    outcome.envelope = reply;
    return std::move(outcome);
  }

  std::optional<GameResult> result;
  ResumptionVerdict verdict = ResumptionVerdict::Continue;
  switch (action.status) {
    case SealedMoveStatus::Checkmate:
      result = winFor(sealer);
      verdict = ResumptionVerdict::SealedMoveEndedGame;
      break;
    case SealedMoveStatus::Stalemate:
    case SealedMoveStatus::DeadPosition:
      result = GameResult::Draw;
      verdict = ResumptionVerdict::SealedMoveEndedGame;
      break;
    case SealedMoveStatus::Ambiguous:
    case SealedMoveStatus::Unreadable:
    case SealedMoveStatus::Illegal:
      result = action.replierCanMate == false ? GameResult::Draw : winFor(replier);
      verdict = ResumptionVerdict::DefectiveSealedMove;
      break;
    case SealedMoveStatus::Unchecked:
      verdict = ResumptionVerdict::ArbiterMustDecide;
      outcome.notices.push_back({NoticeCode::ArbiterMustDecide, action.board});
      break;
    case SealedMoveStatus::Legal:
      if (!action.sealerPresent && !action.replierPresent) {
        result = GameResult::DoubleLoss;
        verdict = ResumptionVerdict::BothAbsent;
      } else if (!action.sealerPresent && action.presentPlayerFlagged) {
        // Classic 10.15(3), 10.14 with 10.5; FIDE 6.9.
        result = action.sealerCanMate == false ? GameResult::Draw : winFor(sealer);
        verdict = ResumptionVerdict::PresentPlayerFlagged;
      } else if (!action.sealerPresent || !action.replierPresent) {
        result = winFor(action.sealerPresent ? sealer : replier);
        verdict = ResumptionVerdict::AbsentPlayerLoses;
      }
      break;
  }
  if (envelope->custody != Custody::Lost) envelope->custody = Custody::Opened;
  envelope->verdict = verdict;
  if (!action.statedMove.empty()) envelope->sealedMove = action.statedMove;
  outcome.envelope = *envelope;
  if (result) board->result = *result;
  return std::move(outcome);
}

// Guidelines I.13: a clock error pointed out before either player's first
// move at resumption is corrected: the envelope's used times (set on the
// clocks at resumption, I.5) are replaced, before or after the envelope is
// opened, as long as the game goes on; after the first move, refused.
// Classic rules (classic 14.6 "只要一方棋手在走出第一着棋以前提出,棋钟误差应予纠正,
// 否则即便出现棋钟误差也无纠正,对局应继续进行,但如果裁判认为将由此引起非常严重的后果,
// 可予以纠正"): after the first move too, when the arbiter states why the
// consequences would be very severe (the reason goes to the audit log).
Result applyClockCorrection(const Event& event, const CorrectResumptionClocks& action) {
  auto edit = editBoard(event, action.section, action.round, action.board, BoardNeed::Any);
  if (!edit) return std::unexpected(edit.error());
  ActionOutcome& outcome = edit->outcome;
  if (edit->board->result != GameResult::Adjourned)
    return refuse(ActionErrorCode::NotAdjourned, action.board);
  Envelope* envelope = envelopeOf(*edit->section, action.round, action.board);
  if (envelope == nullptr) return refuse(ActionErrorCode::NoEnvelope, action.board);
  const bool goingOn =
      awaitingResumption(*envelope) || envelope->verdict == ResumptionVerdict::Continue;
  if (!goingOn) return refuse(ActionErrorCode::EnvelopeOpened, action.board);
  const bool severe =
      edit->section->settings.rules == RulesProfile::Classic && !action.severeReason.empty();
  if (action.firstMovePlayed && !severe)
    return refuse(ActionErrorCode::ClockErrorTooLate, action.board);
  envelope->whiteUsedSeconds = action.whiteUsedSeconds;
  envelope->blackUsedSeconds = action.blackUsedSeconds;
  outcome.envelope = *envelope;
  return std::move(outcome);
}

}  // namespace tournament::actions
