// SPDX-License-Identifier: MIT
// arbiter seal <event-file> --section NAME --round R --board B --sealer white|black
//   --move-number N --move SAN --white-used M[:SS] --black-used M[:SS]
//   [--fen FEN] [--moves "e4 e5 ..."] [--draw-offer white|black]
//   [--resume "YYYY-MM-DD HH:MM"] [--place TEXT] [--sealed-at "YYYY-MM-DD HH:MM"]
#include "app/cli/event_support.h"

#include <fmt/chrono.h>
#include <fmt/format.h>

#include <chrono>
#include <ctime>
#include <ostream>

namespace cli {
namespace {

// "YYYY-MM-DD HH:MM" of this computer's local time: a move is sealed at the
// venue, and its label gives the venue's time (Guidelines I.2).
std::string localMinuteNow() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  return fmt::format("{:%Y-%m-%d %H:%M}", fmt::localtime(now));
}

class SealCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"seal"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "adjourn a game: record the sealed-move envelope (Guidelines I.1-I.2)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addBoardOptions(o);
    addValueOption(o, "sealer", "white|black", "the player who sealed", true);
    addValueOption(o, "move-number", "N", "the number of the sealed move", true);
    addValueOption(o, "move", "SAN", "the sealed move as written", true);
    addValueOption(o, "white-used", "M[:SS]", "White's used time", true);
    addValueOption(o, "black-used", "M[:SS]", "Black's used time", true);
    addValueOption(o, "fen", "FEN", "the position before the sealed move");
    addValueOption(o, "moves", "SAN...", "the game's moves before the sealed move");
    addValueOption(o, "draw-offer", "white|black", "a draw offer still open, by whom");
    addValueOption(o, "resume", "\"YYYY-MM-DD HH:MM\"", "when play resumes");
    addValueOption(o, "sealed-at", "\"YYYY-MM-DD HH:MM\"",
                   "when the move was sealed (default: now, this computer's local time)");
    addValueOption(o, "place", "TEXT", "where play resumes");
    addValueOption(o, "early", "M[:SS]",
                   "classic rules (13.1(2)): sealed before the session's end with this much left; "
                   "it is added to the sealer's used time");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const BoardRef where = boardOption(args);
    tournament::SealMove action;
    action.section = where.section;
    tournament::Envelope& label = action.label;
    label.round = where.round;
    label.board = where.board;
    label.sealer = colorOption(args, "sealer");
    label.moveNumber = intOption(args, "move-number", 1, 1000);
    label.sealedMove = args.valueOr("move", "");
    label.whiteUsedSeconds = durationOption(args, "white-used");
    label.blackUsedSeconds = durationOption(args, "black-used");
    label.fenBefore = args.valueOr("fen", "");
    label.movesBefore = args.valueOr("moves", "");
    if (args.has("draw-offer")) label.drawOfferBy = colorOption(args, "draw-offer");
    label.resumeAt = args.valueOr("resume", "");
    label.resumePlace = args.valueOr("place", "");
    label.sealedAt = args.valueOr("sealed-at", localMinuteNow());
    if (args.has("early")) action.sessionSecondsLeft = durationOption(args, "early");
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied& applied) {
        const auto& e = *applied.envelope;
        console.out << fmt::format(
            "envelope {} sealed: round {} board {}, move {} sealed by {}, used {} / {}{}, resumes "
            "{} {}\n",
            e.id, e.round, e.board, e.moveNumber,
            e.sealer == tournament::Color::White ? "White" : "Black",
            formatDuration(e.whiteUsedSeconds), formatDuration(e.blackUsedSeconds),
            e.drawOfferBy ? ", draw offer open" : "", e.resumeAt.empty() ? "(not set)" : e.resumeAt,
            e.resumePlace);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::SealCommand)
