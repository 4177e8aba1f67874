// SPDX-License-Identifier: MIT
// arbiter section leave-fide-mode <event-file> [--section NAME] [--confirm]
// FIDE mode is on for every new section (rules-reference §5). Leaving it is
// a double step: without --confirm the command only warns; with it the
// change is recorded in the audit log, is not undoable, and FIDE mode
// cannot be re-entered.
#include "app/cli/event_support.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

class SectionLeaveFideModeCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"section", "leave-fide-mode"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "leave FIDE mode for a section (cannot be re-entered)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addFlagOption(o, "confirm", "confirm leaving FIDE mode for good");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const tournament::LeaveFideMode action{sectionOption(args), args.has("confirm")};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied& applied) {
        console.out << fmt::format("WARNING: section '{}' has left FIDE mode for good (log #{})\n",
                                   sectionIn(repo.event(), action.section), applied.auditId);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::SectionLeaveFideModeCommand)
