// SPDX-License-Identifier: MIT
// What a packaged arbiter relies on: the version named from git, the manual
// pages written from --help, shell completion, the user manual under
// `serve`'s /manual.
#include "tests/cli/cli_run.h"
#include "tests/cli/http_get.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>

using cli_test::runArbiter;
using cli_test::runProgram;

namespace {

std::filesystem::path freshFolder(const std::string& name) {
  const auto dir = std::filesystem::path(ARBITER_TEST_OUTPUT_DIR) / "cli-shipping" / name;
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

std::string fileText(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

}  // namespace

// Between releases the version is the project's with the commit git names.
TEST(Shipping, VersionNamesTheCommitItWasBuiltFrom) {
  const auto run = runArbiter({"--version"});
  EXPECT_EQ(run.exitCode, 0);
  const auto git =
      runProgram("/usr/bin/git", {"-C", ARBITER_SOURCE_DIR, "rev-parse", "--short=7", "HEAD"});
  ASSERT_EQ(git.exitCode, 0) << git.err;
  const std::string commit = git.out.substr(0, 7);
  const auto tagged =
      runProgram("/usr/bin/git", {"-C", ARBITER_SOURCE_DIR, "describe", "--tags", "--exact-match"});
  if (tagged.exitCode == 0) {
    EXPECT_TRUE(std::regex_match(run.out, std::regex("arbiter [0-9]+\\.[0-9]+\\.[0-9]+\n")))
        << run.out;
  } else {
    EXPECT_TRUE(std::regex_match(
        run.out, std::regex("arbiter [0-9]+\\.[0-9]+\\.[0-9]+-dev\\+g" + commit + "\n")))
        << run.out << " (commit " << commit << ")";
  }
}

// One page per command of `arbiter --help`, each with the command's options.
TEST(Shipping, ManualPagesAreWrittenFromTheHelp) {
  const auto dir = freshFolder("man");
  ASSERT_EQ(runArbiter({"--manpages", dir.string()}).exitCode, 0);
  const auto overview = runArbiter({"--help"}).out;
  int commands = 0;
  bool listed = false;
  for (const auto& line : lines(overview)) {
    if (line == "commands:")
      listed = true;
    else if (listed && line.empty())
      break;
    else if (listed) {
      // "  player add        register a player": arbiter-player-add.1
      // ("  pair              ...": arbiter-pair.1).
      std::istringstream words(line);
      std::string first, second;
      words >> first >> second;
      EXPECT_TRUE(std::filesystem::exists(dir / ("arbiter-" + first + "-" + second + ".1")) ||
                  std::filesystem::exists(dir / ("arbiter-" + first + ".1")))
          << line;
      ++commands;
    }
  }
  EXPECT_GT(commands, 40);
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir), {}), commands + 1);
  const auto page = fileText(dir / "arbiter-player-add.1");
  EXPECT_EQ(page.rfind(".TH ARBITER\\-PLAYER\\-ADD 1 ", 0), 0u) << page.substr(0, 80);
  for (const auto& line : lines(runArbiter({"player", "add", "--help"}).out)) {
    // "--rating=R   ..." in the help: the page lists the option as "\-\-rating R".
    std::smatch option;
    if (std::regex_search(line, option, std::regex("^ *--([a-z-]+)")))
      EXPECT_NE(
          page.find(".B \\-\\-" + std::regex_replace(option[1].str(), std::regex("-"), "\\-")),
          std::string::npos)
          << option[1];
  }
}

// Whether `text` holds a character of the CJK Unified Ideographs block
// (U+4E00..U+9FFF: three UTF-8 bytes, the first E4..E9).
bool hasChinese(const std::string& text) {
  for (std::size_t i = 0; i + 2 < text.size(); ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte >= 0xE4 && byte <= 0xE9) return true;
  }
  return false;
}

// The Chinese pages (share/man/zh_CN/man1) are the same pages as the English
// ones, from the same help: the same files, options and commands; every
// heading, the NAME line and the text of every option and command in Chinese.
TEST(Shipping, ChineseManualPagesAreTheEnglishOnesInChinese) {
  const auto english = freshFolder("man-en");
  const auto chinese = freshFolder("man-zh");
  ASSERT_EQ(runArbiter({"--manpages", english.string()}).exitCode, 0);
  ASSERT_EQ(runArbiter({"--manpages", chinese.string(), "zh"}).exitCode, 0);
  int pages = 0;
  for (const auto& entry : std::filesystem::directory_iterator(english)) {
    const auto name = entry.path().filename();
    SCOPED_TRACE(name.string());
    ASSERT_TRUE(std::filesystem::exists(chinese / name));
    const auto englishLines = lines(fileText(entry.path()));
    auto chineseLines = lines(fileText(chinese / name));
    // Set ragged-right (reports::ManPage::ragged), one line more than the English.
    ASSERT_GT(chineseLines.size(), 1u);
    EXPECT_EQ(chineseLines[1], ".ad l");
    chineseLines.erase(chineseLines.begin() + 1);
    ASSERT_EQ(englishLines.size(), chineseLines.size());
    for (std::size_t i = 0; i < englishLines.size(); ++i) {
      const std::string& line = englishLines[i];
      const std::string& previous = i > 0 ? englishLines[i - 1] : "";
      if (line.starts_with(".SH ") || previous.starts_with(".SH NAME") ||
          previous.starts_with(".B "))
        EXPECT_TRUE(hasChinese(chineseLines[i])) << line << " -> " << chineseLines[i];
      else if (line.starts_with(".B ") || line.starts_with(".TH "))
        EXPECT_EQ(chineseLines[i], line);  // the option, the title: as typed
    }
    ++pages;
  }
  EXPECT_GT(pages, 40);
}

