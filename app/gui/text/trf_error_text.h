// SPDX-License-Identifier: MIT
#pragma once

#include "domain/interchange/trf_issue.h"

#include <QString>

namespace gui {

// The sentence shown for a refused TRF file, naming line and column, in
// the current language.
QString trfErrorText(const interchange::TrfError& error);

}  // namespace gui
