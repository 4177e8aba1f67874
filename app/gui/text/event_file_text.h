// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"
#include "persistence/event_repository.h"
#include "persistence/sqlite_database.h"

#include <QString>

namespace gui {

// The sentences the desk shows when an event file cannot be used or refuses
// a change, in the current language.
QString storageErrorText(const QString& path, persistence::StorageErrorCode code);
QString actionErrorText(const tournament::ActionError& error);
// What the arbiter should be told about an accepted action.
QString noticeText(const tournament::Notice& notice);
QString undoErrorText(const persistence::UndoError& error);
QString notPairedText(int white, int black, int round);

}  // namespace gui
