// SPDX-License-Identifier: MIT
#pragma once

#include "persistence/row.h"
#include "persistence/sqlite_database.h"

#include <optional>
#include <vector>

namespace persistence {

// One row's change: inserted (no before), deleted (no after) or updated.
struct RowChange {
  std::optional<Row> before;
  std::optional<Row> after;
};

// The changes that turn `before` into `after` (rows compared by identity
// and value; unchanged rows are left out).
std::vector<RowChange> diffRows(const RowSet& before, const RowSet& after);

// Every row of the event tables, table by table in eventTables() order
// (parents first). A list, not a RowSet: loading an event needs no
// identities, and a 10,000-player event has some 65,000 rows.
std::vector<Row> readEventRows(Database& db);

// Writes the changes with cached prepared statements (INSERT, UPDATE by
// key, DELETE by key): deletions children first, then updates, then
// insertions parents first. Foreign keys are deferred, so any order would
// be accepted; this one lets SQLite check each key by an index lookup.
void writeRowChanges(Database& db, const std::vector<RowChange>& changes);

}  // namespace persistence
