// SPDX-License-Identifier: MIT
// Must not compile: reports/ never queries the database (ARCHITECTURE.md).
#include <sqlite3.h>
