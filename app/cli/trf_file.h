// SPDX-License-Identifier: MIT
#pragma once

#include "app/cli/command.h"
#include "domain/interchange/pair_list.h"
#include "domain/interchange/trf_document.h"

#include <optional>
#include <string>

namespace cli {

// English text for the reader's codes (the domain returns codes only).
std::string describe(interchange::TrfErrorCode code);
std::string describe(interchange::TrfIssueCode code);
std::string describe(interchange::PairListErrorCode code);

// Reads a TRF16/TRF26 file for `command`. On failure prints
// "arbiter <command>: <path>:<line>:<column>: <what>" to console.err, sets
// `exitCode` (NoInput, IoError or BadInput) and returns nullopt.
std::optional<interchange::TrfDocument> loadTrfFile(const std::string& path,
                                                    const std::string& command, Console& console,
                                                    int& exitCode);

// Prints every issue of `doc` to console.err as
// "<path>:<line>:<column>: warning: <what>[ (adjusted)]".
void printTrfIssues(const interchange::TrfDocument& doc, const std::string& path, Console& console);

// The --format option: trf16, trf26, or nullopt when not given (UsageError
// for another value).
std::optional<interchange::TrfFormat> formatOption(const Arguments& args);

// Writes `text` to `path`; on failure prints a message and returns false.
bool writeTextFile(const std::string& path, const std::string& text, const std::string& command,
                   Console& console);

}  // namespace cli
