// SPDX-License-Identifier: MIT
// Must not compile: app/service reaches SQLite only through persistence/.
#include <sqlite3.h>
