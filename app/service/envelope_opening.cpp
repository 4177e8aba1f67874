// SPDX-License-Identifier: MIT
#include "app/service/envelope_opening.h"

#include "domain/tournament/position_checks.h"

namespace service {

tournament::ResumeGame readEnvelope(const tournament::Event& event, tournament::ResumeGame observed,
                                    std::optional<tournament::SealedMoveStatus> arbiterFinding) {
  if (const auto* section = event.section(observed.section)) {
    for (const auto& envelope : section->envelopes) {
      if (envelope.round != observed.round || envelope.board != observed.board) continue;
      // I.12.1: with the envelope lost, the move the sealer states is read.
      const std::string& move =
          observed.statedMove.empty() ? envelope.sealedMove : observed.statedMove;
      const auto reading = tournament::readSealedMove(envelope, move, section->settings.rules);
      observed.status = reading.status;
      if (!observed.replierCanMate) observed.replierCanMate = reading.replierCanMate;
      observed.sealerCanMate = reading.sealerCanMate;
      observed.positionAfterSealedMove =
          tournament::fenAfterSealedMove(envelope, move).value_or("");
    }
  }
  if (observed.status == tournament::SealedMoveStatus::Unchecked && arbiterFinding)
    observed.status = *arbiterFinding;
  return observed;
}

namespace {

tournament::GameResult resultOf(const tournament::Event& event,
                                const tournament::ResumeGame& action) {
  if (const auto* section = event.section(action.section))
    if (const auto* round = section->round(action.round))
      if (const auto* board = round->board(action.board)) return board->result;
  return tournament::GameResult::Pending;
}

}  // namespace

std::expected<OpeningPreview, tournament::ActionError> previewOpening(
    const tournament::Event& event, const tournament::ResumeGame& observed,
    std::optional<tournament::SealedMoveStatus> arbiterFinding,
    const std::optional<tournament::CorrectResumptionClocks>& clocks) {
  OpeningPreview preview;
  const tournament::Event* opened = &event;
  std::optional<tournament::ActionOutcome> corrected;
  if (clocks) {
    auto outcome = tournament::applyAction(event, *clocks);
    if (!outcome) return std::unexpected(outcome.error());
    corrected = std::move(*outcome);
    opened = &corrected->event;
  }
  preview.action = readEnvelope(*opened, observed, arbiterFinding);
  auto outcome = tournament::applyAction(*opened, preview.action);
  if (!outcome) return std::unexpected(outcome.error());
  if (outcome->envelope) preview.envelope = *outcome->envelope;
  preview.result = resultOf(outcome->event, preview.action);
  return preview;
}

std::expected<OpenedEnvelope, tournament::ActionError> openEnvelope(
    EventSession& session, const tournament::ResumeGame& observed,
    std::optional<tournament::SealedMoveStatus> arbiterFinding, const std::string& who,
    const std::optional<tournament::CorrectResumptionClocks>& clocks) {
  if (clocks) {
    if (auto preview = previewOpening(session.event(), observed, arbiterFinding, clocks); !preview)
      return std::unexpected(preview.error());
    if (auto corrected = session.apply(*clocks, who); !corrected)
      return std::unexpected(corrected.error());
  }
  const auto action = readEnvelope(session.event(), observed, arbiterFinding);
  auto applied = session.apply(action, who);
  if (!applied) return std::unexpected(applied.error());
  return OpenedEnvelope{std::move(*applied), resultOf(session.event(), action)};
}

}  // namespace service
