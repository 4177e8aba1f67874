// SPDX-License-Identifier: MIT
#include "persistence/sqlite_database.h"

#include "app/platform/file_access.h"
#include "persistence/open_file_locks.h"
#include "persistence/schema.h"

#include <sqlite3.h>

#include <charconv>
#include <cstdlib>
#include <filesystem>
#include <string_view>

namespace persistence {

namespace {

constexpr int DefaultBusyTimeoutMs = 5000;
constexpr int MaxBusyTimeoutMs = 600000;

// ARBITER_BUSY_TIMEOUT_MS when it is a whole number in range, else 5 s.
int busyTimeoutMs() {
  const char* text = std::getenv("ARBITER_BUSY_TIMEOUT_MS");
  if (text == nullptr) return DefaultBusyTimeoutMs;
  const std::string_view value(text);
  int ms = 0;
  const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), ms);
  if (error != std::errc() || end != value.data() + value.size() || ms < 0 || ms > MaxBusyTimeoutMs)
    return DefaultBusyTimeoutMs;
  return ms;
}

// Whether this process may write the file and make SQLite's side files
// (-wal, -shm) beside it.
bool writable(const std::string& path) {
  const auto folder = std::filesystem::absolute(path).parent_path();
  return platform::mayWrite(path) && platform::mayWrite(folder);
}

bool queryOnly(sqlite3* db) {
  sqlite3_stmt* statement = nullptr;
  bool on = false;
  if (sqlite3_prepare_v2(db, "PRAGMA query_only", -1, &statement, nullptr) == SQLITE_OK &&
      sqlite3_step(statement) == SQLITE_ROW)
    on = sqlite3_column_int(statement, 0) != 0;
  sqlite3_finalize(statement);
  return on;
}

// The read-only URI of `path` ('%', '?' and '#' escaped): immutable (no
// locks, no side files) unless a writer's -wal file is there, whose
// committed changes must be read too (SQLite then reads it with its -shm).
std::string readOnlyUri(const std::string& path) {
  std::string uri = "file:";
  for (const char c : std::filesystem::absolute(path).string()) {
    if (c == '%' || c == '?' || c == '#') {
      static constexpr char Hex[] = "0123456789ABCDEF";
      uri += '%';
      uri += Hex[(static_cast<unsigned char>(c) >> 4) & 0xF];
      uri += Hex[static_cast<unsigned char>(c) & 0xF];
    } else {
      uri += c;
    }
  }
  return uri + (std::filesystem::exists(path + "-wal") ? "?mode=ro" : "?immutable=1");
}

}  // namespace

void throwSqliteError(sqlite3* db, int rc, std::string_view context) {
  const std::string detail = db != nullptr ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
  const std::string message = std::string(context) + ": " + detail;
  switch (rc & 0xFF) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      throw StorageError(StorageErrorCode::Busy, message);
    case SQLITE_NOTADB:
      throw StorageError(StorageErrorCode::NotAnEventFile, message);
    case SQLITE_CORRUPT:
      throw StorageError(StorageErrorCode::Corrupt, message);
    case SQLITE_READONLY: {
      // A newer Arbiter's file is read query-only (prepareEventFile): a
      // change to it is refused naming the release that wrote it.
      if (db != nullptr && queryOnly(db)) throw newerSchemaRefusal(db);
      const char* file = db != nullptr ? sqlite3_db_filename(db, "main") : nullptr;
      throw StorageError(StorageErrorCode::ReadOnly,
                         std::string(file != nullptr && *file != '\0' ? file : "the event file") +
                             ": the file is read-only (no permission to write it or its folder); "
                             "nothing was changed");
    }
    case SQLITE_CANTOPEN:
    case SQLITE_PERM:
      throw StorageError(StorageErrorCode::CannotOpen, message);
    case SQLITE_IOERR:
    case SQLITE_FULL:
      throw StorageError(StorageErrorCode::Io, message);
    default:
      throw StorageError(StorageErrorCode::Internal, message);
  }
}

Statement::Statement(sqlite3* db, std::string_view sql) : m_db(db) {
  const int rc = sqlite3_prepare_v3(db, sql.data(), static_cast<int>(sql.size()),
                                    SQLITE_PREPARE_PERSISTENT, &m_statement, nullptr);
  if (rc != SQLITE_OK) throwSqliteError(db, rc, "prepare");
}

Statement::~Statement() { sqlite3_finalize(m_statement); }

