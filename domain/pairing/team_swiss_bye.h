// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/team_swiss_field.h"

#include <optional>

namespace pairing {

// The team given the pairing-allocated bye of an odd field (C.04.6 3.4),
// as an entrant index: among the teams that may have it (C2), the one with
// the lowest score (3.4.2), then the most matches played (3.4.3), then the
// largest TPN (3.4.4), that leaves the other teams a legal pairing (3.4.1).
// Nullopt when no team qualifies (3.3.3: the Chief Arbiter decides).
std::optional<int> teamPairingBye(const TeamSwissField& field);

}  // namespace pairing
