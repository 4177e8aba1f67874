// SPDX-License-Identifier: MIT
// arbiter flag <event-file> --section NAME --round R --board B
//   (--player white|black [--fen FEN | --opponent-can-win yes|no] | --both [--last-period])
#include "app/cli/event_support.h"
#include "domain/tournament/position_checks.h"

#include <ostream>

namespace cli {
namespace {

class FlagCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"flag"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "record a flag fall (Laws 6.9, Guidelines III; classic 10.14, 10.5, 12.7, 12.8)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addBoardOptions(o);
    addValueOption(o, "player", "white|black", "whose flag fell");
    addFlagOption(o, "both", "both flags fell and which fell first cannot be established");
    addFlagOption(o, "last-period", "with --both: the flags fell in the last period (III.3.1)");
    addValueOption(o, "fen", "FEN",
                   "the position: the rules core tests whether the opponent can still win (6.9; "
                   "classic 10.5: not with a bare king)");
    addValueOption(o, "opponent-can-win", "yes|no", "the arbiter's finding, without --fen");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const BoardRef where = boardOption(args);
    tournament::RecordFlag action{where.section, where.round, where.board};
    action.bothFlags = args.has("both");
    if (action.bothFlags == args.has("player"))
      throw UsageError{"give --player (whose flag fell) or --both"};
    action.lastPeriod = args.has("last-period");
    if (!action.bothFlags) action.flagged = colorOption(args, "player");
    if (auto text = args.value("opponent-can-win")) {
      if (*text != "yes" && *text != "no") throw UsageError{"--opponent-can-win must be yes or no"};
      action.opponentCanWin = *text == "yes";
    }
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      if (auto fen = args.value("fen"); fen && !action.bothFlags) {
        const auto* section = repo.event().section(sectionIn(repo.event(), where.section));
        const auto rules = section ? section->settings.rules : tournament::RulesProfile::Fide2023;
        if (const auto win =
                tournament::canWinInFen(*fen, tournament::opposite(action.flagged), rules))
          action.opponentCanWin = win;
        else if (!action.opponentCanWin)
          console.err << "note: the rules core could not decide from that position (unreadable "
                         "FEN or undecided search)\n";
      }
      return applyAction(repo, action, args, console, [&](const persistence::Applied& applied) {
        console.out << incidentText(*applied.incident) << '\n';
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::FlagCommand)
