// SPDX-License-Identifier: MIT
#pragma once

// An event file open for a front end: the one way the CLI, the desk and the
// live server read an event and change it. Every change is one arbiter
// action (domain/tournament/action.h: registration, sections, pairings,
// results, incidents, envelopes), validated by the domain and stored with
// its audit row in one transaction; undo and the audit log come from here
// too. Environment failures throw persistence::StorageError (the front end
// maps them); the domain's refusals are values.

#include "domain/tournament/action.h"
#include "persistence/event_repository.h"
#include "persistence/sqlite_database.h"

#include <expected>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace service {

class EventSession {
public:
  // Opens the event file `path` (Create: makes it; it must not exist).
  explicit EventSession(const std::string& path,
                        persistence::OpenMode mode = persistence::OpenMode::Existing);

  // The event as stored now (reloaded when another program committed).
  const tournament::Event& event() { return m_repository.event(); }
  // Applies `action` in `who`'s name: one transaction with its audit row;
  // a refusal changes nothing.
  std::expected<persistence::Applied, tournament::ActionError> apply(
      const tournament::Action& action, const std::string& who) {
    return m_repository.apply(action, who);
  }
  // As apply(), once `stillValid` has approved the event as stored now, in
  // the write's transaction; nullopt when it refused (nothing written).
  std::optional<std::expected<persistence::Applied, tournament::ActionError>> applyIf(
      const tournament::Action& action, const std::string& who,
      const std::function<bool(const tournament::Event&)>& stillValid) {
    return m_repository.applyIf(action, who, stillValid);
  }
  // The action undo() would compensate, or why it would refuse.
  std::expected<persistence::AuditEntry, persistence::UndoError> undoCandidate() {
    return m_repository.undoCandidate();
  }
  // Compensates the latest action (or action `id`) in `who`'s name, audited;
  // refused (LaterRoundsPairedOn) when it alters a round later rounds were
  // paired on, unless `force` (C.04.2 4.3).
  std::expected<persistence::Undone, persistence::UndoError> undo(const std::string& who,
                                                                  bool force = false) {
    return m_repository.undo(who, force);
  }
  std::expected<persistence::Undone, persistence::UndoError> undo(const std::string& who, int id,
                                                                  bool force = false) {
    return m_repository.undo(who, id, force);
  }
  // The audit log, oldest first.
  std::vector<persistence::AuditEntry> auditLog() { return m_repository.auditLog(); }
  // {"ok"}, or one line per problem (PRAGMA integrity_check, foreign keys).
  std::vector<std::string> integrityCheck() { return m_repository.integrityCheck(); }
  // The copy kept when opening upgraded a file of an older Arbiter, if it did.
  const std::optional<std::string>& upgradeBackup() const { return m_repository.upgradeBackup(); }

private:
  persistence::EventRepository m_repository;
};

// Creates the event file `path` holding event `eventName` and, if given,
// its first section (in FIDE mode), each audited in `who`'s name. The
// actions are checked before the file is made and a failure removes what
// was begun, so a refusal leaves nothing behind. Throws
// persistence::StorageError (AlreadyExists when `path` exists: it is left
// as it was).
std::expected<void, tournament::ActionError> createEvent(
    const std::string& path, const std::string& eventName,
    const std::optional<tournament::SectionSettings>& firstSection, const std::string& who);
// The same with a first section given whole (an imported one: players,
// rounds and results).
std::expected<void, tournament::ActionError> createEvent(const std::string& path,
                                                         const std::string& eventName,
                                                         const tournament::AddSection& firstSection,
                                                         const std::string& who);

}  // namespace service
