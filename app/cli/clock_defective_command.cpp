// SPDX-License-Identifier: MIT
// arbiter clock-defective <event-file> --section NAME --round R --board B --move N
//   --white-shown M[:SS] --black-shown M[:SS] --white-used M[:SS] --black-used M[:SS]
#include "app/cli/event_support.h"

#include <ostream>

namespace cli {
namespace {

class ClockDefectiveCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"clock-defective"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "a defective clock replaced: the times the arbiter sets (Laws 6.10.1; classic 12.4)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addBoardOptions(o);
    addValueOption(o, "move", "N", "the move about to be made", true);
    addValueOption(o, "white-shown", "M[:SS]", "White's used time on the defective clock", true);
    addValueOption(o, "black-shown", "M[:SS]", "Black's used time on the defective clock", true);
    addValueOption(o, "white-used", "M[:SS]", "White's used time set on the new clock", true);
    addValueOption(o, "black-used", "M[:SS]", "Black's used time set on the new clock", true);
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const BoardRef where = boardOption(args);
    const tournament::RecordDefectiveClock action{where.section,
                                                  where.round,
                                                  where.board,
                                                  intOption(args, "move", 1, 1000),
                                                  durationOption(args, "white-shown"),
                                                  durationOption(args, "black-shown"),
                                                  durationOption(args, "white-used"),
                                                  durationOption(args, "black-used")};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied& applied) {
        console.out << incidentText(*applied.incident) << '\n';
      });
    });
  }
};

class IrregularCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"irregular"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "an irregular position: displaced pieces, wrong initial position, colours reversed, "
           "board turned (Laws 7.2-7.4; classic 8.2, 8.5-8.7)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addBoardOptions(o);
    addValueOption(o, "kind", "displaced|initial-position|colours|board", "what was found", true);
    addFlagOption(o, "cannot-restore",
                  "displaced: the position before cannot be restored (classic 8.2: annulled)");
    addValueOption(o, "moves-each", "N", "colours, FIDE 7.3: moves made by each player");
    addValueOption(o, "elapsed", "M[:SS]", "colours, classic 8.6: the playing time elapsed");
    addFlagOption(o, "schedule-full",
                  "colours, classic 8.6: a new game would seriously disturb the schedule");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const BoardRef where = boardOption(args);
    tournament::RecordIrregularPosition action;
    action.section = where.section;
    action.round = where.round;
    action.board = where.board;
    const auto kind = tournament::parseIrregularity(args.valueOr("kind", ""));
    if (!kind) throw UsageError{"--kind must be displaced, initial-position, colours or board"};
    action.kind = *kind;
    action.cannotRestore = args.has("cannot-restore");
    action.movesEach = intOptionOr(args, "moves-each", 0, 1000, 0);
    action.elapsedSeconds = args.has("elapsed") ? durationOption(args, "elapsed") : 0;
    action.scheduleAllows = !args.has("schedule-full");
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied& applied) {
        console.out << incidentText(*applied.incident) << '\n';
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::ClockDefectiveCommand)
ARBITER_REGISTER_COMMAND(cli::IrregularCommand)
