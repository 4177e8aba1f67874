// SPDX-License-Identifier: MIT
// arbiter games <event-file> [--section NAME] [--round R] [--notation strict|lenient]
//   <file.pgn>... [--export OUT.pgn]
// The game collection: each game of the PGN files (DGT boards, typed
// scoresheets: --notation lenient reads 003's 马g1-f3 as verify does)
// matched to its board by round and names,
// replayed by the rules core; a result that differs from the stored one is
// reported, never stored. --export writes the event's PGN (Round "r.b",
// the players' data, the stored results, the matched games' moves).
#include "app/cli/event_support.h"
#include "app/cli/notation_option.h"
#include "app/cli/section_loader.h"
#include "app/cli/toolkit_messages.h"
#include "app/service/game_collection.h"

#include <fmt/format.h>

#include <fstream>
#include <ostream>

namespace cli {
namespace {

class GamesCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"games"}; }
  std::string synopsis() const override { return "<event-file> <file.pgn>..."; }
  std::string summary() const override {
    return "match PGN games to their boards, check them, export the event's PGN";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "round", "R", "every game is of this round (default: each game's Round tag)");
    addValueOption(o, "notation", "strict|lenient", NotationOptionHelp);
    addValueOption(o, "export", "FILE", "write the event's PGN with the matched games");
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    if (args.positional.size() < 2) throw UsageError{"give at least one PGN file"};
    const std::vector<std::string> files(args.positional.begin() + 1, args.positional.end());
    const int round = intOptionOr(args, "round", 1, 99, 0);
    const chess::SanMode notation = notationOption(args);
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const tournament::Section* found = namedSection(repo.event(), args, "games", path, console);
      if (found == nullptr) return Usage;
      const auto collection = service::collectGames(*found, files, round, notation);
      if (!collection) {
        console.err << fmt::format("cannot open {}\n", collection.error().path);
        return NoInput;
      }
      int findings = 0;
      for (const auto& m : collection->matches) {
        const std::string& file = collection->files[m.game];
        std::string line = fmt::format("{}:{}: ", file, m.line);
        if (m.board > 0) line += fmt::format("round {} board {}: ", m.round, m.board);
        line += std::string(gameMatchText(m.status));
        if (m.illegalPly) line += fmt::format("; the move of ply {} is not legal", *m.illegalPly);
        if (m.lenientMoves > 0)
          line += fmt::format("; {} move(s) read leniently (not standard SAN)", m.lenientMoves);
        if (m.resultDiffers)
          line += fmt::format("; the game says {}, the stored result differs", m.gameResult);
        const bool finding = m.board == 0 || m.illegalPly || m.resultDiffers;
        findings += finding ? 1 : 0;
        console.out << line << "\n";
      }
      if (const auto out = args.value("export")) {
        std::ofstream pgn(*out, std::ios::binary);
        if (!pgn) {
          console.err << fmt::format("cannot write {}\n", *out);
          return CannotCreate;
        }
        pgn << service::exportEventPgn(repo.event(), *found, *collection);
        console.out << fmt::format("wrote {}\n", *out);
      }
      return findings > 0 ? Finding : Success;
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::GamesCommand)
