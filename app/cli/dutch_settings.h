// SPDX-License-Identifier: MIT
#pragma once
// How `pair` and `check` set up the Dutch engine for a file: the edition
// its record 192 names, unless the command line says otherwise (its
// `_BAKU` is read into the state: TournamentState::acceleration).
#include "app/cli/command.h"
#include "domain/interchange/trf_document.h"
#include "domain/pairing/dutch_options.h"

namespace cli {

// --edition 2026|2017, else the file's 192 record (FIDE_DUTCH_2017…), else
// 2026. `doc` may be null (an event file: 2026).
pairing::DutchOptions dutchSettings(const Arguments& args, const interchange::TrfDocument* doc);

}  // namespace cli
