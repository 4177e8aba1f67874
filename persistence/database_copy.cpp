// SPDX-License-Identifier: MIT
#include "persistence/database_copy.h"

#include <sqlite3.h>

#include <filesystem>

namespace persistence {

void copyDatabase(Database& from, Database& to) {
  sqlite3_backup* backup = sqlite3_backup_init(to.handle(), "main", from.handle(), "main");
  if (backup == nullptr) throwSqliteError(to.handle(), sqlite3_errcode(to.handle()), "backup");
  int rc = SQLITE_OK;
  do {
    rc = sqlite3_backup_step(backup, 256);
    if (rc == SQLITE_BUSY || rc == SQLITE_LOCKED) sqlite3_sleep(20);
  } while (rc == SQLITE_OK || rc == SQLITE_BUSY || rc == SQLITE_LOCKED);
  const int finished = sqlite3_backup_finish(backup);
  if (rc != SQLITE_DONE) throwSqliteError(to.handle(), rc, "backup");
  if (finished != SQLITE_OK) throwSqliteError(to.handle(), finished, "backup");
}

std::string backUpBeforeMigrating(Database& db, int schemaVersion) {
  const std::string name = db.path() + ".bak-" + std::to_string(schemaVersion);
  std::string path = name;
  for (int n = 1; std::filesystem::exists(path); ++n) path = name + "." + std::to_string(n);
  Database copy(path, true);
  copyDatabase(db, copy);
  return path;
}

}  // namespace persistence
