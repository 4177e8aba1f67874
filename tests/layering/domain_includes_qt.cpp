// SPDX-License-Identifier: MIT
// Must not compile: domain/ is the standard library only (ARCHITECTURE.md).
#include <QString>
