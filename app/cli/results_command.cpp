// SPDX-License-Identifier: MIT
// arbiter results <event-file> --section NAME --round R "1 = 0 + -"
// arbiter results <event-file> --section NAME --round R --file results.txt
// A round's results at once: in board order on the command line, or as
// "board result" lines from a file ("-": stdin); checked completely, then
// stored as one action, or not at all. Both forms follow one rule
// (tournament::EnterResults): every game of the round without a result
// must be given (* for a game still in play); stored results given again
// unchanged are fine, different ones are corrections (--correct).
#include "app/cli/event_support.h"
#include "app/cli/section_loader.h"
#include "app/cli/toolkit_messages.h"
#include "app/service/round_results.h"

#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <iterator>
#include <ostream>

namespace cli {
namespace {

std::string readAll(const std::string& path) {
  if (path == "-") return {std::istreambuf_iterator<char>(std::cin), {}};
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError{fmt::format("cannot open {}", path)};
  return {std::istreambuf_iterator<char>(in), {}};
}

class ResultsCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"results"}; }
  std::string synopsis() const override { return "<event-file> [\"1 = 0 + - ...\"]"; }
  std::string summary() const override {
    return "enter a whole round's results at once, all or nothing";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "round", "R", "the round", true);
    addValueOption(o, "file", "FILE", "\"board result\" lines (\"3 1-0\"); - reads stdin");
    addFlagOption(o, "correct", "final results may be replaced (corrections, kept in the log)");
    addFlagOption(o, "force",
                  "also when later rounds were paired on the round's results (C.04.2 4.3)");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    const int round = intOption(args, "round", 1, 99);
    std::string text;
    service::BatchForm form = service::BatchForm::BoardOrder;
    if (const auto file = args.value("file")) {
      expectPositionals(args, 1);
      text = readAll(*file);
      form = service::BatchForm::BoardLines;
    } else {
      if (args.positional.size() < 2)
        throw UsageError{"give the results in board order, or --file with board result lines"};
      for (std::size_t i = 1; i < args.positional.size(); ++i)
        text += (i > 1 ? " " : "") + args.positional[i];
    }
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const tournament::Section* found = namedSection(repo.event(), args, "results", path, console);
      if (found == nullptr) return static_cast<int>(Usage);
      auto action = service::roundResultsAction(*found, round, text, form);
      if (!action) {
        console.err << batchErrorText(action.error()) << "\n";
        return BadInput;
      }
      action->correction = args.has("correct");
      action->force = args.has("force");
      return applyAction(repo, *action, args, console, [&](const persistence::Applied& applied) {
        console.out << fmt::format("round {}: {} result(s) stored (log #{})\n", round,
                                   action->results.size(), applied.auditId);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::ResultsCommand)
