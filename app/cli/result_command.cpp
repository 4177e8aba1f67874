// SPDX-License-Identifier: MIT
// arbiter result <event-file> --section NAME --round R --board B
// <1-0|1/2-1/2|0-1|+/-|-/+|-/-|0-0|adjourned|*>
//   [--unrated]: a game of less than one move (TRF W D L, not rated: B.02 5.1)
//   [--correct]: replaces a final result (refused without it)
#include "app/cli/event_support.h"
#include "app/service/result_entry.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

class ResultCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"result"}; }
  std::string synopsis() const override {
    return "<event-file> <1-0|1/2-1/2|0-1|+/-|-/+|-/-|0-0|adjourned|*>  (a draw also 1/2, ½-½, "
           "0.5-0.5)";
  }
  std::string summary() const override { return "enter or correct a board's result"; }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addBoardOptions(o);
    addFlagOption(o, "unrated",
                  "a game of less than one move: counts for pairing and scores, "
                  "not for ratings (FIDE B.02 5.1; TRF W/D/L)");
    addFlagOption(o, "correct", "replace a final result (a correction, kept in the log)");
    addFlagOption(o, "force",
                  "also when later rounds were paired on the round's results (C.04.2 4.3: their "
                  "pairings stand)");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    if (args.positional.size() < 2) throw UsageError{"missing the result"};
    expectPositionals(args, 2);
    const auto result = tournament::parseResult(args.positional[1]);
    if (!result)
      throw UsageError{
          fmt::format("'{}' is not a result (1-0, 1/2-1/2 (also 1/2, ½-½, 0.5-0.5), 0-1, +/-, "
                      "-/+, -/-, 0-0, adjourned, *)",
                      args.positional[1])};
    const BoardRef where = boardOption(args);
    const tournament::EnterResult action{where.section,    where.round,         where.board,
                                         *result,          args.has("unrated"), args.has("correct"),
                                         args.has("force")};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const auto named = withSectionNamed(repo, action, console);
      if (!named) return static_cast<int>(Usage);
      warnOfMovedNumbers(repo, where.section, console);
      const auto& entry = std::get<tournament::EnterResult>(*named);
      // The one use case of the desk and the command line: the result is
      // checked, inside the write's transaction, against the one this
      // command read when it opened the file.
      const auto entered = service::enterResult(
          repo, {entry.section,
                 entry.round,
                 entry.board,
                 {entry.result, entry.unrated},
                 service::storedResult(repo.event(), entry.section, entry.round, entry.board),
                 arbiterName(args),
                 entry.correction,
                 entry.force});
      const auto* changed =
          entered ? nullptr : std::get_if<service::ResultChangedMeanwhile>(&entered.error());
      if (changed != nullptr) {
        console.err << fmt::format(
            "arbiter: refused: round {} board {} got the result {} from another desk while this "
            "command ran; nothing was changed (run it again to replace that result)\n",
            where.round, where.board, tournament::resultText(changed->stored.result));
        return static_cast<int>(Busy);
      }
      using Stored = std::expected<persistence::Applied, tournament::ActionError>;
      const Stored applied =
          entered ? Stored(*entered)
                  : Stored(std::unexpected(std::get<tournament::ActionError>(entered.error())));
      return presentApplied(repo, *named, applied, console, [&](const persistence::Applied& a) {
        console.out << fmt::format(
            "round {} board {}: {}{}{}\n", where.round, where.board,
            tournament::resultText(*result), action.unrated ? " unrated" : "",
            a.auditId ? fmt::format(" (log #{})", a.auditId) : std::string(" (unchanged)"));
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::ResultCommand)
