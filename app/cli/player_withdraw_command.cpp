// SPDX-License-Identifier: MIT
// arbiter player withdraw <event-file> --section NAME --player N --from-round R
#include "app/cli/event_support.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

class PlayerWithdrawCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"player", "withdraw"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override { return "withdraw a player from a round on (C.04.2 3.2)"; }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "player", "N", "pairing number", true);
    addValueOption(o, "from-round", "R", "first round the player no longer plays", true);
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const tournament::WithdrawPlayer action{sectionOption(args), intOption(args, "player", 1, 9999),
                                            intOption(args, "from-round", 1, 99)};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied&) {
        console.out << fmt::format("player {} withdrawn from round {}\n", action.pairingNumber,
                                   action.fromRound);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::PlayerWithdrawCommand)
