// SPDX-License-Identifier: MIT
// arbiter event check <event-file>: PRAGMA integrity_check and foreign keys.
#include "app/cli/event_support.h"

#include <ostream>

namespace cli {
namespace {

class EventCheckCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"event", "check"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "check the event file's integrity (exit 1 if damaged)";
  }
  void defineOptions(Poco::Util::OptionSet&) const override {}
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const auto problems = repo.integrityCheck();
      for (const auto& line : problems) console.out << line << '\n';
      return problems == std::vector<std::string>{"ok"} ? Success : Finding;
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::EventCheckCommand)
