// SPDX-License-Identifier: MIT
// arbiter round publish <event-file> --section NAME --round R
#include "app/cli/event_support.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

class RoundPublishCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"round", "publish"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override { return "mark a paired round as published"; }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "round", "R", "the round", true);
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const tournament::PublishRound action{sectionOption(args), intOption(args, "round", 1, 99)};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied&) {
        console.out << fmt::format("round {} published\n", action.round);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::RoundPublishCommand)
