// SPDX-License-Identifier: MIT
#include "app/service/venue_event.h"

namespace service {

VenueEvent::VenueEvent(const std::string& path)
    : m_session(path), m_proposals(path), m_checkIns(path) {}

tournament::Event VenueEvent::event() {
  std::lock_guard lock(m_mutex);
  return m_session.event();
}

std::optional<std::string> VenueEvent::playerName(const VenueAccount& account) {
  if (account.role != VenueRole::Player) return std::nullopt;
  std::lock_guard lock(m_mutex);
  for (const auto& section : m_session.event().sections)
    if (const auto* player = section.player(account.playerId)) return player->name;
  return std::nullopt;
}

std::vector<StationBoard> VenueEvent::boards(const VenueAccount& account) {
  std::lock_guard lock(m_mutex);
  return stationBoards(m_session.event(), account, m_proposals.proposals());
}

std::expected<persistence::Applied, StationResultError> VenueEvent::enterResult(
    const VenueAccount& by, const std::string& station, const StationResult& entry) {
  std::lock_guard lock(m_mutex);
  return enterStationResult(m_session, by, station, entry);
}

std::expected<persistence::Applied, StationIncidentError> VenueEvent::recordIncident(
    const VenueAccount& by, const std::string& station, const StationIncident& incident) {
  std::lock_guard lock(m_mutex);
  return recordStationIncident(m_session, by, station, incident);
}

std::expected<persistence::Applied, StationClaimError> VenueEvent::recordClaim(
    const VenueAccount& by, const std::string& station, const StationClaim& claim) {
  std::lock_guard lock(m_mutex);
  return recordStationClaim(m_session, by, station, claim);
}

std::expected<ProposalState, VenueError> VenueEvent::propose(const VenueAccount& player,
                                                             const ProposedResult& proposal,
                                                             const std::string& now) {
  std::lock_guard lock(m_mutex);
  return proposeResult(m_proposals, m_session.event(), player, proposal, now);
}

std::expected<std::vector<SectionCheckIn>, VenueError> VenueEvent::checkIns(
    const VenueAccount& account) {
  std::lock_guard lock(m_mutex);
  return checkInList(m_checkIns, m_session.event(), account);
}

std::expected<void, VenueError> VenueEvent::markPresent(const VenueAccount& account, int playerId,
                                                        bool present, const std::string& now) {
  std::lock_guard lock(m_mutex);
  return service::markPresent(m_checkIns, m_session.event(), account, playerId, present, now);
}

std::expected<persistence::Applied, CheckInError> VenueEvent::applyCheckIn(
    const VenueAccount& account, const std::string& section, const std::string& station) {
  std::lock_guard lock(m_mutex);
  return service::applyCheckIn(m_session, m_checkIns, account, section, station);
}

std::expected<std::vector<VenueChange>, VenueError> VenueEvent::changes(const VenueAccount& by,
                                                                        std::size_t count) {
  std::lock_guard lock(m_mutex);
  return latestChanges(m_session, by, count);
}

std::expected<persistence::Undone, VenueUndoError> VenueEvent::undo(const VenueAccount& by,
                                                                    const std::string& station,
                                                                    int id, bool force) {
  std::lock_guard lock(m_mutex);
  return undoChange(m_session, by, station, id, force);
}

}  // namespace service
