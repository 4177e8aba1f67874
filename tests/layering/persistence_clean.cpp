// SPDX-License-Identifier: MIT
// The control: persistence/ may include sqlite3.h (in its .cpp files) and
// the domain, with its guard (no Poco) in front.
#include "persistence/event_repository.h"

#include <sqlite3.h>

int layeringControl() { return SQLITE_OK; }
