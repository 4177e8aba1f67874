// SPDX-License-Identifier: MIT
// arbiter player remove <event-file> --section NAME --player N
#include "app/cli/event_support.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

class PlayerRemoveCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"player", "remove"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "remove a registration made in error (never-paired players only)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "player", "N", "pairing number", true);
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const tournament::RemovePlayer action{sectionOption(args), intOption(args, "player", 1, 9999)};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied&) {
        console.out << fmt::format("player {} removed\n", action.pairingNumber);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::PlayerRemoveCommand)
