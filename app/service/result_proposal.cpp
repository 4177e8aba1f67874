// SPDX-License-Identifier: MIT
#include "app/service/result_proposal.h"

namespace service {

std::expected<ProposalState, VenueError> proposeResult(persistence::ResultProposalStore& store,
                                                       const tournament::Event& event,
                                                       const VenueAccount& player,
                                                       const ProposedResult& proposal,
                                                       const std::string& now) {
  using tournament::GameResult;
  const tournament::Section* section = event.section(proposal.section);
  if (player.role != VenueRole::Player || section == nullptr ||
      !maySeeBoard(player, *section, proposal.round, proposal.board))
    return std::unexpected(VenueError{VenueErrorCode::Forbidden});
  if (proposal.result != GameResult::WhiteWins && proposal.result != GameResult::Draw &&
      proposal.result != GameResult::BlackWins)
    return std::unexpected(VenueError{VenueErrorCode::BadRequest});
  if (section->round(proposal.round)->board(proposal.board)->result != GameResult::Pending)
    return std::unexpected(VenueError{VenueErrorCode::ResultStored});
  const std::string result(tournament::resultText(proposal.result));
  auto stored = store.proposal(proposal.section, proposal.round, proposal.board);
  if (stored && stored->result == result) {
    if (stored->proposedBy != player.playerId && stored->confirmedBy == 0) {
      stored->confirmedBy = player.playerId;
      stored->confirmedAt = now;
      store.put(*stored);
    }
    return stored->confirmedBy != 0 ? ProposalState::Confirmed : ProposalState::Proposed;
  }
  store.put(persistence::ProposalRow{proposal.section, proposal.round, proposal.board, result,
                                     player.playerId, now, 0, ""});
  return ProposalState::Proposed;
}

}  // namespace service
