// SPDX-License-Identifier: MIT
// arbiter late <event-file> --section NAME --round R --board B --player white|black|both
//   (--late M[:SS] | --arrived TIME) [--forfeit]
#include "app/cli/event_support.h"
#include "domain/tournament/vocabulary.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

class LateCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"late"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "record a late arrival against the default time (Laws 6.7; classic 10.15/10.17)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addBoardOptions(o);
    addValueOption(o, "player", "white|black|both", "who arrived late (both: neither was present)",
                   true);
    addValueOption(o, "late", "M[:SS]", "arrival after the round's start, minutes[:seconds]");
    addValueOption(o, "arrived", "TIME",
                   "the arrival, YYYY-MM-DD HH:MM[:SS] or HH:MM[:SS]: lateness from `round start`");
    addFlagOption(o, "forfeit", "apply the proposed forfeit (past the default time)");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const BoardRef where = boardOption(args);
    if (args.has("late") == args.has("arrived"))
      throw UsageError{"give either --late M[:SS] or --arrived TIME"};
    tournament::RecordLateArrival action{where.section,
                                         where.round,
                                         where.board,
                                         tournament::LateSide::White,
                                         args.has("late") ? durationOption(args, "late") : 0,
                                         args.has("forfeit"),
                                         args.valueOr("arrived", "")};
    const auto side = tournament::lateSideFromCode(args.valueOr("player", ""));
    if (!side) throw UsageError{fmt::format("--player must be {}", tournament::lateSideCodes())};
    action.side = *side;
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied& applied) {
        console.out << incidentText(*applied.incident) << '\n';
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::LateCommand)
