// SPDX-License-Identifier: MIT
#pragma once

// --notation strict|lenient, read alike by `verify`, `games`, `claim` and
// `draw-claim --pgn`: strict is
// the PGN standard's SAN (the default); lenient also reads a scoresheet's
// notation (003: 马g1-f3, 车ad3, 象b5xc6, （=后）; 002: en passant, 0-0;
// other languages, figurines).

#include "app/cli/command.h"
#include "domain/chess/san.h"

namespace cli {

// The option's help text.
extern const char* const NotationOptionHelp;

// The notation asked for (strict: chess::SanMode::Lax, the PGN reader's
// standard reading). Throws UsageError for another word.
chess::SanMode notationOption(const Arguments& args);

}  // namespace cli
