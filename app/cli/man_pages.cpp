// SPDX-License-Identifier: MIT
#include "app/cli/man_pages.h"

#include "app/cli/exit_code.h"
#include "app/cli/help_text.h"
#include "app/version/arbiter_version.h"
#include "reports/man_page.h"

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

// The page's words in `language`.
struct PageWords {
  explicit PageWords(reports::Language language) : language(language) {}
  std::string operator()(std::string_view english) const { return helpText(english, language); }
  reports::Language language;
};

reports::ManSection exitStatus(const PageWords& say) {
  std::string codes = say(ExitCodesText);
  std::replace(codes.begin(), codes.end(), '\n', ' ');
  return {say("Exit status"), {codes}, {}};
}

reports::ManPage titled(reports::ManPage page, const PageWords& say) {
  page.nameHeading = say("Name");
  page.synopsisHeading = say("Synopsis");
  page.ragged = say.language == reports::Language::Zh;
  return page;
}

reports::ManPage commandPage(const Command& command, const PageWords& say) {
  Poco::Util::OptionSet options;
  command.defineOptions(options);
  options.addOption(Poco::Util::Option("help", "h", "show this help"));
  reports::ManSection described{say("Options"), {}, {}};
  for (const auto& option : options) {
    std::string term = "--" + option.fullName();
    if (option.takesArgument()) term += " " + option.argumentName();
    std::string text = say(option.description());
    if (option.required()) text += say(" (required)");
    described.items.push_back({term, text});
  }
  const std::string words = joined(command.words(), " ");
  const std::string summary = say(command.summary());
  return titled({"arbiter-" + joined(command.words(), "-"),
                 summary,
                 versionLine(),
                 {"arbiter " + words + " " + command.synopsis() + " [options]"},
                 {{say("Description"), {summary + say(".")}, {}},
                  described,
                  exitStatus(say),
                  {say("See also"), {"arbiter(1), arbiter-desk(1)"}, {}}}},
                say);
}

reports::ManPage overviewPage(const std::vector<std::unique_ptr<Command>>& commands,
                              const PageWords& say) {
  reports::ManSection listed{say("Commands"),
                             {say("Each command has its own page: arbiter-pair(1) for "
                                  "`arbiter pair`, and prints it with --help.")},
                             {}};
  for (const auto& command : commands)
    listed.items.push_back({joined(command->words(), " "), say(command->summary())});
  return titled(
      {"arbiter",
       say("the chess arbiter's tool: events, pairings, results, standings, claims"),
       versionLine(),
       {"arbiter <command> [arguments] [options]", "arbiter <command> --help", "arbiter --version"},
       {{say("Description"),
         {say("Arbiter manages over-the-board chess tournaments. One SQLite file holds an "
              "event; every change is one transaction recorded in its audit log."),
          say("The desk, arbiter-desk(1), does the same work with windows.")},
         {}},
        listed,
        exitStatus(say),
        {say("Environment"),
         {},
         {{"ARBITER_BUSY_TIMEOUT_MS",
           say("how long a change waits for another program's write lock (default 5000)")}}},
        {say("See also"),
         {say("arbiter-desk(1); the user manual in /usr/share/doc/arbiter/manual")},
         {}}}},
      say);
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
                  reports::Language language, std::ostream& err) {
  const PageWords say(language);
  std::error_code made;
  std::filesystem::create_directories(dir, made);
  if (!writePage(overviewPage(commands, say), dir, err)) return CannotCreate;
  for (const auto& command : commands)
    if (!writePage(commandPage(*command, say), dir, err)) return CannotCreate;
  return Success;
}

}  // namespace cli
