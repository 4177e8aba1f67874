// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/published_section.h"
#include "domain/tournament/tournament_state.h"
#include "reports/round_pairings.h"
#include "reports/standings_table.h"

#include <string>
#include <string_view>

namespace live {

// The API's JSON documents, valid UTF-8 (invalid bytes in names or
// messages become U+FFFD). Points are numbers in points (1.5), not
// half-points; start numbers identify players.

// "event" is the event's name, "section" the section's (a TRF's 012 name
// is both).

// {"event", "section", "round", "roundsRecorded", "boards": [{"board", "white": {...},
//  "black": {...}, "result"}], "absences": [{"startNumber", "name", "kind"}]}
// where a player is {"startNumber", "name", "title", "federation", "rating",
// "points"} (points before the round) and kind is "pairing-bye",
// "half-point-bye", "full-point-bye" or "absent".
std::string pairingsJson(const service::PublishedSection& section,
                         const reports::RoundPairings& pairings);

// {"event", "section", "rounds", "tieBreaks": ["BH", ...], "standings": [{"rank",
//  "startNumber", "name", "title", "federation", "rating", "points",
//  "tieBreaks": ["..."]}]}
std::string standingsJson(const service::PublishedSection& section,
                          const reports::StandingsTable& table);

// {"error": {"status": 404, "code": "not-found", "message": "..."}}
std::string errorJson(int status, std::string_view code, std::string_view message);

}  // namespace live
