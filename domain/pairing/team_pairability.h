// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/team_swiss_field.h"

#include <vector>

namespace pairing {

// C3 (C.04.6 2.2.1): whether the entrants `members` (indices into the
// field) can all be paired with each other without a second meeting (C1).
bool canAllBePaired(const TeamSwissField& field, const std::vector<int>& members);

}  // namespace pairing
