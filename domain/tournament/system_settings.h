// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"

#include <optional>

namespace tournament {

// Whether a section's settings suit its pairing system: acceleration
// (C.04.7) and the Dutch edition (C.04.3) mean something only for the
// systems that use them. nullopt when they agree.
std::optional<ActionError> pairingSettingsRefusal(const SectionSettings& settings);

}  // namespace tournament
