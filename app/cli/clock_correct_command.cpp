// SPDX-License-Identifier: MIT
// arbiter clock-correct <event-file> --section NAME --round R --board B
//   --white-used M[:SS] --black-used M[:SS] [--after-first-move]
#include "app/cli/event_support.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

class ClockCorrectCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"clock-correct"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "correct an adjourned game's clocks at resumption (Guidelines I.13)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addBoardOptions(o);
    addValueOption(o, "white-used", "M[:SS]", "White's correct used time", true);
    addValueOption(o, "black-used", "M[:SS]", "Black's correct used time", true);
    addFlagOption(o, "after-first-move",
                  "the error was pointed out after a player's first move at resumption");
    addValueOption(o, "severe", "REASON",
                   "classic rules (14.6): correct after the first move because the consequences "
                   "would be very severe, for this stated reason");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const BoardRef where = boardOption(args);
    const tournament::CorrectResumptionClocks action{where.section,
                                                     where.round,
                                                     where.board,
                                                     durationOption(args, "white-used"),
                                                     durationOption(args, "black-used"),
                                                     args.has("after-first-move"),
                                                     args.valueOr("severe", "")};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied& applied) {
        const auto& e = *applied.envelope;
        console.out << fmt::format("envelope {}: clocks corrected to {} / {} ({})\n", e.id,
                                   formatDuration(e.whiteUsedSeconds),
                                   formatDuration(e.blackUsedSeconds),
                                   action.severeReason.empty() ? "I.13" : "classic 14.6");
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::ClockCorrectCommand)
