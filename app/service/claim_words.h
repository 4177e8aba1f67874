// SPDX-License-Identifier: MIT
#pragma once

// The English words of a claim's verdict: what the command line prints
// and what an event file keeps as a recorded claim's evidence (the audit
// log and the incident log are English records, whichever front end
// recorded the claim).

#include "domain/chess/claim_check.h"

#include <string>

namespace service {

// Why a claim is incorrect: "the position does not appear for the third time"...
std::string claimFlawText(chess::ClaimFlaw flaw);

// "ply 57 (29. Nf3)" or "ply 0 (the start)".
std::string plyText(const chess::PlyReference& ref);

// "threefold 9.2.2: the position stood at ply 41 (...), ply 49 (...)" /
// "fifty 9.3.2: 87 half-moves without capture or pawn move since ply 33
// (...)", with the section's extended count (classic 10.12), the flaw of
// an incorrect claim and the written move.
std::string claimEvidence(chess::ClaimKind kind, const chess::ClaimVerdict& verdict);

}  // namespace service
