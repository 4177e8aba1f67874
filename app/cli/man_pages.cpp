// SPDX-License-Identifier: MIT
#include "app/cli/man_pages.h"

#include "app/cli/exit_code.h"
#include "reports/man_page.h"
#include "app/version/arbiter_version.h"

#include <Poco/Util/Option.h>
#include <Poco/Util/OptionSet.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace cli {
namespace {

std::string joined(const std::vector<std::string>& words, const std::string& separator) {
  std::string text;
  for (const auto& word : words) text += (text.empty() ? "" : separator) + word;
  return text;
}

std::string versionLine() { return "arbiter " + std::string(arbiterVersion()); }

reports::ManSection exitStatus() {
  std::string codes(ExitCodesText);
  std::replace(codes.begin(), codes.end(), '\n', ' ');
  return {"Exit status", {codes}, {}};
}

reports::ManPage commandPage(const Command& command) {
  Poco::Util::OptionSet options;
  command.defineOptions(options);
  options.addOption(Poco::Util::Option("help", "h", "show this help"));
  reports::ManSection described{"Options", {}, {}};
  for (const auto& option : options) {
    std::string term = "--" + option.fullName();
    if (option.takesArgument()) term += " " + option.argumentName();
    std::string text = option.description();
    if (option.required()) text += " (required)";
    described.items.push_back({term, text});
  }
  const std::string words = joined(command.words(), " ");
  return {"arbiter-" + joined(command.words(), "-"),
          command.summary(),
          versionLine(),
          {"arbiter " + words + " " + command.synopsis() + " [options]"},
          {{"Description", {command.summary() + "."}, {}},
           described,
           exitStatus(),
           {"See also", {"arbiter(1), arbiter-desk(1)"}, {}}}};
}

reports::ManPage overviewPage(const std::vector<std::unique_ptr<Command>>& commands) {
  reports::ManSection listed{"Commands",
                             {"Each command has its own page: arbiter-pair(1) for "
                              "`arbiter pair`, and prints it with --help."},
                             {}};
  for (const auto& command : commands)
    listed.items.push_back({joined(command->words(), " "), command->summary()});
  return {
      "arbiter",
      "the chess arbiter's tool: events, pairings, results, standings, claims",
      versionLine(),
      {"arbiter <command> [arguments] [options]", "arbiter <command> --help", "arbiter --version"},
      {{"Description",
        {"Arbiter manages over-the-board chess tournaments. One SQLite file holds an "
         "event; every change is one transaction recorded in its audit log.",
         "The desk, arbiter-desk(1), does the same work with windows."},
        {}},
       listed,
       exitStatus(),
       {"Environment",
        {},
        {{"ARBITER_BUSY_TIMEOUT_MS",
          "how long a change waits for another program's write lock (default 5000)"}}},
       {"See also", {"arbiter-desk(1); the user manual in /usr/share/doc/arbiter/manual"}, {}}}};
}

bool writePage(const reports::ManPage& page, const std::filesystem::path& dir, std::ostream& err) {
  const auto path = dir / (page.name + ".1");
  std::ofstream out(path, std::ios::binary);
  out << reports::roffManPage(page);
  if (out.flush()) return true;
  err << "arbiter: " << path.string() << ": cannot write the manual page\n";
  return false;
}

}  // namespace

int writeManPages(const std::vector<std::unique_ptr<Command>>& commands, const std::string& dir,
                  std::ostream& err) {
  std::error_code made;
  std::filesystem::create_directories(dir, made);
  if (!writePage(overviewPage(commands), dir, err)) return CannotCreate;
  for (const auto& command : commands)
    if (!writePage(commandPage(*command), dir, err)) return CannotCreate;
  return Success;
}

}  // namespace cli
