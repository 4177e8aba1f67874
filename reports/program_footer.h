// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace reports {

// The line at the foot of every document and site page: the program and its
// release, "Arbiter 0.1.0-dev+g1a2b3c4" (app/version), so that a printed sheet
// says what made it.
std::string programFooter();

}  // namespace reports
