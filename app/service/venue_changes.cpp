// SPDX-License-Identifier: MIT
#include "app/service/venue_changes.h"

#include "domain/tournament/action_kind.h"
#include "persistence/account_store.h"

namespace service {
namespace {

// What undo would take back: an event action of an undoable kind
// (tournament::undoability; not the event's creation, not leaving FIDE
// mode), not a change of the venue's accounts.
bool undoable(const persistence::AuditEntry& row) {
  if (row.kind == persistence::AccountChangeKind) return false;
  const auto kind = tournament::actionKindFromCode(row.kind);
  return !kind || tournament::undoability(*kind) == tournament::Undoability::Undoable;
}

}  // namespace

std::expected<std::vector<VenueChange>, VenueError> latestChanges(EventSession& session,
                                                                  const VenueAccount& by,
                                                                  std::size_t count) {
  if (by.role != VenueRole::Chief) return std::unexpected(VenueError{VenueErrorCode::Forbidden});
  const auto log = session.auditLog();
  std::vector<VenueChange> changes;
  for (auto row = log.rbegin(); row != log.rend() && changes.size() < count; ++row)
    changes.push_back({row->id, row->at, row->who, row->action, row->undoneBy != 0,
                       row->undoes != 0, row->undoneBy == 0 && row->undoes == 0 && undoable(*row)});
  return changes;
}

std::expected<persistence::Undone, VenueUndoError> undoChange(EventSession& session,
                                                              const VenueAccount& by,
                                                              const std::string& station, int id,
                                                              bool force) {
  if (by.role != VenueRole::Chief) return std::unexpected(VenueError{VenueErrorCode::Forbidden});
  auto undone = session.undo(auditSignature(by, station), id, force);
  if (!undone) return std::unexpected(undone.error());
  return *undone;
}

}  // namespace service