// `arbiter --lang zh X --help` keeps every Chinese text whole: the longest
// run without a space (standings --round, help_text_zh.cpp) is printed as
// written, no byte of it lost to wrapping.
TEST(Shipping, ChineseHelpKeepsEveryTextWhole) {
  const auto help = runArbiter({"--lang", "zh", "standings", "--help"});
  ASSERT_EQ(help.exitCode, 0) << help.err;
  EXPECT_NE(help.out.find("第 R 轮后的名次（默认：所有对局都有成绩的最后一轮）"), std::string::npos)
      << help.out;
  EXPECT_NE(help.out.find("团体赛：各台次的名次（台次奖）"), std::string::npos) << help.out;
}

// Commands, options and an event file's sections, as the shell offers them.
TEST(Shipping, CompletionOffersCommandsOptionsAndSections) {
  // README: player add|import|list|withdraw|edit|remove|bye, and from-list.
  EXPECT_EQ(runArbiter({"--complete", "player", ""}).out,
            "add\nbye\nedit\nfrom-list\nimport\nlist\nremove\nwithdraw\n");
  EXPECT_EQ(runArbiter({"--complete", "pla"}).out, "player\n");
  EXPECT_EQ(runArbiter({"--complete", "pair", "--sy"}).out, "--system\n");
  const auto event = (freshFolder("complete") / "spring.arbiter").string();
  ASSERT_EQ(runArbiter({"event", "create", event, "--name", "Spring"}).exitCode, 0);
  ASSERT_EQ(
      runArbiter({"section", "add", event, "--name", "公开组 Open", "--rounds", "5"}).exitCode, 0);
  ASSERT_EQ(runArbiter({"section", "add", event, "--name", "Masters", "--rounds", "7"}).exitCode,
            0);
  EXPECT_EQ(runArbiter({"--complete", "pair", event, "--section", ""}).out,
            "Masters\n公开组 Open\n");
  EXPECT_EQ(runArbiter({"--complete", "pair", event, "--section", "公"}).out, "公开组 Open\n");
  // A file name is expected: nothing offered, the shell completes files.
  EXPECT_EQ(runArbiter({"--complete", "pair", ""}).out, "");
}

// `serve` finds the manual beside the program (the build tree here) and
// serves it under /manual; nothing outside it.
TEST(Shipping, ServeServesTheUserManual) {
  const auto event = (freshFolder("manual") / "spring.arbiter").string();
  ASSERT_EQ(runArbiter({"event", "create", event, "--name", "Spring"}).exitCode, 0);
  const cli_test::ServedFile served(event);
  ASSERT_NE(served.port(), 0);
  const auto redirect = served.get("/manual");
  EXPECT_EQ(redirect.rfind("HTTP/1.1 302 ", 0), 0u) << redirect.substr(0, 200);
  EXPECT_NE(redirect.find("Location: /manual/en/index.html"), std::string::npos) << redirect;
  const auto chinese = served.get("/manual/zh_CN/index.html");
  EXPECT_EQ(chinese.rfind("HTTP/1.1 200 ", 0), 0u) << chinese.substr(0, 200);
  EXPECT_NE(chinese.find("<title>Arbiter 用户手册</title>"), std::string::npos);
  const auto style = served.get("/manual/en/manual.css");
  EXPECT_NE(style.find("Content-Type: text/css"), std::string::npos) << style.substr(0, 200);
  const auto outside = served.get("/manual/en/../../CMakeCache.txt");
  EXPECT_EQ(outside.rfind("HTTP/1.1 404 ", 0), 0u) << outside.substr(0, 200);
}

// A file of an older schema (tests/data, made by scripts/make-schema-files.sh)
// is upgraded when a command opens it, after a copy is kept beside it; the
// command says so and does its job.
TEST(Shipping, AnOlderFileIsUpgradedAfterACopyIsKept) {
  const auto dir = freshFolder("upgrade");
  const auto event = dir / "old.arbiter";
  std::filesystem::copy_file(
      std::filesystem::path(ARBITER_SOURCE_DIR) / "tests" / "data" / "schema-01.arbiter", event);
  const auto run = runArbiter({"player", "list", event.string(), "--section", "Open"});
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_NE(run.out.find("王芳"), std::string::npos) << run.out;
  EXPECT_NE(run.err.find("kept as " + event.string() + ".bak-1"), std::string::npos) << run.err;
  EXPECT_TRUE(std::filesystem::exists(event.string() + ".bak-1"));
  // Opened again: already upgraded, no second copy and nothing said.
  const auto again = runArbiter({"player", "list", event.string(), "--section", "Open"});
  EXPECT_EQ(again.err, "");
  EXPECT_FALSE(std::filesystem::exists(event.string() + ".bak-1.1"));
}
