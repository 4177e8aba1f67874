// SPDX-License-Identifier: MIT
#pragma once

// Opening a sealed-move envelope at resumption (Guidelines I.8-I.12;
// classic 13.x, 10.15/10.16): the one way the CLI and the desk unseal.

#include "app/service/event_session.h"
#include "domain/tournament/action.h"

#include <expected>
#include <optional>
#include <string>

namespace service {

// `observed` (who was present, a stated move, annul, a sealed reply, a flag)
// completed with what the rules core reads in the stored envelope of its
// board: the sealed move (or the stated one, I.12.1) against the envelope's
// position under the section's rules profile, whether each side can still
// mate, and the position after the move. `arbiterFinding` counts only when
// the core cannot read the move (Unchecked). Without an envelope on that
// board the action is returned as observed (the domain refuses it).
tournament::ResumeGame readEnvelope(const tournament::Event& event, tournament::ResumeGame observed,
                                    std::optional<tournament::SealedMoveStatus> arbiterFinding);

// What opening the envelope would decide, worked on a copy of the event
// (nothing is stored): the action as read, the envelope with its verdict,
// and the board's result (Pending while the game goes on) - what the desk
// shows before the arbiter confirms. With `clocks`, the clocks are first
// corrected as the domain allows (Guidelines I.13, classic 14.6) and the
// envelope shows the corrected used times; a refused correction is the
// error.
struct OpeningPreview {
  tournament::ResumeGame action;
  tournament::Envelope envelope;
  tournament::GameResult result = tournament::GameResult::Pending;
};
std::expected<OpeningPreview, tournament::ActionError> previewOpening(
    const tournament::Event& event, const tournament::ResumeGame& observed,
    std::optional<tournament::SealedMoveStatus> arbiterFinding,
    const std::optional<tournament::CorrectResumptionClocks>& clocks = std::nullopt);

// An opened envelope: the action's audit row, the envelope as stored, and
// the board's result afterwards (Pending while the game goes on).
struct OpenedEnvelope {
  persistence::Applied applied;
  tournament::GameResult result = tournament::GameResult::Pending;
};

// Reads the envelope (readEnvelope) and stores the resumption in `who`'s
// name, one audited transaction; the result the domain gives is the one
// reported, never worked out again by a front end. With `clocks`, the clock
// correction is its own audited action stored first, once previewOpening
// found both acceptable (nothing is stored when either is refused).
std::expected<OpenedEnvelope, tournament::ActionError> openEnvelope(
    EventSession& session, const tournament::ResumeGame& observed,
    std::optional<tournament::SealedMoveStatus> arbiterFinding, const std::string& who,
    const std::optional<tournament::CorrectResumptionClocks>& clocks = std::nullopt);

}  // namespace service
