// SPDX-License-Identifier: MIT
#pragma once

#include "app/live/http_reply.h"
#include "persistence/event_repository.h"

namespace live {

// 409 undo-refused: why the change cannot be undone (its code, and its words
// in both languages of the stations); "mayForce" when undoing again with
// force would go through (C.04.2 4.3: later rounds were paired on it).
Reply undoRefused(const persistence::UndoError& error);

}  // namespace live
