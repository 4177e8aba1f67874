// SPDX-License-Identifier: MIT
#pragma once

#include "persistence/sqlite_database.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace persistence {

// Marks an SQLite file as an Arbiter event file (PRAGMA application_id).
constexpr int EventFileApplicationId = 0x41524254;  // "ARBT"

// The numbered migrations: script i (0-based) takes the schema from
// version i to version i + 1 (PRAGMA user_version). Never edit a released
// script; add a new one.
const std::vector<std::string_view>& migrationScripts();
// The schema version this build writes (the number of migrations).
int latestSchemaVersion();

// A header version past this is damage, not a newer Arbiter.
constexpr int MaxPlausibleSchemaVersion = 1000;

// Reads the header without writing and refuses, with StorageError: a file
// that is not SQLite or holds another program's data (application_id, or
// tables without ours), and with `existing` also an empty database
// (NotAnEventFile); a negative or absurd user_version (Corrupt). A newer
// schema is no refusal here: it can be read (prepareEventFile).
void refuseDamagedOrForeign(Database& db, bool existing);

// The refusal of a change to a newer Arbiter's file (NewerSchema): the file,
// its schema version and the release that wrote it (schema 19's
// schema_writer; "a newer Arbiter" where the file does not say).
StorageError newerSchemaRefusal(sqlite3* db);

// Prepares an open connection for use as an event file, in this order:
// refuseDamagedOrForeign (nothing written); a newer schema's file is left
// as it is, readable (PRAGMA query_only), every change to it refused with
// newerSchemaRefusal; an older schema's file is
// copied beside it (backUpBeforeMigrating: NAME.arbiter.bak-<schema>); then
// sets WAL, foreign_keys=ON and synchronous=FULL; then runs the missing
// migrations in one transaction and records this release as the schema's
// writer. `existing` is false only when the file is being created.
// Returns the copy's path when the file was upgraded. Throws StorageError.
std::optional<std::string> prepareEventFile(Database& db, bool existing = true);

}  // namespace persistence
