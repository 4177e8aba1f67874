// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/tournament_generator.h"

#include <optional>
#include <string>

namespace cli {

// The pairer for a system name, as the generator calls it; nullopt for a
// system this build cannot pair ("berger" now; "dutch" once the engine is in).
std::optional<pairing::RoundPairer> roundPairer(const std::string& system);

}  // namespace cli
