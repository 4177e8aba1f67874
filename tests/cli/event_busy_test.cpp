// SPDX-License-Identifier: MIT
// Exit 75: while another connection holds the event file's write lock, a
// command waits for the busy timeout (ARBITER_BUSY_TIMEOUT_MS, short here),
// then exits 75 with a clear message and changes nothing.
#include "persistence/sqlite_database.h"
#include "tests/cli/event_cli_fixture.h"

#include <chrono>
#include <cstdlib>

using namespace event_cli;

TEST(EventCliBusy, AnotherWriterMakesTheCommandExit75AndLeavesTheFileUnchanged) {
  const std::string dir = freshDir("busy");
  const std::string file = seededEvent(dir);
  const std::string before = readAll(file);
  const std::string logBefore = runArbiter({"log", file, "--format", "tsv"}).out;
  ASSERT_EQ(setenv("ARBITER_BUSY_TIMEOUT_MS", "300", 1), 0);
  {
    persistence::Database holder(file, false);
    holder.exec("BEGIN IMMEDIATE");  // the write lock, as another arbiter's transaction
    const auto start = std::chrono::steady_clock::now();
    auto busy =
        runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "1", "1-0"});
    const auto waited = std::chrono::steady_clock::now() - start;
    EXPECT_EQ(busy.exitCode, 75) << busy.err;
    EXPECT_NE(
        busy.err.find("is being changed by another program (busy); nothing was changed, try again"),
        std::string::npos)
        << busy.err;
    // Only those words: SQLite's own are not printed first.
    EXPECT_EQ(busy.err.find("database is locked"), std::string::npos) << busy.err;
    EXPECT_EQ(busy.out, "");
    EXPECT_GE(waited, std::chrono::milliseconds(300));  // it waited for the lock first
    holder.exec("ROLLBACK");
  }
  ASSERT_EQ(unsetenv("ARBITER_BUSY_TIMEOUT_MS"), 0);
  EXPECT_EQ(runArbiter({"log", file, "--format", "tsv"}).out, logBefore);
  EXPECT_EQ(readAll(file), before);
  // Once the lock is released the same command goes through.
  EXPECT_EQ(runArbiter({"result", file, "--section", "Open", "--round", "1", "--board", "1", "1-0"})
                .exitCode,
            0);
}
