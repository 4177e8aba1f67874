// SPDX-License-Identifier: MIT
#pragma once

#include "domain/interchange/trf_document.h"

#include <expected>
#include <string_view>

namespace interchange {

// Reads a TRF16 or TRF26 file (C.04 Annex 2; C.02.03 Annex A) from its text.
// Line ends may be CR (as the annex asks), LF or CRLF. Columns are counted in
// characters (UTF-8). Never throws on bad input: a file that cannot be read
// faithfully (a player line whose start number, rating, points, opponent,
// colour or result cannot be understood; start numbers not 1..N; an
// extension record with an unreadable value) gives a TrfError with its line
// and column. Everything else that is odd is accepted, listed in
// `issues` with its place, and adjusted only where the issue says so.
// The `###` lines a section's export writes for board numbers and adjourned
// games (trf_board_comments.h) give the games their boards and mark the
// adjourned ones (TRF16 has no code for them).
//
// Grammar of the player line (columns, 1-based, inclusive):
//   1-3 "001", 5-8 start number, 10 sex, 11-13 title, 15-47 name,
//   49-52 rating, 54-56 federation, 58-68 FIDE id, 70-79 birth date,
//   81-84 points, 86-89 rank, then per round r a block at
//   92+10(r-1) .. 99+10(r-1): opponent (4), blank, colour, blank, result.
std::expected<ReadResult, TrfError> readTrf(std::string_view text);

}  // namespace interchange
