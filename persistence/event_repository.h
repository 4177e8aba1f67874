// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"
#include "domain/tournament/later_pairings.h"

#include <expected>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace persistence {

class Database;
class Transaction;

// One row of the audit log. `before` and `after` are the row images the
// action changed (row_json.h); `undoes` / `undoneBy` link an undo to the
// action it compensated (0 = none). `kind` is the action's kind
// (tournament::actionKindCode), UndoKind for an undo, "" for a row written
// before schema 7 whose text named no known action.
struct AuditEntry {
  int id = 0;
  std::string at;  // UTC, ISO 8601 "2026-11-29T19:49:17Z"
  std::string who;
  std::string action;
  std::string before;
  std::string after;
  int undoes = 0;
  int undoneBy = 0;
  std::string kind = {};
};

// The kind stored with an undo's audit row. Undo rows are still found by
// their `undoes` column; the kind names them for readers of the log.
inline constexpr std::string_view UndoKind = "undo";

// An accepted, committed action: its audit row and what the domain said.
struct Applied {
  int auditId = 0;
  std::vector<tournament::Notice> notices;
  std::optional<tournament::Incident> incident;
  std::optional<tournament::Envelope> envelope;
};

enum class UndoErrorCode {
  NothingToUndo,  // every action is undone, or only the event's creation (nothing before it) is
                  // left
  StateChanged,   // the stored rows no longer match the action's after-image
  DamagedAudit,   // the audit row cannot be read back
  Irreversible,   // the action's kind cannot be undone (tournament::undoability)
  NoSuchAction,   // undo --id N: no action N, or it is an undo or undone already
  LaterActionsDepend,  // undo --id N: a later action changed or refers to what N changed
  // The undo alters a round later rounds were paired on (pairedOn;
  // tournament::pairingsMadeOn, C.04.2 4.3); refused unless forced.
  LaterRoundsPairedOn,
};

struct UndoError {
  UndoErrorCode code;
  int auditId = 0;
  tournament::PairedOn pairedOn = {};  // LaterRoundsPairedOn: the round and those paired on it
};

// A committed undo: its own audit row and the action it compensated.
struct Undone {
  int auditId = 0;
  int undoneId = 0;
  std::string action;
};

enum class OpenMode { Existing, Create };

// The event file: one SQLite database per event (schema.h). Every change is
// one transaction that writes the changed rows and appends an audit row
// with who, when, the action and the before/after row images; after
// COMMIT returns, the change is durable (WAL, synchronous=FULL). The event
// is cached and reloaded when another connection has committed since.
// Throws StorageError on environment failures; domain refusals are values.
class EventRepository {
public:
  // Opens (or with Create, creates: the file must not exist) and migrates.
  EventRepository(const std::string& path, OpenMode mode = OpenMode::Existing);
  ~EventRepository();
  EventRepository(const EventRepository&) = delete;
  EventRepository& operator=(const EventRepository&) = delete;

  // The event as stored now.
  const tournament::Event& event();
  // Validates and applies an action by `who` in one transaction. A refused
  // action writes nothing.
  std::expected<Applied, tournament::ActionError> apply(const tournament::Action& action,
                                                        const std::string& who);
  // As apply(), once `stillValid` has approved the event as stored now,
  // inside the same transaction: no other connection's write can come
  // between the check and the write. nullopt when `stillValid` refused
  // (nothing was written).
  std::optional<std::expected<Applied, tournament::ActionError>> applyIf(
      const tournament::Action& action, const std::string& who,
      const std::function<bool(const tournament::Event&)>& stillValid);
  // Compensates the most recent action not yet undone (undo entries are not
  // themselves undone: run the action again instead). Audited. An undo that
  // alters a round later rounds were paired on is refused
  // (LaterRoundsPairedOn) unless `force`.
  std::expected<Undone, UndoError> undo(const std::string& who, bool force = false);
  // Compensates the action with audit id `id`, also an earlier one, unless a
  // later action not undone touched the same rows or refers to rows it
  // would remove (LaterActionsDepend). Audited and forced like undo().
  std::expected<Undone, UndoError> undo(const std::string& who, int id, bool force = false);
  // The audit log, oldest first.
  std::vector<AuditEntry> auditLog();
  // The audit row undo(who) would compensate, or why it would refuse by the
  // row's kind (NothingToUndo, Irreversible) without trying it.
  std::expected<AuditEntry, UndoError> undoCandidate();
  // PRAGMA integrity_check and foreign_key_check: {"ok"} when sound,
  // otherwise one line per problem.
  std::vector<std::string> integrityCheck();
  // The schema version of the file (PRAGMA user_version).
  int schemaVersion();
  // The copy of the file as it was (NAME.arbiter.bak-<schema>) when opening
  // it upgraded a file of an older schema; nullopt otherwise.
  const std::optional<std::string>& upgradeBackup() const { return m_upgradeBackup; }
  // Replaces the clock that stamps audit rows (tests).
  void setClock(std::function<std::string()> clock);

private:
  void refreshIfChanged();
  // apply()'s work inside `transaction`, on the event as stored now.
  std::expected<Applied, tournament::ActionError> applyWithin(Transaction& transaction,
                                                              const tournament::Action& action,
                                                              const std::string& who);
  int appendAudit(const std::string& who, std::string_view kind, const std::string& action,
                  const std::string& before, const std::string& after, int undoes);
  std::expected<Undone, UndoError> compensate(const std::string& who, int id,
                                              const std::string& kind, const std::string& action,
                                              const std::string& beforeText,
                                              const std::string& afterText, bool chosen,
                                              bool force);
  std::expected<Undone, UndoError> committed(Transaction& transaction,
                                             std::expected<Undone, UndoError> undone);

  std::unique_ptr<Database> m_db;
  tournament::Event m_event;
  tournament::Event m_reloaded;  // an undo's result until it commits
  std::int64_t m_dataVersion = -1;
  std::function<std::string()> m_clock;
  std::optional<std::string> m_upgradeBackup;
};

// Copies a live event file to `destination` (which must not exist) with
// SQLite's online backup API, page by page; other connections may keep
// reading and writing meanwhile (a write restarts the copy). Throws
// StorageError.
void backupEventFile(const std::string& source, const std::string& destination);

}  // namespace persistence
