// SPDX-License-Identifier: MIT
// arbiter round set <event-file> [--section NAME] --round R <pairs-file> [--start "YYYY-MM-DD
// HH:MM"]
//   [--replace] [--force]: a pairing made by hand or by another program,
// checked by the pairing checker before it is stored (pairing_review.h).
#include "app/cli/event_support.h"
#include "app/cli/pairing_review.h"
#include "app/cli/section_loader.h"
#include "app/cli/trf_file.h"
#include "domain/interchange/pair_list.h"

#include <fmt/format.h>

#include <fstream>
#include <iterator>
#include <ostream>

namespace cli {
namespace {

class RoundSetCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"round", "set"}; }
  std::string synopsis() const override { return "<event-file> <pairs-file>"; }
  std::string summary() const override {
    return "store a round's pairing from a pair list (engine -p format)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "round", "R", "the round (the next one to pair)", true);
    addValueOption(o, "start", "\"YYYY-MM-DD HH:MM\"", "scheduled start of the round");
    addFlagOption(o, "replace", "replace the last paired round's pairing (no results yet)");
    addFlagOption(o, "force", "store it even if it breaks an absolute criterion (C1-C4); audited");
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
                                 list.error().column, describe(list.error().code));
      return BadInput;
    }
    tournament::SetPairing action;
    action.round = intOption(args, "round", 1, 99);
    action.start = args.valueOr("start", "");
    action.replace = args.has("replace");
    for (const auto& board : list->boards) action.boards.emplace_back(board.white, board.black);
    action.pairingBye = list->bye.value_or(0);
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const auto* section = namedSection(repo.event(), args, "round set", path, console);
      if (section == nullptr) return Usage;
      action.section = section->settings.name;
      return storeCheckedPairing(repo, action, args.has("force"), args, console);
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::RoundSetCommand)
