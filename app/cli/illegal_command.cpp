// SPDX-License-Identifier: MIT
// arbiter illegal <event-file> --section NAME --round R --board B --player white|black
//   [--fen FEN | --opponent-can-mate yes|no]
#include "app/cli/chess_messages.h"
#include "app/cli/event_support.h"
#include "domain/chess/fen.h"
#include "domain/tournament/position_checks.h"

#include <ostream>

namespace cli {
namespace {

class IllegalCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"illegal"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "record a completed illegal move (Laws 7.5.5, A.3, B.3)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addBoardOptions(o);
    addValueOption(o, "player", "white|black", "who made the illegal move", true);
    addValueOption(o, "fen", "FEN",
                   "the position after the illegal move is corrected: the rules core tests whether "
                   "the opponent can mate (Laws 6.9)");
    addValueOption(o, "opponent-can-mate", "yes|no",
                   "the arbiter's Laws 6.9 finding, when no position is given");
    addFlagOption(o, "cannot-restore",
                  "classic rules: the position before the illegal move cannot be restored; the "
                  "game is annulled and replayed (old 8.1)");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const BoardRef where = boardOption(args);
    tournament::RecordIllegalMove action{
        where.section, where.round, where.board, colorOption(args, "player"), {}};
    if (auto text = args.value("opponent-can-mate")) {
      if (*text != "yes" && *text != "no")
        throw UsageError{"--opponent-can-mate must be yes or no"};
      action.opponentCanMate = *text == "yes";
    }
    if (auto fen = args.value("fen")) {
      // A FEN that cannot be read is bad input, named with its column like every other FEN.
      if (const auto position = chess::parseFen(*fen, chess::FenMode::Tolerant); !position) {
        console.err << "arbiter illegal: --fen: " << describeFenError(position.error()) << '\n';
        return BadInput;
      }
      const auto ability = tournament::canMateInFen(*fen, tournament::opposite(action.offender));
      if (ability)
        action.opponentCanMate = ability;
      else if (!action.opponentCanMate)
        console.err << "note: the rules core could not decide from that position (unreadable FEN "
                       "or undecided search)\n";
    }
    action.cannotRestore = args.has("cannot-restore");
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
