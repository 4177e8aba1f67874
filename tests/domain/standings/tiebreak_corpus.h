// SPDX-License-Identifier: MIT
// Reading the tie-break corpus (shared/corpus/tiebreaks/README.md) and
// comparing our values with TieBreakServer's, column by column.
#pragma once

#include "domain/standings/section_view.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace standings::testing {

// One expected file: its header comments, columns and rows (text cells).
struct ExpectedFile {
  std::filesystem::path path;
  std::filesystem::path input;  // the TRF
  int rounds = 0;
  bool roundRobin = false;
  Edition edition = Edition::Text2026;
  std::vector<std::string> columns;
  std::vector<std::vector<std::string>> rows;
};

ExpectedFile readExpected(const std::filesystem::path& path);

// The tab-separated cells of a line.
std::vector<std::string> splitTabs(const std::string& line);

// A decimal cell ("12.5", "-0", "-") in hundredths; nullopt for "-".
std::optional<long long> parseHundredths(const std::string& cell);

// Every cell where our value differs from the file's, as "start column
// expected actual" lines; cells listed in doubtful.tsv pass with either value.
std::vector<std::string> mismatches(const ExpectedFile& expected);

// Every expected file of the corpus (top folder and generated/), sorted.
std::vector<std::filesystem::path> allExpectedFiles();

}  // namespace standings::testing
