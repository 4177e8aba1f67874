// SPDX-License-Identifier: MIT
// arbiter illegal <event-file> --section NAME --round R --board B --player white|black
//   [--opponent-can-mate yes|no]
#include "app/cli/event_support.h"

#include <ostream>

namespace cli {
namespace {

class IllegalCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"illegal"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override { return "record a completed illegal move (Laws 7.5.5, A.3, B.3)"; }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addBoardOptions(o);
    addValueOption(o, "player", "white|black", "who made the illegal move", true);
    addValueOption(o, "opponent-can-mate", "yes|no", "Laws 6.9 test of the position, for a second illegal move");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const BoardRef where = boardOption(args);
    tournament::RecordIllegalMove action{where.section, where.round, where.board, colorOption(args, "player"), {}};
    if (auto text = args.value("opponent-can-mate")) {
      if (*text != "yes" && *text != "no") throw UsageError{"--opponent-can-mate must be yes or no"};
      action.opponentCanMate = *text == "yes";
    }
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied& applied) {
        console.out << incidentText(*applied.incident) << '\n';
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::IllegalCommand)
