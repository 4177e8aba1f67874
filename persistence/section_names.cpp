// SPDX-License-Identifier: MIT
#include "persistence/section_names.h"

#include "persistence/schema.h"
#include "persistence/sqlite_database.h"

namespace persistence {

std::vector<std::string> sectionNames(const std::string& path) {
  std::vector<std::string> names;
  try {
    Database db(path, false);
    refuseDamagedOrForeign(db, true);
    // The section table and its name column are there since schema 1.
    auto& rows = db.prepare("SELECT name FROM section ORDER BY id");
    while (rows.step()) names.push_back(rows.text(0));
  } catch (const StorageError&) {
    names.clear();
  }
  return names;
}

}  // namespace persistence
