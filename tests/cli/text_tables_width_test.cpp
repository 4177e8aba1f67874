// SPDX-License-Identifier: MIT
// The text tables of `standings`, `standings --crosstable` and `rating`
// align Chinese names: a CJK character takes two terminal columns (Unicode
// UAX #11, East Asian Wide), so every row of a table is as wide as its
// header, whatever script the names are in.
#include "tests/cli/cli_run.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;
using cli_test::runArbiter;

// Terminal columns of UTF-8 text, counted here by hand for the scripts the
// test uses: CJK Unified Ideographs (U+4E00-U+9FFF, three UTF-8 bytes
// starting E4-E9) take 2, a Latin letter with its accent (two bytes) 1,
// ASCII 1.
int columns(const std::string& line) {
  int width = 0;
  for (std::size_t i = 0; i < line.size();) {
    const auto lead = static_cast<unsigned char>(line[i]);
    if (lead < 0x80) {
      width += 1;
      i += 1;
    } else if (lead < 0xE0) {
      width += 1;
      i += 2;
    } else {
      width += lead >= 0xE4 && lead <= 0xE9 ? 2 : 1;
      i += lead < 0xF0 ? 3 : 4;
    }
  }
  return width;
}

// The output's tables: runs of lines separated by an empty line.
std::vector<std::vector<std::string>> tables(const std::string& text) {
  std::vector<std::vector<std::string>> out(1);
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.empty())
      out.emplace_back();
    else
      out.back().push_back(line);
  }
  return out;
}

bool namesAPlayer(const std::string& line) {
  for (const char* name : {"王芳", "欧阳", "Émile", "Anna"})
    if (line.find(name) != std::string::npos) return true;
  return false;
}

TEST(TextTables, ChineseNamesKeepTheColumnsAligned) {
  const fs::path dir = fs::path(ARBITER_TEST_OUTPUT_DIR) / "text-tables";
  fs::create_directories(dir);
  const auto event = (dir / "widths.arbiter").string();
  fs::remove(event);
  ASSERT_EQ(runArbiter({"event", "create", event, "--name", "Widths"}).exitCode, 0);
  ASSERT_EQ(runArbiter({"section", "add", event, "--name", "Open", "--rounds", "3"}).exitCode, 0);
  // A CJK name wider than the 28-column name field (15 characters, 30
  // columns) is cut; the others are padded.
  for (const auto& [name, rating] :
       std::vector<std::pair<std::string, std::string>>{{"王芳", "2400"},
                                                        {"欧阳振华欧阳振华欧阳振华欧阳振", "2300"},
                                                        {"Émile Müller", "2200"},
                                                        {"Anna Schmidt", "2100"}})
    ASSERT_EQ(runArbiter(
                  {"player", "add", event, "--section", "Open", "--name", name, "--rating", rating})
                  .exitCode,
              0);
  ASSERT_EQ(runArbiter({"pair", event}).exitCode, 0);
  ASSERT_EQ(runArbiter({"results", event, "--section", "Open", "--round", "1", "1 ="}).exitCode, 0);
  for (const std::vector<std::string>& command :
       {std::vector<std::string>{"standings", event},
        std::vector<std::string>{"standings", event, "--crosstable"},
        std::vector<std::string>{"rating", event, "--section", "Open"}}) {
    const auto run = runArbiter(command);
    ASSERT_EQ(run.exitCode, 0) << run.err;
    int rows = 0;
    for (const auto& table : tables(run.out)) {
      // Every player's row of a table is as wide as its header ("Name"),
      // or, where the table has none (the crosstable), as the first row.
      std::optional<int> width;
      for (const auto& line : table)
        if (line.find("Name") != std::string::npos) width = columns(line);
      for (const auto& line : table) {
        if (!namesAPlayer(line)) continue;
        ++rows;
        if (!width) width = columns(line);
        EXPECT_EQ(columns(line), *width) << command[0] << ":\n" << run.out;
      }
    }
    EXPECT_EQ(rows % 4, 0) << run.out;
    EXPECT_GE(rows, 4) << run.out;
  }
}

}  // namespace
