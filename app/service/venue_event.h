// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/event_session.h"
#include "app/service/result_proposal.h"
#include "app/service/venue_changes.h"
#include "app/service/venue_check_in.h"
#include "app/service/venue_claim.h"
#include "app/service/venue_incident.h"
#include "app/service/venue_result.h"
#include "persistence/check_in_store.h"
#include "persistence/result_proposal_store.h"

#include <cstddef>
#include <expected>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace service {

// The event file as the venue's stations use it: its writing session and
// the venue's own stores (the players' proposals, the check-in marks),
// each use case one call, one at a time (the stations' requests arrive on
// several threads). Every change of the event is one audited transaction
// signed by the account and its station. Throws persistence::StorageError.
class VenueEvent {
public:
  explicit VenueEvent(const std::string& path);

  // The event as stored now (a copy: the caller keeps no lock).
  tournament::Event event();
  // The name of the player a player's account is for, if any.
  std::optional<std::string> playerName(const VenueAccount& account);

  // The boards of each section's latest round `account` may see (stationBoards).
  std::vector<StationBoard> boards(const VenueAccount& account);
  std::expected<persistence::Applied, StationResultError> enterResult(const VenueAccount& by,
                                                                      const std::string& station,
                                                                      const StationResult& entry);
  std::expected<persistence::Applied, StationIncidentError> recordIncident(
      const VenueAccount& by, const std::string& station, const StationIncident& incident);
  std::expected<persistence::Applied, StationClaimError> recordClaim(const VenueAccount& by,
                                                                     const std::string& station,
                                                                     const StationClaim& claim);
  std::expected<ProposalState, VenueError> propose(const VenueAccount& player,
                                                   const ProposedResult& proposal,
                                                   const std::string& now);
  std::expected<std::vector<SectionCheckIn>, VenueError> checkIns(const VenueAccount& account);
  std::expected<void, VenueError> markPresent(const VenueAccount& account, int playerId,
                                              bool present, const std::string& now);
  std::expected<persistence::Applied, CheckInError> applyCheckIn(const VenueAccount& account,
                                                                 const std::string& section,
                                                                 const std::string& station);
  std::expected<std::vector<VenueChange>, VenueError> changes(const VenueAccount& by,
                                                              std::size_t count);
  std::expected<persistence::Undone, VenueUndoError> undo(const VenueAccount& by,
                                                          const std::string& station, int id,
                                                          bool force);

private:
  std::mutex m_mutex;
  EventSession m_session;
  persistence::ResultProposalStore m_proposals;
  persistence::CheckInStore m_checkIns;
};

}  // namespace service
