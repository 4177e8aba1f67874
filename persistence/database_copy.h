// SPDX-License-Identifier: MIT
#pragma once

#include "persistence/sqlite_database.h"

#include <string>

namespace persistence {

// Copies every page of `from` into `to` with SQLite's online backup API;
// other connections may keep reading and writing `from` meanwhile (a write
// restarts the copy). Throws StorageError.
void copyDatabase(Database& from, Database& to);

// Before an event file of an older schema is migrated, a copy of it as it
// is, beside it: "NAME.arbiter.bak-<schema>" (".1", ".2", ... appended when
// that name is taken: an earlier backup is never overwritten). Returns the
// copy's path. Throws StorageError (the migration must not run then).
std::string backUpBeforeMigrating(Database& db, int schemaVersion);

}  // namespace persistence
