// SPDX-License-Identifier: MIT
// arbiter player bye <event-file> --section NAME --player N --round R --kind half|zero|full
// [--cancel]
#include "app/cli/event_support.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

class PlayerByeCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"player", "bye"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "record a requested bye for a future round (C.04.2 3.3)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "player", "N", "pairing number", true);
    addValueOption(o, "round", "R", "the round not yet paired", true);
    addValueOption(o, "kind", "half|zero|full", "bye kind (default zero; full is deprecated)");
    addFlagOption(o, "cancel", "withdraw the request");
    addFlagOption(o, "rules-allow",
                  "a late entry's bye for a round he missed: the event's regulations allow it "
                  "(C.04.2 2.4)");
    addFlagOption(o, "force", "also when later rounds were paired on that round (C.04.2 4.3)");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    tournament::RequestBye action{sectionOption(args),
                                  intOption(args, "player", 1, 9999),
                                  intOption(args, "round", 1, 99),
                                  tournament::ByeKind::ZeroPoint,
                                  args.has("cancel"),
                                  args.has("rules-allow"),
                                  args.has("force")};
    const std::string kind = args.valueOr("kind", "zero");
    if (kind == "half")
      action.kind = tournament::ByeKind::HalfPoint;
    else if (kind == "full")
      action.kind = tournament::ByeKind::FullPoint;
    else if (kind != "zero")
      throw UsageError{"--kind must be half, zero or full"};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied&) {
        if (action.cancel)
          console.out << fmt::format("bye request of player {} for round {} cancelled\n",
                                     action.pairingNumber, action.round);
        else
          console.out << fmt::format("{}-point bye recorded for player {} in round {}\n", kind,
                                     action.pairingNumber, action.round);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::PlayerByeCommand)
