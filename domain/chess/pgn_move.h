// SPDX-License-Identifier: MIT
#pragma once

#include "domain/chess/move.h"
#include "domain/chess/position.h"
#include "domain/chess/san.h"
#include "domain/chess/verdict.h"

#include <expected>
#include <string_view>

namespace chess {

// A movetext move that the rules core accepted.
struct PgnMove {
  Move move;
  bool canonical = true;              // false: read only leniently (counted as "lax")
  SanForm form = SanForm::Canonical;  // Lax: the Lax grammar reads it; Foreign: only Lenient
};

// Why it was not accepted, in the verdict's words, with the SAN of the
// fitting moves when it is ambiguous.
struct PgnMoveError {
  MoveFault fault = MoveFault::Illegal;
  std::vector<std::string> candidates;
  SanErrorCode reason = SanErrorCode::UnknownToken;
};

// Reads one movetext move for the side to move: the core's Lax SAN
// grammar (what python-chess reads, plus the FIDE "++" and "e.p."), or with
// `mode` Lenient the scoresheet forms too (san.h: Chinese 马g1-f3, （=后）,
// other languages, figurines, "en passant"), with the check mark neither
// verified nor counted as non-canonical.
std::expected<PgnMove, PgnMoveError> readPgnMove(const Position& pos, std::string_view token,
                                                 SanMode mode = SanMode::Lax);

}  // namespace chess
