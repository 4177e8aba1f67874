// SPDX-License-Identifier: MIT
#pragma once

#include "app/cli/command.h"

#include <memory>
#include <ostream>
#include <string>
#include <vector>

namespace cli {

// `arbiter --manpages DIR` (run by the build): writes arbiter.1 and one page
// per command, arbiter-<words>.1 (arbiter-player-add.1), to DIR from the
// same words, synopsis, summary and options as `--help` prints. Returns
// Success, or CannotCreate after naming the file it could not write on `err`.
int writeManPages(const std::vector<std::unique_ptr<Command>>& commands, const std::string& dir,
                  std::ostream& err);

}  // namespace cli
