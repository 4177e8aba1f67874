// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace persistence {

// Why the event file could not be used. The outer layers map these to
// their own codes (the CLI to exit codes).
enum class StorageErrorCode {
  CannotOpen,      // missing file, no permission
  AlreadyExists,   // creating an event file over an existing file
  NotAnEventFile,  // not SQLite, or SQLite without Arbiter's schema
  NewerSchema,     // written by a newer Arbiter: refused and left untouched
  Busy,            // another writer holds the lock past the busy timeout
  ReadOnly,        // the file or its folder cannot be written (permissions, read-only medium):
                   // it can be read, nothing can be changed
  Corrupt,         // integrity failure
  Io,              // disk full, read or write error
  Internal,        // anything else SQLite reports (a bug)
};

// The one exception type of the persistence layer (environment failures).
class StorageError : public std::runtime_error {
public:
  StorageError(StorageErrorCode code, const std::string& message)
      : std::runtime_error(message), m_code(code) {}
  StorageErrorCode code() const { return m_code; }

private:
  StorageErrorCode m_code;
};

// A prepared statement (RAII). Values are bound by 1-based index; columns
// are read by 0-based index.
class Statement {
public:
  Statement(sqlite3* db, std::string_view sql);
  ~Statement();
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  void bind(int index, std::int64_t value);
  void bind(int index, std::string_view value);
  void bindNull(int index);
  // Steps once: true while a row is available, false when done.
  bool step();
  // Runs to completion and resets (for statements without rows).
  void run();
  void reset();
  int columnCount() const;
  bool isNull(int column) const;
  bool isInteger(int column) const;
  std::int64_t integer(int column) const;
  std::string text(int column) const;

private:
  sqlite3* m_db;
  sqlite3_stmt* m_statement = nullptr;
};

// An open SQLite connection (RAII) with a cache of prepared statements.
class Database {
public:
  // Opens `path` read-write; with `create`, the file is created (and must
  // not exist yet). An existing file this process may not write (the file
  // or its folder, where SQLite keeps its -wal and -shm files) is opened
  // read-only: it can be read, no side file is made, and any write throws
  // ReadOnly. Sets the busy timeout: how long a write waits for
  // another connection's lock before failing with Busy, 5 s unless the
  // environment variable ARBITER_BUSY_TIMEOUT_MS says otherwise (0 to
  // 600000 ms). Throws StorageError.
  Database(const std::string& path, bool create);
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  // A cached prepared statement for `sql` (reset, bindings cleared).
  Statement& prepare(const std::string& sql);
  // Runs SQL without parameters (schema scripts, pragmas).
  void exec(const std::string& sql);
  // The integer value of `PRAGMA name`.
  std::int64_t pragmaInteger(const std::string& name);
  sqlite3* handle() const { return m_db; }
  const std::string& path() const { return m_path; }
  bool readOnly() const { return m_readOnly; }

private:
  sqlite3* m_db = nullptr;
  bool m_readOnly = false;
  std::string m_path;
  std::map<std::string, std::unique_ptr<Statement>> m_statements;
};

// BEGIN IMMEDIATE ... COMMIT; rolls back when destroyed uncommitted (also
// while unwinding from an exception).
class Transaction {
public:
  explicit Transaction(Database& db);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit();

private:
  Database& m_db;
  bool m_done = false;
};

// Throws the StorageError matching an SQLite result code.
[[noreturn]] void throwSqliteError(sqlite3* db, int rc, std::string_view context);

}  // namespace persistence
