// SPDX-License-Identifier: MIT
#pragma once

#include "app/cli/command.h"
#include "reports/language.h"

#include <memory>
#include <ostream>
#include <string>
#include <vector>

namespace cli {

// `arbiter --manpages DIR [zh]` (run by the build): writes arbiter.1 and one
// page per command, arbiter-<words>.1 (arbiter-player-add.1), to DIR from the
// same words, synopsis, summary and options as `--help` prints, in
// `language` (help_text.h). Returns Success, or CannotCreate after naming
// the file it could not write on `err`.
int writeManPages(const std::vector<std::unique_ptr<Command>>& commands, const std::string& dir,
                  reports::Language language, std::ostream& err);

}  // namespace cli
