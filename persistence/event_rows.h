// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/section.h"
#include "persistence/row.h"

#include <span>

namespace persistence {

// The rows that store one section (its settings, players, requested byes,
// rounds, boards, byes, incidents and envelopes).
RowSet sectionRows(const tournament::Section& section);
// Adds to `oldRows` and `newRows` the rows of only those parts of a
// section (settings, each player, round, incident, envelope) that differ
// between two versions of it: diffing them gives the section's changes.
void addChangedRows(const tournament::Section& before, const tournament::Section& after,
                    RowSet& oldRows, RowSet& newRows);
// The single row of the event table.
Row eventRow(const tournament::Event& event);
// Every row of the event.
RowSet eventRows(const tournament::Event& event);
// The event the rows describe (the inverse of eventRows), in any order,
// each row once. Unknown codes read as their defaults; the schema's
// constraints keep them out.
tournament::Event eventFromRows(std::span<const Row> rows);

}  // namespace persistence
