// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/venue_incident.h"
#include "domain/tournament/incident.h"

#include <Poco/JSON/Object.h>

#include <expected>
#include <string>

namespace live {

// The incident a station's POST /api/incidents body describes (README "The
// venue's HTTP API"):
//   {section, round, board, kind: "late", player: white|black|both,
//    secondsLate | arrived: "HH:MM[:SS]", forfeit: true|false}
//   {section, round, board, kind: "penalty", player: white|black, article,
//    option: a 12.9 code, seconds, rounds, score, result, note}
// or what is missing or malformed, in words for the 400 answer.
std::expected<service::StationIncident, std::string> stationIncidentOf(
    const Poco::JSON::Object::Ptr& body);

// The incident as the answer gives it: {kind (late, penalty, draw-claim), article, forfeitProposed,
// words: {en, zh}} with the rules' decision in both languages of the stations.
Poco::JSON::Object incidentJson(const tournament::Incident& incident);

}  // namespace live
