// SPDX-License-Identifier: MIT
#include "app/service/venue_claim.h"

#include "app/service/board_claim.h"

#include <sstream>

namespace service {
namespace {

using Refusal = std::unexpected<StationClaimError>;

Refusal notJudged(ClaimRecordProblem problem, int ply = 0, std::string token = {}) {
  return Refusal(ClaimNotJudged{problem, ply, std::move(token)});
}

}  // namespace

std::expected<persistence::Applied, StationClaimError> recordStationClaim(
    EventSession& session, const VenueAccount& by, const std::string& station,
    const StationClaim& claim) {
  if (!mayEnterResult(by, claim.section, claim.board))
    return Refusal(VenueError{VenueErrorCode::Forbidden});
  const tournament::Section* section = session.event().section(claim.section);
  if (section == nullptr)
    return Refusal(tournament::ActionError{tournament::ActionErrorCode::NoSuchSection, 0});
  std::istringstream text(claim.moves);
  const auto record = readRecordedGame(text, 1, section->settings.rules, chess::SanMode::Lenient);
  if (!record)
    return notJudged(record.error().code == RecordErrorCode::NoSuchGame
                         ? ClaimRecordProblem::NoMoves
                         : ClaimRecordProblem::UnusableStart);
  // The claim is judged where the scoresheet stands: a move that cannot
  // be played is the arbiter's to settle first (Laws 7.5), not cut off.
  if (const auto& failure = record->verdict.failure)
    return notJudged(ClaimRecordProblem::MoveNotPlayable, failure->ply, failure->token);
  BoardClaim asked;
  asked.round = claim.round;
  asked.board = claim.board;
  asked.ply = record->verdict.plies;
  asked.kinds = claim.kinds;
  asked.writtenMove = claim.writtenMove;
  auto action = recordedClaim(*section, asked, *record);
  if (!action) {
    if (action.error().code == chess::ClaimErrorCode::GameAlreadyOver)
      return notJudged(ClaimRecordProblem::GameAlreadyOver, action.error().endPly);
    return notJudged(ClaimRecordProblem::WrittenMoveUnreadable, asked.ply,
                     claim.writtenMove.value_or(""));
  }
  const auto recorded = recordStationIncident(session, by, station, std::move(*action));
  if (recorded) return *recorded;
  return std::visit([](const auto& refusal) { return Refusal(StationClaimError(refusal)); },
                    recorded.error());
}

}  // namespace service
