// SPDX-License-Identifier: MIT
// Must not compile: reports/ is domain + fmt (STYLE.md, Layers).
#include <Poco/Util/Application.h>
