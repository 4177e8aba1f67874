// SPDX-License-Identifier: MIT
// Links planted in an output folder or in the way of an output file: the
// commands that write never follow them out of where they were told to
// write (exit 73, the file the link points at unchanged or never created).
#include "tests/cli/event_cli_fixture.h"

#include <filesystem>

using namespace event_cli;
namespace fs = std::filesystem;

// `ln -s ../v.txt site/index.html; arbiter publish event site` overwrote v.txt.
TEST(OutputLinks, PublishRefusesALinkInTheFolderThatLeadsOutOfIt) {
  const std::string dir = freshDir("publish-link-out");
  const std::string file = seededEvent(dir);
  writeFile(dir + "/v.txt", "victim\n");
  fs::create_directories(dir + "/site");
  fs::create_symlink("../v.txt", dir + "/site/index.html");
  const auto run = runArbiter({"publish", file, dir + "/site"});
  EXPECT_EQ(run.exitCode, 73) << run.out << run.err;
  EXPECT_NE(run.err.find("site/index.html is a link leading out of"), std::string::npos) << run.err;
  EXPECT_EQ(readAll(dir + "/v.txt"), "victim\n");
  EXPECT_FALSE(fs::exists(dir + "/site/en")) << "a page was written before the refusal";
}

// A linked folder on the way (site/en -> ..) and a dangling link (which
// would create its target outside) are refused the same way.
TEST(OutputLinks, PublishRefusesALinkedFolderAndADanglingLink) {
  const std::string dir = freshDir("publish-link-folder");
  const std::string file = seededEvent(dir);
  fs::create_directories(dir + "/site");
  fs::create_symlink("..", dir + "/site/en");
  EXPECT_EQ(runArbiter({"publish", file, dir + "/site"}).exitCode, 73);
  EXPECT_FALSE(fs::exists(dir + "/s1"));
  fs::remove(dir + "/site/en");
  fs::create_symlink("../made-outside.html", dir + "/site/index.html");
  EXPECT_EQ(runArbiter({"publish", file, dir + "/site"}).exitCode, 73);
  EXPECT_FALSE(fs::exists(dir + "/made-outside.html"));
}

// A link that stays inside the folder is harmless and followed; a hard link
// to a file outside is replaced by the page, not written through.
TEST(OutputLinks, PublishFollowsALinkInsideAndBreaksAHardLink) {
  const std::string dir = freshDir("publish-link-inside");
  const std::string file = seededEvent(dir);
  fs::create_directories(dir + "/site/pages");
  fs::create_symlink("pages", dir + "/site/en");
  writeFile(dir + "/kept.txt", "kept\n");
  fs::create_hard_link(dir + "/kept.txt", dir + "/site/index.html");
  const auto run = runArbiter({"publish", file, dir + "/site"});
  ASSERT_EQ(run.exitCode, 0) << run.err;
  EXPECT_TRUE(fs::exists(dir + "/site/pages/s1/round-1.html"));
  EXPECT_EQ(readAll(dir + "/kept.txt"), "kept\n");
  EXPECT_NE(readAll(dir + "/site/index.html").find("<!DOCTYPE html>"), std::string::npos);
}

// `backup` followed a dangling link at the copy's name and created its target.
TEST(OutputLinks, BackupRefusesADanglingLinkAtTheCopysName) {
  const std::string dir = freshDir("backup-dangling-link");
  const std::string file = seededEvent(dir);
  fs::create_symlink(dir + "/elsewhere.arbiter", dir + "/copy.arbiter");
  const auto run = runArbiter({"backup", file, dir + "/copy.arbiter"});
  EXPECT_EQ(run.exitCode, 73) << run.out << run.err;
  EXPECT_NE(run.err.find("a link is in the way"), std::string::npos) << run.err;
  EXPECT_FALSE(fs::exists(dir + "/elsewhere.arbiter"));
  EXPECT_TRUE(fs::is_symlink(dir + "/copy.arbiter"));
}
