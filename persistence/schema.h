// SPDX-License-Identifier: MIT
#pragma once

#include "persistence/sqlite_database.h"

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

// Prepares an open connection for use as an event file, in this order:
// reads the version without writing anything and refuses a newer file
// (NewerSchema) or a foreign one (NotAnEventFile); then sets WAL,
// foreign_keys=ON and synchronous=FULL; then runs the missing migrations
// in one transaction. Throws StorageError.
void prepareEventFile(Database& db);

}  // namespace persistence
