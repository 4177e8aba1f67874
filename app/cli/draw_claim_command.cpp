// SPDX-License-Identifier: MIT
// arbiter draw-claim <event-file> --section NAME --round R --board B --player white|black
//   --verdict correct|incorrect [--used M[:SS]] [--move N]
#include "app/cli/event_support.h"

#include <ostream>

namespace cli {
namespace {

class DrawClaimCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"draw-claim"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override { return "record a draw claim in the event and apply its consequence (Laws 9.5; classic 10.13)"; }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addBoardOptions(o);
    addValueOption(o, "player", "white|black", "the claimant", true);
    addValueOption(o, "verdict", "correct|incorrect", "the claim's verdict (e.g. from `arbiter claim`)", true);
    addValueOption(o, "used", "M[:SS]", "classic rules: the claimant's used time");
    addValueOption(o, "move", "N", "classic rules: the move number of the claim (for the time limit)");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const BoardRef where = boardOption(args);
    const std::string verdict = args.valueOr("verdict", "");
    if (verdict != "correct" && verdict != "incorrect") throw UsageError{"--verdict must be correct or incorrect"};
    const tournament::RecordDrawClaim action{where.section, where.round, where.board, colorOption(args, "player"),
                                             verdict == "correct",
                                             args.has("used") ? durationOption(args, "used") : -1,
                                             intOptionOr(args, "move", 1, 1000, 0)};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied& applied) {
        console.out << incidentText(*applied.incident) << '\n';
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::DrawClaimCommand)
