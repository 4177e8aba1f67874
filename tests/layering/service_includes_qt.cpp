// SPDX-License-Identifier: MIT
// Must not compile: app/service holds the use cases with no Qt, no Poco.
#include <QtCore/QString>
