// SPDX-License-Identifier: MIT
// Must not compile: persistence/ knows the domain and SQLite, no Poco.
#include <Poco/JSON/Object.h>
