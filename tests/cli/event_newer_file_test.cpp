// SPDX-License-Identifier: MIT
// An event file a newer Arbiter wrote (one schema further, a column added,
// its release recorded) is read by the commands that only read it; every
// command that would change it is refused with exit 76, naming the release
// that wrote it, and the file is left byte for byte as it was.
#include "persistence/schema.h"
#include "tests/cli/event_cli_fixture.h"

#include <gtest/gtest.h>

using cli_test::runArbiter;
using cli_test::runProgram;
using event_cli::freshDir;
using event_cli::readAll;
using event_cli::seededEvent;

TEST(NewerEventFile, IsReadButEveryChangeIsRefusedWith76NamingTheReleaseThatWroteIt) {
  const std::string dir = freshDir("newer-file");
  const std::string file = seededEvent(dir);
  for (const char* board : {"1", "2"})
    ASSERT_EQ(
        runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", board, "1-0"})
            .exitCode,
        0);
  const std::string newer = std::to_string(persistence::latestSchemaVersion() + 1);
  const auto later = runProgram("/usr/bin/sqlite3",
                                {file,
                                 "ALTER TABLE player ADD COLUMN nickname TEXT NOT NULL DEFAULT '';"
                                 "UPDATE schema_writer SET release = '9.1.0';"
                                 "PRAGMA user_version = " +
                                     newer + "; PRAGMA wal_checkpoint(TRUNCATE);"});
  ASSERT_EQ(later.exitCode, 0) << later.err;
  const std::string before = readAll(file);

  // seededEvent's round 1, complete: 1-3 and 4-2 both 1-0, 5 the
  // pairing-allocated bye, worth a win (C.04.1 c): start numbers 1, 4 and 5
  // have a point, 2 and 3 none.
  const auto standings = runArbiter({"standings", file, "--section", "Open", "--format", "tsv"});
  EXPECT_EQ(standings.exitCode, 0) << standings.err;
  for (const char* row : {"\n1\t1.0\t", "\n2\t0.0\t", "\n3\t0.0\t", "\n4\t1.0\t", "\n5\t1.0\t"})
    EXPECT_NE(standings.out.find(row), std::string::npos) << row << standings.out;
  const auto report = runArbiter({"report", "pairings", file, "--section", "Open", "--round", "1"});
  EXPECT_EQ(report.exitCode, 0) << report.err;
  EXPECT_NE(report.out.find("Smith"), std::string::npos);
  const auto trf = runArbiter({"trf", "export", file, "--section", "Open"});
  EXPECT_EQ(trf.exitCode, 0) << trf.err;
  EXPECT_NE(trf.out.find("\n001 "), std::string::npos) << trf.out;

  for (const auto& change : std::vector<std::vector<std::string>>{
           {"result", file, "--section", "Open", "--round", "1", "--board", "2", "0-1",
            "--correct"},
           {"player", "add", file, "--section", "Open", "--name", "Fritz"},
           {"undo", file}}) {
    const auto refused = runArbiter(change);
    EXPECT_EQ(refused.exitCode, 76) << change.front() << ": " << refused.err;
    EXPECT_NE(refused.err.find("written by Arbiter 9.1.0 (schema version " + newer + ";"),
              std::string::npos)
        << refused.err;
  }
  EXPECT_EQ(readAll(file), before);
}
