// SPDX-License-Identifier: MIT
#pragma once

#include "reports/standings_table.h"

#include <string>

namespace reports {

// The standings as CSV (RFC 4180): a header line from `labels`, then one
// line per player with rank, start number, title, name, federation, rating,
// points as a decimal ("3.5") and the tie-break values. Fields holding a
// comma, a quote or a line break are quoted, quotes doubled; lines end in
// CRLF. `excelBom` prefixes a UTF-8 byte-order mark so that spreadsheet
// programs read Chinese names as UTF-8.
std::string standingsCsv(const StandingsTable& table, const StandingsLabels& labels = {},
                         bool excelBom = false);

}  // namespace reports
