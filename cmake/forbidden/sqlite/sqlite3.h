// SPDX-License-Identifier: MIT
// Layer guard (CMakeLists.txt: arbiter_guard_layer). This directory comes
// first on the include path of domain/, reports/ and app/service, so
// <sqlite3.h> is found here, not in /usr/include: SQLite belongs to
// persistence/ (sqlite3.h in its .cpp files only).
#error \
    "domain/, reports/ and app/service must not include SQLite (sqlite3.h is for persistence/*.cpp): see ARCHITECTURE.md"
