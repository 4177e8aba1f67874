// SPDX-License-Identifier: MIT
// Adjournment envelopes: sealing, custody and resumption (FIDE Guidelines
// I; classic art. 13.2, 10.15, 10.16).
#include "domain/tournament/action_support.h"

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
// move number, an open draw offer and when and where play resumes.
Result applySeal(const Event& event, const SealMove& action) {
  const Envelope& label = action.label;
  auto edit = editBoard(event, action.section, label.round, label.board, BoardNeed::GameInProgress);
  if (!edit) return std::unexpected(edit.error());
  ActionOutcome& outcome = edit->outcome;
  Section& section = *edit->section;
  if (label.sealedMove.empty()) return refuse(ActionErrorCode::MissingSealedMove);
  if (const Envelope* existing = envelopeOf(section, label.round, label.board);
      existing != nullptr && awaitingResumption(*existing))
    return refuse(ActionErrorCode::EnvelopeExists, label.board);
  Envelope envelope = label;
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
// the sealer (I.8; classic 10.16) unless the replier cannot mate (6.9;
// classic 10.5); otherwise a player absent past the default time loses
// (I.10; classic 10.15) and both absent lose (classic 10.17).
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

  const Color sealer = envelope->sealer;
  const Color replier = opposite(sealer);
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
      verdict = ResumptionVerdict::SealerLosesBadMove;
      break;
    case SealedMoveStatus::Unchecked:
      verdict = ResumptionVerdict::ArbiterMustDecide;
      outcome.notices.push_back({NoticeCode::ArbiterMustDecide, action.board});
      break;
    case SealedMoveStatus::Legal:
      if (!action.sealerPresent && !action.replierPresent) {
        result = GameResult::DoubleLoss;
        verdict = ResumptionVerdict::BothAbsent;
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
  if (action.firstMovePlayed) return refuse(ActionErrorCode::ClockErrorTooLate, action.board);
  envelope->whiteUsedSeconds = action.whiteUsedSeconds;
  envelope->blackUsedSeconds = action.blackUsedSeconds;
  outcome.envelope = *envelope;
  return std::move(outcome);
}

}  // namespace tournament::actions
