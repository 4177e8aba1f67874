// SPDX-License-Identifier: MIT
#pragma once

#include "app/words/language.h"
#include "domain/tournament/action.h"

#include <string>

namespace cli {

// What the arbiter can type to get past a refusal, in the command line's
// own words (its options), to follow the refusal's words (app/words): its
// separator first ("; add --force to discard them"); "" when the refusal's
// words already say all there is.
std::string refusalRemedy(const tournament::ActionError& error, words::Language language);

}  // namespace cli
