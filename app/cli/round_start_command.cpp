// SPDX-License-Identifier: MIT
// arbiter round start <event-file> --section NAME --round R [--at "YYYY-MM-DD HH:MM[:SS]"]
// Records the round's actual start (default: now, on this computer's local
// clock); `late --arrived` counts lateness from it (Laws 6.6, 6.7).
#include "app/cli/event_support.h"

#include <fmt/chrono.h>
#include <fmt/format.h>

#include <chrono>
#include <ctime>
#include <ostream>

namespace cli {
namespace {

std::string localNow() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  return fmt::format("{:%Y-%m-%d %H:%M:%S}", fmt::localtime(now));
}

class RoundStartCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"round", "start"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "record the round's actual start (lateness counts from it)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "round", "R", "the round", true);
    addValueOption(o, "at", "TIME", "the start, YYYY-MM-DD HH:MM[:SS] (default: now)");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const tournament::StartRound action{sectionOption(args), intOption(args, "round", 1, 99),
                                        args.valueOr("at", localNow())};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied&) {
        console.out << fmt::format("round {} started at {}\n", action.round, action.at);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::RoundStartCommand)