void Statement::bind(int index, std::int64_t value) {
  sqlite3_bind_int64(m_statement, index, value);
}

void Statement::bind(int index, std::string_view value) {
  sqlite3_bind_text(m_statement, index, value.data(), static_cast<int>(value.size()),
                    SQLITE_TRANSIENT);
}

void Statement::bindNull(int index) { sqlite3_bind_null(m_statement, index); }

bool Statement::step() {
  const int rc = sqlite3_step(m_statement);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  sqlite3_reset(m_statement);
  throwSqliteError(m_db, rc, "step");
}

void Statement::run() {
  while (step()) {
  }
  reset();
}

void Statement::reset() {
  sqlite3_reset(m_statement);
  sqlite3_clear_bindings(m_statement);
}

int Statement::columnCount() const { return sqlite3_column_count(m_statement); }
bool Statement::isNull(int column) const {
  return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}
bool Statement::isInteger(int column) const {
  return sqlite3_column_type(m_statement, column) == SQLITE_INTEGER;
}
std::int64_t Statement::integer(int column) const {
  return sqlite3_column_int64(m_statement, column);
}

std::string Statement::text(int column) const {
  const auto* data = reinterpret_cast<const char*>(sqlite3_column_text(m_statement, column));
  return data ? std::string(data,
                            static_cast<std::size_t>(sqlite3_column_bytes(m_statement, column)))
              : std::string();
}

Database::Database(const std::string& path, bool create) : m_path(path) {
  const bool exists = std::filesystem::exists(path);
  if (create && exists) throw StorageError(StorageErrorCode::AlreadyExists, path + ": file exists");
  // A dangling link is in the way too: creating through it would make its
  // target, wherever it points.
  std::error_code unreadable;
  if (create && std::filesystem::is_symlink(path, unreadable))
    throw StorageError(StorageErrorCode::AlreadyExists,
                       path + ": a link is in the way (to " +
                           std::filesystem::read_symlink(path, unreadable).string() +
                           "); nothing was written");
  if (!create && !exists) throw StorageError(StorageErrorCode::CannotOpen, path + ": no such file");
  installOpenFileLocks();  // before the first connection: locks survive foreign closes
  m_readOnly = !create && !writable(path);
  const int flags = (m_readOnly ? SQLITE_OPEN_READONLY | SQLITE_OPEN_URI : SQLITE_OPEN_READWRITE) |
                    (create ? SQLITE_OPEN_CREATE | SQLITE_OPEN_NOFOLLOW : 0) | SQLITE_OPEN_NOMUTEX;
  const std::string name = m_readOnly ? readOnlyUri(path) : path;
  const int rc = sqlite3_open_v2(name.c_str(), &m_db, flags, nullptr);
  if (rc != SQLITE_OK) {
    const std::string message = path + ": " + sqlite3_errstr(rc);
    sqlite3_close(m_db);
    m_db = nullptr;
    // A new file that cannot be made: its folder is read-only or missing.
    if (create)
      throw StorageError(StorageErrorCode::ReadOnly,
                         path +
                             ": the event file cannot be created there (the folder is read-only "
                             "or does not exist); nothing was made");
    throw StorageError(StorageErrorCode::CannotOpen, message);
  }
  sqlite3_extended_result_codes(m_db, 1);
  sqlite3_busy_timeout(m_db, busyTimeoutMs());
}

Database::~Database() {
  m_statements.clear();
  sqlite3_close(m_db);
}

Statement& Database::prepare(const std::string& sql) {
  auto it = m_statements.find(sql);
  if (it == m_statements.end())
    it = m_statements.emplace(sql, std::make_unique<Statement>(m_db, sql)).first;
  it->second->reset();
  return *it->second;
}

void Database::exec(const std::string& sql) {
  char* error = nullptr;
  const int rc = sqlite3_exec(m_db, sql.c_str(), nullptr, nullptr, &error);
  sqlite3_free(error);
  if (rc != SQLITE_OK) throwSqliteError(m_db, rc, "exec");
}

std::int64_t Database::pragmaInteger(const std::string& name) {
  Statement statement(m_db, "PRAGMA " + name);
  return statement.step() ? statement.integer(0) : 0;
}

Transaction::Transaction(Database& db) : m_db(db) { m_db.exec("BEGIN IMMEDIATE"); }

Transaction::~Transaction() {
  if (!m_done) sqlite3_exec(m_db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit() {
  m_db.exec("COMMIT");
  m_done = true;
}

}  // namespace persistence
