// SPDX-License-Identifier: MIT
// `arbiter claim --format json`: a claim's verdict and the consequence of
// an incorrect claim as JSON objects (Poco::JSON), for programs.
#pragma once

#include "domain/chess/claim_check.h"
#include "domain/tournament/claim_penalty.h"

#include <Poco/JSON/Object.h>

#include <optional>
#include <string>

namespace cli {

// {"kind", "article", "claimant", "valid", "flaw", "reason", "writtenMove",
//  "occurrences" (threefold) or "halfmoveClock" and "lastCaptureOrPawnMove" (fifty)}.
Poco::JSON::Object::Ptr claimVerdictJson(const chess::ClaimVerdict& verdict, chess::ClaimKind kind,
                                         bool written, int ply);

// {"rules", "article", "seconds", "clock", "player", "declaredMoveMustBePlayed",
//  "move", "claimantLoses", "claimantUsedAfterSeconds"}.
Poco::JSON::Object::Ptr consequenceJson(const chess::ClaimVerdict& verdict,
                                        const tournament::ClaimPenalty& penalty,
                                        tournament::RulesProfile profile,
                                        const tournament::ClaimPenaltyJudgement& judgement);

}  // namespace cli
