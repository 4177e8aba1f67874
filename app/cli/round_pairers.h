// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/tournament_generator.h"

#include <optional>
#include <string>

namespace cli {

// The pairer for a system name ("dutch" or "berger"), as the generator and
// `arbiter pair` call it; nullopt for an unknown name.
std::optional<pairing::RoundPairer> roundPairer(const std::string& system);

}  // namespace cli
