// SPDX-License-Identifier: MIT
// arbiter round unpair <event-file> --section NAME --round R [--force]
#include "app/cli/event_support.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

class RoundUnpairCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"round", "unpair"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "remove the last round's pairing (refused once results exist unless --force)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "round", "R", "the last paired round", true);
    addFlagOption(o, "force", "discard the round's results and incidents too");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const tournament::UnpairRound action{sectionOption(args), intOption(args, "round", 1, 99),
                                         args.has("force")};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied&) {
        console.out << fmt::format("round {} unpaired\n", action.round);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::RoundUnpairCommand)
