// SPDX-License-Identifier: MIT
#pragma once

// Temporary files for the end-to-end tests of the event commands (which
// run the real binary through cli_run.h).

#include "tests/cli/cli_run.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace event_cli {

using cli_test::runArbiter;

inline std::string readAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline void writeFile(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// A fresh directory for one test.
inline std::string freshDir(const std::string& name) {
  const auto dir = std::filesystem::path(ARBITER_TEST_OUTPUT_DIR) / "cli-event" / name;
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir.string();
}

// An event file with section "Open" (5 rounds, the given rules), the four
// players of the CSV below and round 1 paired 1-3, 4-2 with a bye for 5.
// `sectionOptions`: more `section add` options (e.g. settings fixed once
// round 1 is paired).
inline std::string seededEvent(const std::string& dir, const std::string& rules = "fide",
                               const std::vector<std::string>& sectionOptions = {}) {
  const std::string file = dir + "/event.arbiter";
  EXPECT_EQ(runArbiter({"event", "create", file, "--name", "Spring Open", "--arbiter", "Li Wei"})
                .exitCode,
            0);
  std::vector<std::string> add{"section",       "add", file,      "--name", "Open",
                               "--rounds",      "5",   "--rules", rules,    "--time-control",
                               "40/90+30,30+30"};
  add.insert(add.end(), sectionOptions.begin(), sectionOptions.end());
  EXPECT_EQ(runArbiter(add).exitCode, 0);
  writeFile(dir + "/players.csv",
            "name,rating,title,federation,sex\n"
            "Smith,2300,IM,ENG,m\n"
            "王芳,2400,,CHN,f\n"
            "\"Wang, Fang\",2400,GM,CHN,f\n"
            "李雷,2300,,CHN,m\n"
            "Émile,2100,,FRA,m\n");
  EXPECT_EQ(
      runArbiter({"player", "import", file, "--section", "Open", dir + "/players.csv"}).exitCode,
      0);
  writeFile(dir + "/round1.pairs", "3\n1 3\n4 2\n5 0\n");
  EXPECT_EQ(runArbiter({"round", "set", file, "--section", "Open", "--round", "1",
                        dir + "/round1.pairs", "--start", "2026-05-01 14:00"})
                .exitCode,
            0);
  return file;
}

// `arbiter <command…>` on board 2 of round 1 of section Open (the board of
// seededEvent's 4-2 game), followed by `more` options.
inline cli_test::CliResult runOnBoardTwo(std::vector<std::string> command,
                                         const std::vector<std::string>& more) {
  for (const char* option : {"--section", "Open", "--round", "1", "--board", "2"})
    command.push_back(option);
  command.insert(command.end(), more.begin(), more.end());
  return runArbiter(command);
}

}  // namespace event_cli
