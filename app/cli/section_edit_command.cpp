// SPDX-License-Identifier: MIT
// arbiter section edit <event-file> [--section NAME] [--name NEW] [--rounds N] [--place TEXT] [...]
#include "app/cli/section_loader.h"
#include "app/cli/section_options.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

class SectionEditCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"section", "edit"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "change a section's settings (what results were judged under stays fixed once results "
           "exist)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "name", "NEW", "rename the section");
    addValueOption(o, "rounds", "N", "number of rounds (not below the rounds paired)");
    addSectionOptions(o);
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const tournament::Section* section =
          namedSection(repo.event(), args, "section edit", path, console);
      if (section == nullptr) return Usage;
      tournament::EditSection action{section->settings.name, section->settings};
      applySectionOptions(args, action.settings);
      if (action.settings == section->settings)
        throw UsageError{"nothing to change: give at least one setting (e.g. --rounds, --place)"};
      return applyAction(repo, action, args, console, [&](const persistence::Applied&) {
        console.out << fmt::format("section '{}' edited\n", action.settings.name);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::SectionEditCommand)
