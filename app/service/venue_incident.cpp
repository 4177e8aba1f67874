// SPDX-License-Identifier: MIT
#include "app/service/venue_incident.h"

namespace service {

std::expected<persistence::Applied, StationIncidentError> recordStationIncident(
    EventSession& session, const VenueAccount& by, const std::string& station,
    const StationIncident& incident) {
  const auto [section, board] = std::visit(
      [](const auto& action) {
        return std::pair{action.section, action.board};
      },
      incident);
  if (!mayEnterResult(by, section, board))
    return std::unexpected(VenueError{VenueErrorCode::Forbidden});
  const auto applied = std::visit(
      [&](const auto& action) { return session.apply(action, auditSignature(by, station)); },
      incident);
  if (!applied) return std::unexpected(applied.error());
  return *applied;
}

}  // namespace service
