// SPDX-License-Identifier: MIT
// arbiter round set <event-file> --section NAME --round R <pairs-file> [--start "YYYY-MM-DD HH:MM"]
#include "app/cli/event_support.h"
#include "domain/interchange/pair_list.h"

#include <fmt/format.h>

#include <fstream>
#include <iterator>
#include <ostream>

namespace cli {
namespace {

std::string_view pairListErrorText(interchange::PairListErrorCode code) {
  using C = interchange::PairListErrorCode;
  switch (code) {
    case C::Empty: return "empty file (expected the number of lines first)";
    case C::BadCount: return "the first line must be the number of lines that follow";
    case C::BadLine: return "expected two start numbers separated by a blank";
    case C::CountMismatch: return "the count differs from the number of lines";
    case C::PlayerTwice: return "a player appears twice";
    case C::ByeNotLast: return "the bye line (<n> 0) must be last";
    case C::SecondBye: return "two bye lines";
  }
  return "bad pair list";
}

class RoundSetCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"round", "set"}; }
  std::string synopsis() const override { return "<event-file> <pairs-file>"; }
  std::string summary() const override { return "store a round's pairing from a pair list (engine -p format)"; }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section", true);
    addValueOption(o, "round", "R", "the round (the next one to pair)", true);
    addValueOption(o, "start", "\"YYYY-MM-DD HH:MM\"", "scheduled start of the round");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    if (args.positional.size() < 2) throw UsageError{"missing the pairs file"};
    expectPositionals(args, 2);
    std::ifstream in(args.positional[1], std::ios::binary);
    if (!in) {
      console.err << "arbiter: cannot open " << args.positional[1] << '\n';
      return NoInput;
    }
    const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    auto list = interchange::readPairList(text);
    if (!list) {
      console.err << fmt::format("arbiter: {}:{}:{}: {}\n", args.positional[1], list.error().line,
                                 list.error().column, pairListErrorText(list.error().code));
      return BadInput;
    }
    tournament::SetPairing action;
    action.section = sectionOption(args);
    action.round = intOption(args, "round", 1, 99);
    action.start = args.valueOr("start", "");
    for (const auto& board : list->boards) action.boards.emplace_back(board.white, board.black);
    action.pairingBye = list->bye.value_or(0);
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied&) {
        console.out << fmt::format("round {} paired: {} boards{}\n", action.round, action.boards.size(),
                                   action.pairingBye ? fmt::format(", bye to {}", action.pairingBye) : "");
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::RoundSetCommand)
