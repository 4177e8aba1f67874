// SPDX-License-Identifier: MIT
#include "persistence/account_store.h"

#include "persistence/schema.h"
#include "persistence/sqlite_database.h"

#include <sqlite3.h>

namespace persistence {
namespace {

constexpr const char* AccountColumns =
    "SELECT id, name, role, area, player_id, password_hash, COALESCE(code_digest, ''), disabled, "
    "failures, locked_until, created_at FROM account ";

AccountRow accountFrom(const Statement& row) {
  return AccountRow{static_cast<int>(row.integer(0)), row.text(1), row.text(2), row.text(3),
                    static_cast<int>(row.integer(4)), row.text(5), row.text(6), row.integer(7) != 0,
                    static_cast<int>(row.integer(8)), row.text(9), row.text(10)};
}

std::optional<AccountRow> firstAccount(Statement& query) {
  std::optional<AccountRow> found;
  if (query.step()) found = accountFrom(query);
  query.reset();
  return found;
}

constexpr const char* SessionColumns =
    "SELECT token_digest, account_id, csrf, station, created_at, last_seen, expires_at "
    "FROM account_session ";

SessionRow sessionFrom(const Statement& row) {
  return SessionRow{row.text(0), static_cast<int>(row.integer(1)),
                    row.text(2), row.text(3),
                    row.text(4), row.text(5),
                    row.text(6)};
}

}  // namespace

AccountStore::AccountStore(const std::string& path)
    : m_db(std::make_unique<Database>(path, false)) {
  prepareEventFile(*m_db);
}

AccountStore::~AccountStore() = default;

std::vector<AccountRow> AccountStore::accounts() {
  Statement& query = m_db->prepare(std::string(AccountColumns) + "ORDER BY id");
  std::vector<AccountRow> all;
  while (query.step()) all.push_back(accountFrom(query));
  query.reset();
  return all;
}

std::optional<AccountRow> AccountStore::accountById(int id) {
  Statement& query = m_db->prepare(std::string(AccountColumns) + "WHERE id = ?1");
  query.bind(1, static_cast<std::int64_t>(id));
  return firstAccount(query);
}

std::optional<AccountRow> AccountStore::accountByName(const std::string& name) {
  Statement& query = m_db->prepare(std::string(AccountColumns) + "WHERE name = ?1");
  query.bind(1, name);
  return firstAccount(query);
}

std::optional<AccountRow> AccountStore::accountByCodeDigest(const std::string& digest) {
  Statement& query = m_db->prepare(std::string(AccountColumns) + "WHERE code_digest = ?1");
  query.bind(1, digest);
  return firstAccount(query);
}

void AccountStore::appendAudit(const AccountAudit& audit) {
  Statement& insert = m_db->prepare(
      "INSERT INTO audit (at, who, kind, action, before, after) VALUES (?1, ?2, ?3, ?4, '[]', "
      "'[]')");
  insert.bind(1, audit.at);
  insert.bind(2, audit.who);
  insert.bind(3, AccountChangeKind);
  insert.bind(4, audit.action);
  insert.run();
}

std::optional<int> AccountStore::addAccount(const AccountRow& account, const AccountAudit& audit) {
  Transaction transaction(*m_db);
  Statement& taken =
      m_db->prepare("SELECT 1 FROM account WHERE name = ?1 OR (?2 <> '' AND code_digest = ?2)");
  taken.bind(1, account.name);
  taken.bind(2, account.codeDigest);
  const bool exists = taken.step();
  taken.reset();
  if (exists) return std::nullopt;
  Statement& insert = m_db->prepare(
      "INSERT INTO account (name, role, area, player_id, password_hash, code_digest, disabled, "
      "failures, locked_until, created_at) VALUES (?1, ?2, ?3, ?4, ?5, NULLIF(?6, ''), ?7, 0, "
      "'', ?8)");
  insert.bind(1, account.name);
  insert.bind(2, account.role);
  insert.bind(3, account.area);
  insert.bind(4, static_cast<std::int64_t>(account.playerId));
  insert.bind(5, account.passwordHash);
  insert.bind(6, account.codeDigest);
  insert.bind(7, static_cast<std::int64_t>(account.disabled ? 1 : 0));
  insert.bind(8, account.createdAt);
  insert.run();
  const auto id = static_cast<int>(sqlite3_last_insert_rowid(m_db->handle()));
  appendAudit(audit);
  transaction.commit();
  return id;
}

void AccountStore::setSignInFailures(int id, int failures, const std::string& lockedUntil) {
  Statement& update =
      m_db->prepare("UPDATE account SET failures = ?2, locked_until = ?3 WHERE id = ?1");
  update.bind(1, static_cast<std::int64_t>(id));
  update.bind(2, static_cast<std::int64_t>(failures));
  update.bind(3, lockedUntil);
  update.run();
}

void AccountStore::setDisabled(int id, bool disabled, const AccountAudit& audit) {
  Transaction transaction(*m_db);
  Statement& update = m_db->prepare("UPDATE account SET disabled = ?2 WHERE id = ?1");
  update.bind(1, static_cast<std::int64_t>(id));
  update.bind(2, static_cast<std::int64_t>(disabled ? 1 : 0));
  update.run();
  if (disabled) {
    Statement& end = m_db->prepare("DELETE FROM account_session WHERE account_id = ?1");
    end.bind(1, static_cast<std::int64_t>(id));
    end.run();
  }
  appendAudit(audit);
  transaction.commit();
}

void AccountStore::setCodeDigest(int id, const std::string& digest, const AccountAudit& audit) {
  Transaction transaction(*m_db);
  Statement& update = m_db->prepare("UPDATE account SET code_digest = ?2 WHERE id = ?1");
  update.bind(1, static_cast<std::int64_t>(id));
  update.bind(2, digest);
  update.run();
  appendAudit(audit);
  transaction.commit();
}

void AccountStore::setPlayerCodes(const std::vector<AccountRow>& players,
                                  const AccountAudit& audit) {
  Transaction transaction(*m_db);
  for (const AccountRow& player : players) {
    Statement& upsert = m_db->prepare(
        "INSERT INTO account (name, role, area, player_id, password_hash, code_digest, disabled, "
        "failures, locked_until, created_at) VALUES (?1, 'player', '', ?2, '', ?3, 0, 0, '', ?4) "
        "ON CONFLICT(name) DO UPDATE SET code_digest = excluded.code_digest");
    upsert.bind(1, player.name);
    upsert.bind(2, static_cast<std::int64_t>(player.playerId));
    upsert.bind(3, player.codeDigest);
    upsert.bind(4, player.createdAt);
    upsert.run();
  }
  appendAudit(audit);
  transaction.commit();
}

void AccountStore::addSession(const SessionRow& session) {
  Statement& insert = m_db->prepare(
      "INSERT INTO account_session (token_digest, account_id, csrf, station, created_at, "
      "last_seen, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
  insert.bind(1, session.tokenDigest);
  insert.bind(2, static_cast<std::int64_t>(session.accountId));
  insert.bind(3, session.csrf);
  insert.bind(4, session.station);
  insert.bind(5, session.createdAt);
  insert.bind(6, session.lastSeen);
  insert.bind(7, session.expiresAt);
  insert.run();
}

std::optional<SessionRow> AccountStore::session(const std::string& tokenDigest) {
  Statement& query = m_db->prepare(std::string(SessionColumns) + "WHERE token_digest = ?1");
  query.bind(1, tokenDigest);
  std::optional<SessionRow> found;
  if (query.step()) found = sessionFrom(query);
  query.reset();
  return found;
}

void AccountStore::touchSession(const std::string& tokenDigest, const std::string& lastSeen) {
  Statement& update =
      m_db->prepare("UPDATE account_session SET last_seen = ?2 WHERE token_digest = ?1");
  update.bind(1, tokenDigest);
  update.bind(2, lastSeen);
  update.run();
}

void AccountStore::endSession(const std::string& tokenDigest) {
  Statement& end = m_db->prepare("DELETE FROM account_session WHERE token_digest = ?1");
  end.bind(1, tokenDigest);
  end.run();
}

std::vector<SessionRow> AccountStore::sessions(const std::string& now) {
  Statement& query =
      m_db->prepare(std::string(SessionColumns) + "WHERE expires_at > ?1 ORDER BY created_at");
  query.bind(1, now);
  std::vector<SessionRow> all;
  while (query.step()) all.push_back(sessionFrom(query));
  query.reset();
  return all;
}

}  // namespace persistence
