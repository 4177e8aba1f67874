// SPDX-License-Identifier: MIT
#include "persistence/event_repository.h"

#include "domain/tournament/action_kind.h"
#include "domain/tournament/renumbering.h"
#include "persistence/account_store.h"
#include "persistence/database_copy.h"
#include "persistence/event_rows.h"
#include "persistence/row_json.h"
#include "persistence/row_store.h"
#include "persistence/schema.h"
#include "persistence/sqlite_database.h"

#include <sqlite3.h>

#include <fmt/chrono.h>
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <set>

namespace persistence {

namespace {

// The row a plain undo compensates: the latest action neither undone nor
// itself an undo.
// The latest action not undone, passing over the venue's account changes
// (AccountChangeKind: they change no event row).
constexpr const char* LastNotUndone =
    "WHERE undoes IS NULL AND undone_by IS NULL AND kind IS NOT 'venue-account' ORDER BY id DESC "
    "LIMIT 1";
static_assert(AccountChangeKind == "venue-account");

std::string utcNow() {
  const auto now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  return fmt::format("{:%Y-%m-%dT%H:%M:%SZ}", fmt::gmtime(now));
}

// The row changes between two versions of the event, looking only at the
// sections that differ (result entry touches one row of one section).
std::vector<RowChange> changesBetween(const tournament::Event& before,
                                      const tournament::Event& after) {
  RowSet oldRows;
  RowSet newRows;
  if (before.name != after.name) {
    if (!before.name.empty()) addRow(oldRows, eventRow(before));
    if (!after.name.empty()) addRow(newRows, eventRow(after));
  }
  const auto find = [](const tournament::Event& event, int id) -> const tournament::Section* {
    for (const auto& s : event.sections)
      if (s.id == id) return &s;
    return nullptr;
  };
  for (const auto& section : before.sections) {
    const tournament::Section* other = find(after, section.id);
    if (other == nullptr)
      oldRows.merge(sectionRows(section));
    else if (!(*other == section))
      addChangedRows(section, *other, oldRows, newRows);
  }
  for (const auto& section : after.sections)
    if (find(before, section.id) == nullptr) newRows.merge(sectionRows(section));
  return diffRows(oldRows, newRows);
}

std::string imagesOf(const std::vector<RowChange>& changes, bool after) {
  std::vector<Row> rows;
  for (const auto& change : changes) {
    const auto& image = after ? change.after : change.before;
    if (image) rows.push_back(*image);
  }
  return rowsToJson(rows);
}

}  // namespace

EventRepository::EventRepository(const std::string& path, OpenMode mode)
    : m_db(std::make_unique<Database>(path, mode == OpenMode::Create)), m_clock(utcNow) {
  m_upgradeBackup = prepareEventFile(*m_db, mode == OpenMode::Existing);
  refreshIfChanged();
}

EventRepository::~EventRepository() = default;

void EventRepository::setClock(std::function<std::string()> clock) { m_clock = std::move(clock); }

void EventRepository::refreshIfChanged() {
  const std::int64_t version = m_db->pragmaInteger("data_version");
  if (version == m_dataVersion) return;
  m_event = eventFromRows(readEventRows(*m_db));
  m_dataVersion = version;
}

const tournament::Event& EventRepository::event() {
  refreshIfChanged();
  return m_event;
}

int EventRepository::appendAudit(const std::string& who, std::string_view kind,
                                 const std::string& action, const std::string& before,
                                 const std::string& after, int undoes) {
  Statement& insert = m_db->prepare(
      "INSERT INTO audit (at, who, kind, action, before, after, undoes) VALUES (?, ?, ?, ?, ?, ?, "
      "?)");
  insert.bind(1, m_clock());
  insert.bind(2, who);
  insert.bind(3, kind);
  insert.bind(4, action);
  insert.bind(5, before);
  insert.bind(6, after);
  if (undoes != 0)
    insert.bind(7, std::int64_t{undoes});
  else
    insert.bindNull(7);
  insert.run();
  return static_cast<int>(sqlite3_last_insert_rowid(m_db->handle()));
}

std::expected<Applied, tournament::ActionError> EventRepository::apply(
    const tournament::Action& action, const std::string& who) {
  Transaction transaction(*m_db);
  refreshIfChanged();
  return applyWithin(transaction, action, who);
}

std::optional<std::expected<Applied, tournament::ActionError>> EventRepository::applyIf(
    const tournament::Action& action, const std::string& who,
    const std::function<bool(const tournament::Event&)>& stillValid) {
  Transaction transaction(*m_db);
  refreshIfChanged();
  if (!stillValid(m_event)) return std::nullopt;
  return applyWithin(transaction, action, who);
}

std::expected<Applied, tournament::ActionError> EventRepository::applyWithin(
    Transaction& transaction, const tournament::Action& action, const std::string& who) {
  auto outcome = tournament::applyAction(m_event, action);
  if (!outcome) return std::unexpected(outcome.error());
  const auto changes = changesBetween(m_event, outcome->event);
  Applied applied;
  if (changes.empty()) {
    // The same result entered again, an edit to the same values: nothing
    // to store, so no audit row (the transaction ends without writing).
    applied.notices = std::move(outcome->notices);
    applied.notices.push_back({tournament::NoticeCode::NothingChanged, 0});
    return applied;
  }
  writeRowChanges(*m_db, changes);
  applied.auditId = appendAudit(
      who, tournament::actionKindCode(tournament::actionKindOf(action)),
      tournament::describeAction(action, m_event) + tournament::renumberingText(outcome->notices),
      imagesOf(changes, false), imagesOf(changes, true), 0);
  transaction.commit();
  m_event = std::move(outcome->event);
  applied.notices = std::move(outcome->notices);
  applied.incident = std::move(outcome->incident);
  applied.envelope = std::move(outcome->envelope);
  return applied;
}

std::expected<Undone, UndoError> EventRepository::undo(const std::string& who, bool force) {
  Transaction transaction(*m_db);
  refreshIfChanged();
  Statement& last = m_db->prepare(
      std::string("SELECT id, kind, action, before, after FROM audit ") + LastNotUndone);
  if (!last.step()) return std::unexpected(UndoError{UndoErrorCode::NothingToUndo, 0});
  const int id = static_cast<int>(last.integer(0));
  const std::string kind = last.text(1);
  const std::string action = last.text(2);
  const std::string beforeText = last.text(3);
  const std::string afterText = last.text(4);
  last.reset();
  return committed(transaction,
                   compensate(who, id, kind, action, beforeText, afterText, false, force));
}

std::expected<Undone, UndoError> EventRepository::committed(
    Transaction& transaction, std::expected<Undone, UndoError> undone) {
  if (!undone) return undone;  // the transaction rolls back
  transaction.commit();
  m_event = std::move(m_reloaded);
  return undone;
}

std::expected<Undone, UndoError> EventRepository::undo(const std::string& who, int id, bool force) {
  Transaction transaction(*m_db);
  refreshIfChanged();
  Statement& chosen = m_db->prepare(
      "SELECT kind, action, before, after FROM audit WHERE id = ? AND undoes IS NULL AND "
      "undone_by IS NULL");
  chosen.bind(1, std::int64_t{id});
  if (!chosen.step()) {
    chosen.reset();
    return std::unexpected(UndoError{UndoErrorCode::NoSuchAction, id});
  }
  const std::string kind = chosen.text(0);
  const std::string action = chosen.text(1);
  const std::string beforeText = chosen.text(2);
  const std::string afterText = chosen.text(3);
  chosen.reset();
  return committed(transaction,
                   compensate(who, id, kind, action, beforeText, afterText, true, force));
}

namespace {

// Whether the action can be undone is a property of its kind (the domain
// decides: tournament::undoability). A row without a known kind (written
// before schema 7 with a text the migration did not recognise) is undone
// from its row images, as every such row was before.
std::optional<UndoError> kindRefusal(const std::string& kind, int id) {
  if (kind == AccountChangeKind) return UndoError{UndoErrorCode::Irreversible, id};
  const auto known = tournament::actionKindFromCode(kind);
  if (!known) return std::nullopt;
  switch (tournament::undoability(*known)) {
    case tournament::Undoability::NothingBefore:
      return UndoError{UndoErrorCode::NothingToUndo, id};
    case tournament::Undoability::Irreversible:
      return UndoError{UndoErrorCode::Irreversible, id};
    case tournament::Undoability::Undoable:
      break;
  }
  return std::nullopt;
}

// The row identities an audit row's images name.
std::set<std::string> identitiesOf(const std::string& beforeText, const std::string& afterText) {
  std::set<std::string> identities;
  for (const auto* text : {&beforeText, &afterText})
    if (const auto rows = rowsFromJson(*text))
      for (const auto& row : *rows) identities.insert(row.identity());
  return identities;
}

}  // namespace

// Runs inside the caller's transaction (undo() opened it, committed()
// commits it); the event as it will be is left in m_reloaded.
std::expected<Undone, UndoError> EventRepository::compensate(
    const std::string& who, int id, const std::string& kind, const std::string& action,
    const std::string& beforeText, const std::string& afterText, bool chosen, bool force) {
  if (const auto refusal = kindRefusal(kind, id)) return std::unexpected(*refusal);
  const auto before = rowsFromJson(beforeText);
  const auto after = rowsFromJson(afterText);
  if (!before || !after) return std::unexpected(UndoError{UndoErrorCode::DamagedAudit, id});
  if (chosen) {
    // A later action still in force that touched a row this one changed
    // depends on it (its own undo would no longer fit).
    const auto mine = identitiesOf(beforeText, afterText);
    Statement& later = m_db->prepare(
        "SELECT before, after FROM audit WHERE id > ? AND undoes IS NULL AND undone_by IS NULL");
    later.bind(1, std::int64_t{id});
    while (later.step()) {
      const auto theirs = identitiesOf(later.text(0), later.text(1));
      if (std::any_of(theirs.begin(), theirs.end(),
                      [&](const std::string& r) { return mine.contains(r); })) {
        later.reset();
        return std::unexpected(UndoError{UndoErrorCode::LaterActionsDepend, id});
      }
    }
    later.reset();
  }

  // The compensating change: from the action's after-image back to its
  // before-image, refused unless the stored rows still match the after-image.
  RowSet afterSet;
  RowSet beforeSet;
  for (const auto& row : *after) addRow(afterSet, row);
  for (const auto& row : *before) addRow(beforeSet, row);
  const RowSet current = eventRows(m_event);
  for (const auto& [identity, row] : afterSet) {
    auto it = current.find(identity);
    if (it == current.end() || !(it->second == row))
      return std::unexpected(UndoError{UndoErrorCode::StateChanged, id});
  }
  for (const auto& [identity, row] : beforeSet)
    if (!afterSet.contains(identity) && current.contains(identity))
      return std::unexpected(UndoError{UndoErrorCode::StateChanged, id});
  const auto changes = diffRows(afterSet, beforeSet);
  writeRowChanges(*m_db, changes);
  // A row removed that a later row refers to (a player now on a board).
  if (chosen) {
    Statement foreignKeys(m_db->handle(), "PRAGMA foreign_key_check");
    if (foreignKeys.step())
      return std::unexpected(UndoError{UndoErrorCode::LaterActionsDepend, id});
  }
  const int undoId = appendAudit(who, UndoKind, fmt::format("undo #{}: {}", id, action), afterText,
                                 beforeText, id);
  Statement& mark = m_db->prepare("UPDATE audit SET undone_by = ? WHERE id = ?");
  mark.bind(1, std::int64_t{undoId});
  mark.bind(2, std::int64_t{id});
  mark.run();
  m_reloaded = eventFromRows(readEventRows(*m_db));
  // C.04.2 4.3: rounds paired on what the undo alters stand; the arbiter
  // confirms (the transaction rolls back on the refusal).
  if (!force)
    if (auto on = tournament::pairingsMadeOn(m_event, m_reloaded))
      return std::unexpected(UndoError{UndoErrorCode::LaterRoundsPairedOn, id, std::move(*on)});
  return Undone{undoId, id, action};
}

namespace {

constexpr const char* AuditColumns =
    "SELECT id, at, who, action, before, after, undoes, undone_by, kind FROM audit ";

AuditEntry auditEntryOf(Statement& select) {
  return {static_cast<int>(select.integer(0)),
          select.text(1),
          select.text(2),
          select.text(3),
          select.text(4),
          select.text(5),
          static_cast<int>(select.integer(6)),
          static_cast<int>(select.integer(7)),
          select.text(8)};
}

}  // namespace

std::vector<AuditEntry> EventRepository::auditLog() {
  std::vector<AuditEntry> entries;
  Statement& select = m_db->prepare(std::string(AuditColumns) + "ORDER BY id");
  while (select.step()) entries.push_back(auditEntryOf(select));
  select.reset();
  return entries;
}

std::expected<AuditEntry, UndoError> EventRepository::undoCandidate() {
  Statement& last = m_db->prepare(std::string(AuditColumns) + LastNotUndone);
  if (!last.step()) {
    last.reset();
    return std::unexpected(UndoError{UndoErrorCode::NothingToUndo, 0});
  }
  AuditEntry entry = auditEntryOf(last);
  last.reset();
  if (const auto refusal = kindRefusal(entry.kind, entry.id)) return std::unexpected(*refusal);
  return entry;
}

std::vector<std::string> EventRepository::integrityCheck() {
  std::vector<std::string> problems;
  Statement integrity(m_db->handle(), "PRAGMA integrity_check");
  while (integrity.step())
    if (integrity.text(0) != "ok") problems.push_back(integrity.text(0));
  Statement foreignKeys(m_db->handle(), "PRAGMA foreign_key_check");
  while (foreignKeys.step())
    problems.push_back(fmt::format("foreign key: table {} row {} refers to a missing {} row",
                                   foreignKeys.text(0), foreignKeys.integer(1),
                                   foreignKeys.text(2)));
  if (problems.empty()) problems.push_back("ok");
  return problems;
}

int EventRepository::schemaVersion() {
  return static_cast<int>(m_db->pragmaInteger("user_version"));
}

void backupEventFile(const std::string& source, const std::string& destination) {
  EventRepository checked(source);  // refuses foreign and damaged files
  Database from(source, false);
  Database to(destination, true);
  copyDatabase(from, to);
}

}  // namespace persistence
