// SPDX-License-Identifier: MIT
// arbiter round show <event-file> --section NAME --round R [--format text|tsv]
#include "app/cli/event_support.h"
#include "app/cli/section_loader.h"
#include "domain/tournament/scoring_spec.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

// "  (scores set by a penalty, 12.9.4/12.9.5: White 1, Black -)" or "".
std::string penaltyScores(const tournament::Board& board) {
  if (!board.whiteScore && !board.blackScore) return "";
  const auto score = [](const std::optional<tournament::HalfPoints>& s) {
    return s ? tournament::formatHalfPoints(*s) : std::string("-");
  };
  return fmt::format("  (scores set by a penalty, 12.9.4/12.9.5: White {}, Black {})",
                     score(board.whiteScore), score(board.blackScore));
}

class RoundShowCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"round", "show"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override { return "show a round's boards, results and byes"; }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "round", "R", "the round", true);
    addValueOption(o, "format", "text|tsv", "output format (default text)");
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const int number = intOption(args, "round", 1, 99);
    const bool tsv = args.valueOr("format", "text") == "tsv";
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const tournament::Section* section =
          namedSection(repo.event(), args, "round show", path, console);
      if (section == nullptr) return static_cast<int>(Usage);
      const tournament::Round* round = section->round(number);
      if (round == nullptr) {
        console.err << fmt::format("arbiter: round {} of '{}' is not paired\n", number,
                                   section->settings.name);
        return Refused;
      }
      const auto label = [&](int id) {
        const tournament::Player* p = section->player(id);
        return p ? fmt::format("{} ({})", p->name, p->pairingNumber) : std::string("?");
      };
      for (const auto& board : round->boards) {
        const std::string_view result = tournament::resultText(board.result);
        if (tsv)
          console.out << fmt::format("{}\t{}\t{}\t{}\n", board.number,
                                     section->player(board.white)->pairingNumber,
                                     section->player(board.black)->pairingNumber, result);
        else
          console.out << fmt::format(
              "{:>3}. {} - {}  {}{}{}\n", board.number, label(board.white), label(board.black),
              result, board.unrated ? " (unrated: less than one move, B.02 5.1)" : "",
              penaltyScores(board));
      }
      for (const auto& bye : round->byes) {
        const char* kind = bye.kind == tournament::ByeKind::PairingAllocated
                               ? "pairing-allocated bye"
                           : bye.kind == tournament::ByeKind::HalfPoint ? "half-point bye"
                           : bye.kind == tournament::ByeKind::FullPoint ? "full-point bye"
                                                                        : "zero-point bye";
        if (tsv)
          console.out << fmt::format("bye\t{}\t\t{}\n", section->player(bye.player)->pairingNumber,
                                     kind);
        else
          console.out << fmt::format("     {}: {}\n", label(bye.player), kind);
      }
      // C.04.2 3.2: a withdrawn player is not paired; he is still listed,
      // as the published site lists him.
      for (const auto& player : section->players) {
        if (player.withdrawnFromRound == 0 || number < player.withdrawnFromRound) continue;
        if (tsv)
          console.out << fmt::format("withdrawn\t{}\t\tfrom round {}\n", player.pairingNumber,
                                     player.withdrawnFromRound);
        else
          console.out << fmt::format("     {}: withdrawn (from round {})\n", label(player.id),
                                     player.withdrawnFromRound);
      }
      return Success;
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::RoundShowCommand)
