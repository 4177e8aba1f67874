// SPDX-License-Identifier: MIT
// arbiter section add <event-file> --name NAME --rounds N [--rules fide|classic]
//   [--rate standard|rapid|blitz] [--time-control SPEC] [--default-time MINUTES]
//   [--scoring W,D,L] [...]
#include "app/cli/section_options.h"
#include "domain/tournament/new_section.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

class SectionAddCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"section", "add"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override { return "add a section with its settings"; }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "name", "NAME", "the section's name", true);
    addValueOption(o, "rounds", "N", "number of rounds", true);
    addSectionOptions(o);
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    tournament::SectionSettings settings;
    applySectionOptions(args, settings);
    const tournament::AddSection action = tournament::newSection(settings);
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied&) {
        console.out << fmt::format("added section '{}' ({} rounds, default time {} min)\n",
                                   action.settings.name, action.settings.rounds,
                                   action.settings.defaultTimeSeconds() / 60);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::SectionAddCommand)
