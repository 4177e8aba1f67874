// SPDX-License-Identifier: MIT
#pragma once
// How `pair` and `check` set up the Dutch engine: the edition the command
// line names. Without --edition the engine takes the state's own
// (TournamentState::edition: a TRF's record 192 FIDE_DUTCH_2017, an event
// section's setting), as it takes its `_BAKU` (TournamentState::acceleration).
#include "app/cli/command.h"
#include "domain/pairing/dutch_options.h"

namespace cli {

// --edition 2026|2017, else unset (the state's edition). Throws UsageError
// for another value.
pairing::DutchOptions dutchSettings(const Arguments& args);

}  // namespace cli
