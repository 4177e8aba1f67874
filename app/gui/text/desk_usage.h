// SPDX-License-Identifier: MIT
#pragma once

#include "reports/man_page.h"

#include <string>

namespace gui {

// How arbiter-desk is started, once: `arbiter-desk --help` prints it
// (deskHelp) and the build writes arbiter-desk(1) from it (deskManPage).
reports::ManPage deskManPage();
std::string deskHelp();

}  // namespace gui
