// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/tournament_generator.h"

#include <optional>
#include <string>

namespace cli {

// The pairer for a system name, as the generator calls it; nullopt for a
// system name other than "dutch" (C.04.3) or "berger" (C.05 Annex 1).
std::optional<pairing::RoundPairer> roundPairer(const std::string& system);

}  // namespace cli
