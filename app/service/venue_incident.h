// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/event_session.h"
#include "app/service/venue_access.h"
#include "domain/tournament/action.h"

#include <expected>
#include <string>
#include <variant>

namespace service {

// What an arbiter records at a board from his station: a late arrival
// (Laws 6.7; classic 10.15/10.17), a penalty (Laws 12.9) or a draw claim
// judged on the scoresheet (venue_claim.h).
using StationIncident = std::variant<tournament::RecordLateArrival, tournament::RecordPenalty,
                                     tournament::RecordDrawClaim>;

using StationIncidentError = std::variant<VenueError, tournament::ActionError>;

// Records `incident` for `by` (signed in at `station`): refused with
// Forbidden unless he may arbitrate the board (mayEnterResult: the chief, a
// deputy inside his area), otherwise the domain's action in one audited
// transaction whose audit row names the account and the station. The
// Applied carries the incident with the rules' verdict (a forfeit past the
// default time is proposed, and applied only when the action says so).
std::expected<persistence::Applied, StationIncidentError> recordStationIncident(
    EventSession& session, const VenueAccount& by, const std::string& station,
    const StationIncident& incident);

}  // namespace service
