// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/event_session.h"
#include "app/service/venue_access.h"

#include <cstddef>
#include <expected>
#include <string>
#include <variant>
#include <vector>

namespace service {

// One change of the event, as the chief arbiter's override screen lists
// it: any seat's (a station, the desk, the command line), from the audit log.
struct VenueChange {
  int id = 0;
  std::string at;  // UTC, ISO 8601
  std::string who;
  std::string action;  // the audit log's text of the action
  bool undone = false;
  bool isUndo = false;  // the change is itself an undo
  // An event action of an undoable kind, not undone yet (an undo, the
  // event's creation, leaving FIDE mode and the venue's account changes are not).
  bool undoable = false;
};

// The latest `count` changes, newest first; the chief's only.
std::expected<std::vector<VenueChange>, VenueError> latestChanges(EventSession& session,
                                                                  const VenueAccount& by,
                                                                  std::size_t count);

using VenueUndoError = std::variant<VenueError, persistence::UndoError>;

// Undoes change `id` in the chief's name at `station` (one audited
// transaction, as `arbiter undo --id`); refused for anyone else, and as
// undo refuses (a later change depends on it; a round later rounds were
// paired on, unless `force`: C.04.2 4.3).
std::expected<persistence::Undone, VenueUndoError> undoChange(EventSession& session,
                                                              const VenueAccount& by,
                                                              const std::string& station, int id,
                                                              bool force);

}  // namespace service
