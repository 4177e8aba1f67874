// SPDX-License-Identifier: MIT
// Exit 75: while another connection holds the event file's write lock, a
// command waits for the busy timeout (ARBITER_BUSY_TIMEOUT_MS, short here),
// then exits 75 with a clear message and changes nothing.
#include "persistence/sqlite_database.h"
#include "tests/cli/event_cli_fixture.h"

#include <chrono>
#include <cstdlib>
#include <future>
#include <thread>

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

// `result` is the desk's use case (service::enterResult): the result is
// checked, in the write's transaction, against the one the command read
// when it opened the file. Here another desk holds the write lock while the
// command reads board 1 (no result), then stores 1-0 and lets go: the
// command's 0-1 would overwrite a result it never saw, so it is refused
// (75: run again) naming what is stored, and the 1-0 stays.
TEST(EventCliBusy, AResultStoredElsewhereWhileTheCommandWaitedIsNotOverwritten) {
  const std::string dir = freshDir("busy-meanwhile");
  const std::string file = seededEvent(dir);
  ASSERT_EQ(setenv("ARBITER_BUSY_TIMEOUT_MS", "60000", 1), 0);
  persistence::Database desk(file, false);
  desk.exec("BEGIN IMMEDIATE");
  auto command = std::async(std::launch::async, [&] {
    return runArbiter({"result", file, "--round", "1", "--board", "1", "0-1"});
  });
  // Time for the command to start, read the file and wait for the lock.
  std::this_thread::sleep_for(std::chrono::seconds(4));
  desk.exec("UPDATE board SET result = '1-0' WHERE round = 1 AND number = 1");
  desk.exec("COMMIT");
  const auto refused = command.get();
  ASSERT_EQ(unsetenv("ARBITER_BUSY_TIMEOUT_MS"), 0);
  EXPECT_EQ(refused.exitCode, 75) << refused.err;
  EXPECT_NE(refused.err.find("round 1 board 1 got the result 1-0 from another desk"),
            std::string::npos)
      << refused.err;
  EXPECT_EQ(runArbiter({"round", "show", file, "--round", "1", "--format", "tsv"}).out.substr(0, 9),
            "1\t1\t3\t1-0")
      << "the other desk's result stays";
}
