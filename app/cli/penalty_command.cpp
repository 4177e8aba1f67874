// SPDX-License-Identifier: MIT
// arbiter penalty <event-file> --section NAME --round R --board B --player white|black
//   --article ART --option OPTION [--time M[:SS]] [--result R] [--rounds N] [--score POINTS]
//   [--note TEXT]
#include "app/cli/event_support.h"
#include "domain/tournament/scoring_spec.h"
#include "domain/tournament/vocabulary.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

using tournament::PenaltyOption;

PenaltyOption optionNamed(const std::string& name) {
  if (const auto option = tournament::penaltyOptionFromCode(name)) return *option;
  throw UsageError{fmt::format("--option must be one of {}", tournament::penaltyOptionCodes())};
}

class PenaltyCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"penalty"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "record a penalty (Laws 12.9) with its article and clock effect";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addBoardOptions(o);
    addValueOption(o, "player", "white|black", "the offender", true);
    addValueOption(o, "article", "ART", "the article applied, e.g. 11.3.2.2", true);
    addValueOption(o, "option", "OPTION",
                   "12.9 option: warning, time-to-opponent, time-deducted, score-raised, "
                   "score-reduced, game-lost, fine, exclusion, expulsion",
                   true);
    addValueOption(o, "time", "M[:SS]", "the time added or deducted");
    addValueOption(
        o, "result", "RESULT",
        "game-lost: the result the arbiter fixes (default: opponent wins; 0-0 both lose)");
    addValueOption(o, "rounds", "N", "exclusion: number of rounds");
    addValueOption(o, "score", "POINTS",
                   "score-reduced: the offender's score in the game, e.g. 0 or 0.5 (Laws 12.9.5)");
    addValueOption(o, "note", "TEXT", "the fine, or any remark");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const BoardRef where = boardOption(args);
    tournament::RecordPenalty action;
    action.section = where.section;
    action.round = where.round;
    action.board = where.board;
    action.offender = colorOption(args, "player");
    action.article = args.valueOr("article", "");
    action.option = optionNamed(args.valueOr("option", ""));
    if (args.has("time")) action.seconds = durationOption(args, "time");
    action.rounds = intOptionOr(args, "rounds", 1, 99, 0);
    action.note = args.valueOr("note", "");
    if (auto text = args.value("score")) {
      action.score = tournament::parseHalfPoints(*text);
      if (!action.score)
        throw UsageError{
            fmt::format("--score: '{}' is not a score in points (0, 0.5, 1, ...)", *text)};
    }
    if (auto text = args.value("result")) {
      action.result = tournament::parseResult(*text);
      if (!action.result) throw UsageError{fmt::format("'{}' is not a result", *text)};
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

ARBITER_REGISTER_COMMAND(cli::PenaltyCommand)
