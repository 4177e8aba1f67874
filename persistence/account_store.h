// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace persistence {

class Database;

// One venue account as stored (schema 16). `passwordHash` is an argon2id
// string, `codeDigest` the digest of a player's sign-in code (empty: none);
// `lockedUntil` is UTC ISO 8601 or empty.
struct AccountRow {
  int id = 0;
  std::string name;
  std::string role;  // "chief", "deputy", "organizer", "player"
  std::string area;  // a deputy's sections and boards ("Open", "Open:1-20", comma-separated)
  int playerId = 0;  // a player's account: his player id
  std::string passwordHash;
  std::string codeDigest;
  bool disabled = false;
  int failures = 0;  // failed sign-ins since the last success
  std::string lockedUntil;
  std::string createdAt;
};

// The kind of the audit row an account change writes: it changes no event
// row, so undo passes over it (the latest undoable action is the event's)
// and refuses it when named.
inline constexpr std::string_view AccountChangeKind = "venue-account";

// The audit row that goes with an account change, in its transaction: when
// (UTC, ISO 8601), who made it ("NAME (ROLE, STATION)") and what, as text
// (never a password or a code).
struct AccountAudit {
  std::string at;
  std::string who;
  std::string action;
};

// One signed-in station: the digest of its token, never the token.
struct SessionRow {
  std::string tokenDigest;
  int accountId = 0;
  std::string csrf;     // the token a state-changing request must carry
  std::string station;  // the station's address as the server saw it
  std::string createdAt;
  std::string lastSeen;
  std::string expiresAt;
};

// The venue's accounts and sessions in an event file, on a connection of
// its own (the event's repository keeps its own). Each write is one
// statement, or one transaction where it is several; a change of an account
// (added, disabled, a new code) is audited in the event's log. Opening migrates the
// file like EventRepository. Throws StorageError; a name already taken is
// a value (addAccount answers nullopt).
class AccountStore {
public:
  explicit AccountStore(const std::string& path);
  ~AccountStore();
  AccountStore(const AccountStore&) = delete;
  AccountStore& operator=(const AccountStore&) = delete;

  std::vector<AccountRow> accounts();
  std::optional<AccountRow> accountById(int id);
  std::optional<AccountRow> accountByName(const std::string& name);
  std::optional<AccountRow> accountByCodeDigest(const std::string& digest);
  // Adds `account` (its id is ignored) with its audit row and returns its
  // id, or nullopt when the name (or the code digest) is taken.
  std::optional<int> addAccount(const AccountRow& account, const AccountAudit& audit);
  void setSignInFailures(int id, int failures, const std::string& lockedUntil);
  // Disabling also ends the account's sessions; one transaction with the audit row.
  void setDisabled(int id, bool disabled, const AccountAudit& audit);
  void setCodeDigest(int id, const std::string& digest, const AccountAudit& audit);
  // Gives each player account of `players` (name, player id, code digest;
  // made when missing) its new code digest: one transaction, one audit row.
  void setPlayerCodes(const std::vector<AccountRow>& players, const AccountAudit& audit);

  void addSession(const SessionRow& session);
  std::optional<SessionRow> session(const std::string& tokenDigest);
  void touchSession(const std::string& tokenDigest, const std::string& lastSeen);
  void endSession(const std::string& tokenDigest);
  // The sessions not expired at `now`, oldest first.
  std::vector<SessionRow> sessions(const std::string& now);

private:
  void appendAudit(const AccountAudit& audit);

  std::unique_ptr<Database> m_db;
};

}  // namespace persistence
