// SPDX-License-Identifier: MIT
#pragma once
// An event file read and written with SQLite's C API only, independent of
// persistence's own wrapper: for the migration tests.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <string>
#include <vector>

// Runs raw SQL on a file with the C API only (independent of our wrapper).
inline void rawSql(const std::string& path, const std::string& sql) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  char* error = nullptr;
  EXPECT_EQ(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error), SQLITE_OK)
      << (error ? error : "");
  sqlite3_free(error);
  sqlite3_close(db);
}

// Column `column` of every row `sql` answers, as text (C API only).
inline std::vector<std::string> rawTexts(const std::string& path, const std::string& sql,
                                         int column) {
  sqlite3* db = nullptr;
  std::vector<std::string> texts;
  EXPECT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  sqlite3_stmt* statement = nullptr;
  EXPECT_EQ(sqlite3_prepare_v2(db, sql.c_str(), -1, &statement, nullptr), SQLITE_OK)
      << sqlite3_errmsg(db);
  while (sqlite3_step(statement) == SQLITE_ROW)
    texts.emplace_back(reinterpret_cast<const char*>(sqlite3_column_text(statement, column)));
  sqlite3_finalize(statement);
  sqlite3_close(db);
  return texts;
}

// The values of a player row of section 1 as schema 6 to 16 hold them (a
// newcomer to the club numbers, entered in round 1, not withdrawn).
inline std::string playerValues(int id, int number, const std::string& name, int rating) {
  return "(" + std::to_string(id) + ", 1, " + std::to_string(number) + ", '" + name +
         "', '', '', '', '', '', '', '', " + std::to_string(rating) +
         ", 0, 0, 0, 1, 0, 1500, 0, 0)";
}
