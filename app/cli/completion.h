// SPDX-License-Identifier: MIT
#pragma once

#include "app/cli/command.h"

#include <memory>
#include <string>
#include <vector>

namespace cli {

// `arbiter --complete WORD... CURRENT` (the bash and zsh completion scripts
// in app/packaging/ call it): the words that may stand for CURRENT after the
// words typed before it, one per line, from the same command registry as
// --help: a command's next word, an option of the selected command, or a
// section name of the event file named before --section. Nothing when a
// file name is expected (the shell then completes file names).
std::vector<std::string> completions(const std::vector<std::unique_ptr<Command>>& commands,
                                     const std::vector<std::string>& words);

}  // namespace cli
