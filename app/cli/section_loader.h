// SPDX-License-Identifier: MIT
#pragma once

#include "app/cli/command.h"
#include "domain/tournament/tournament_state.h"

#include <optional>
#include <string>

namespace cli {

// A section read for the standings and rating commands.
struct LoadedSection {
  tournament::TournamentState state;
  std::string source;  // the file name, for messages
};

// Reads a TRF16/TRF26 file into a tournament state. On failure prints a
// message naming the file, line and column to console.err, sets `exitCode`
// (NoInput, IoError or BadInput) and returns nullopt. `--section` is
// accepted only for event files, which are not read yet: a TRF holds one
// section.
std::optional<LoadedSection> loadSection(const Arguments& args, const std::string& command,
                                         Console& console, int& exitCode);

}  // namespace cli
