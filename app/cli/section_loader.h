// SPDX-License-Identifier: MIT
#pragma once

#include "app/cli/command.h"
#include "app/service/published_section.h"
#include "domain/tournament/section.h"
#include "domain/tournament/team.h"
#include "domain/tournament/tournament_state.h"

#include <optional>
#include <string>
#include <vector>

namespace cli {

// A section read for the standings and rating commands: its state (as the
// pairing reads it) and its standings rule (a TRF: the C.07 defaults).
struct LoadedSection {
  service::PublishedSection section;
  std::string source;  // the file name, for messages
  // A team TRF's teams (013, 310-362); nullopt for an individual section.
  std::optional<tournament::TeamEvent> teams;
};

// True when the file's content is an SQLite database (an event file), so a
// command told a TRF from an event file by content, not by extension.
bool isEventFile(const std::string& path);

// The section named by --section, or the only one when the event has one
// section; nullptr after printing "arbiter <command>: <path>: ..." (the
// caller exits with Usage).
const tournament::Section* namedSection(const tournament::Event& event, const Arguments& args,
                                        const std::string& command, const std::string& path,
                                        Console& console);

// Reads a TRF16/TRF26 file, or one section of an event file, into a
// tournament state (a section through pairingStateOf: with the initial
// colour of round 1 and the absences of late entries). An event file's
// section is named by --section (needed
// when the event has several). On failure prints a message naming the file
// (and for a TRF the line and column) to console.err, sets `exitCode` (the
// event-file and TRF codes: NoInput, IoError, BadInput, Busy, Refused,
// Usage for an unknown section) and returns nullopt. A TRF holds one
// section, so --section is refused for it.
std::optional<LoadedSection> loadSection(const Arguments& args, const std::string& command,
                                         Console& console, int& exitCode);

}  // namespace cli
