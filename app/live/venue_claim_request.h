// SPDX-License-Identifier: MIT
#pragma once

#include "app/live/http_reply.h"
#include "app/service/venue_claim.h"

#include <Poco/JSON/Object.h>

#include <expected>
#include <string>

namespace live {

// The claim a station's POST /api/claims body describes (README "The
// venue's HTTP API"): {section, round, board, moves, claim: threefold |
// fifty | both, writtenMove}; or what is missing or malformed.
std::expected<service::StationClaim, std::string> stationClaimOf(
    const Poco::JSON::Object::Ptr& body);

// 422 claim-not-judged: why the rules core cannot judge the claim on the
// moves sent, in both languages of the stations.
Reply claimNotJudged(const service::ClaimNotJudged& problem);

}  // namespace live
