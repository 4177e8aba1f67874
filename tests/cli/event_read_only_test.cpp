// SPDX-License-Identifier: MIT
// Issue 15, item 14: an event file this user may not write (a read-only
// file or folder: an archive, a colleague's file, a CD) is still read, and
// every change is refused with a plain sentence and exit 73; nothing is
// written, not even SQLite's -wal and -shm side files.
#include "tests/cli/event_cli_fixture.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>

using event_cli::readAll;
using event_cli::seededEvent;

namespace {

namespace fs = std::filesystem;

// Runs the command as a user who may not write `dir`: as root (who may
// write anything) through setpriv as "nobody" with a copy of the binary
// in a world-readable folder; otherwise as this user, with the folder and
// the file made read-only.
class ReadOnlyEvent : public ::testing::Test {
protected:
  void SetUp() override {
    dir = fs::path("/tmp") / ("arbiter-read-only-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string seeded = seededEvent(event_cli::freshDir("read-only-seed"));
    file = (dir / "event.arbiter").string();
    fs::copy_file(seeded, file);
    asRoot = ::geteuid() == 0;
    if (asRoot) {
      if (!fs::exists("/usr/bin/setpriv")) GTEST_SKIP() << "setpriv (util-linux) is missing";
      binary = (dir / "arbiter").string();
      fs::copy_file(ARBITER_CLI, binary);
      fs::permissions(binary, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                  fs::perms::others_read | fs::perms::others_exec);
    }
    fs::permissions(file, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
    fs::permissions(dir, fs::perms::owner_read | fs::perms::owner_exec | fs::perms::group_read |
                             fs::perms::group_exec | fs::perms::others_read |
                             fs::perms::others_exec);
    before = readAll(file);
  }
  void TearDown() override {
    std::error_code ignored;
    fs::permissions(dir, fs::perms::owner_all, ignored);
    fs::remove_all(dir, ignored);
  }
  cli_test::CliResult run(std::vector<std::string> args) {
    if (!asRoot) return cli_test::runArbiter(args);
    args.insert(args.begin(), {"--reuid=65534", "--regid=65534", "--clear-groups", binary});
    return cli_test::runProgram("/usr/bin/setpriv", args);
  }
  // Only the event file (and the copied binary) in the folder.
  bool noSideFiles() const {
    for (const auto& entry : fs::directory_iterator(dir)) {
      const auto name = entry.path().filename().string();
      if (name != "event.arbiter" && name != "arbiter") return false;
    }
    return true;
  }
  fs::path dir;
  std::string file;
  std::string binary;
  std::string before;
  bool asRoot = false;
};

}  // namespace

TEST_F(ReadOnlyEvent, IsReadButNeverChanged) {
  // seededEvent registers Smith, 王芳, "Wang, Fang", 李雷, Émile: the list is read.
  const auto shown = run({"player", "list", file, "--section", "Open"});
  EXPECT_EQ(shown.exitCode, 0) << shown.err;
  EXPECT_NE(shown.out.find("王芳"), std::string::npos) << shown.out;

  for (const auto& change : std::vector<std::vector<std::string>>{
           {"result", file, "--section", "Open", "--round", "1", "--board", "1", "1-0"},
           {"player", "add", file, "--section", "Open", "--name", "Fritz"},
           {"undo", file}}) {
    const auto refused = run(change);
    EXPECT_EQ(refused.exitCode, 73) << change.front() << ": " << refused.err;
    EXPECT_NE(refused.err.find("read-only"), std::string::npos) << refused.err;
    EXPECT_EQ(refused.err.find("readonly database"), std::string::npos)
        << "raw SQLite wording: " << refused.err;
  }
  EXPECT_EQ(readAll(file), before);
  EXPECT_TRUE(noSideFiles());
}

// README: 73 when an output file cannot be created. A new event file in a
// folder this user may not write is one (not 66, "cannot be opened"), said
// in words, not SQLite's.
TEST_F(ReadOnlyEvent, ANewEventInAReadOnlyFolderIsRefusedWith73) {
  const std::string fresh = (dir / "new.arbiter").string();
  const auto created = run({"event", "create", fresh, "--name", "Autumn Open"});
  EXPECT_EQ(created.exitCode, 73) << created.err;
  EXPECT_NE(created.err.find("cannot be created"), std::string::npos) << created.err;
  EXPECT_EQ(created.err.find("unable to open database file"), std::string::npos)
      << "raw SQLite wording: " << created.err;
  EXPECT_FALSE(fs::exists(fresh));
}
