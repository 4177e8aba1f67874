// SPDX-License-Identifier: MIT
// arbiter round edit <event-file> --section NAME --round R --board B --white P --black Q [--force]
// Changes one board of the last paired round before its games start; the
// players it displaces take the places P and Q leave, so a swap of two
// opponents or of colours is one command. The result goes through the
// pairing checker like `round set` (pairing_review.h).
#include "app/cli/event_support.h"
#include "app/cli/pairing_review.h"
#include "app/service/round_pairing.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

class RoundEditCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"round", "edit"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "change one board of the last paired round (checked like round set)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addBoardOptions(o);
    addValueOption(o, "white", "P", "pairing number of the new White", true);
    addValueOption(o, "black", "Q", "pairing number of the new Black", true);
    addFlagOption(o, "force", "store it even if it breaks an absolute criterion (C1-C4); audited");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const BoardRef ref = boardOption(args);
    const int white = intOption(args, "white", 1, 9999);
    const int black = intOption(args, "black", 1, 9999);
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const tournament::Section* section =
          repo.event().section(sectionIn(repo.event(), ref.section));
      std::expected<tournament::SetPairing, tournament::ActionError> action =
          std::unexpected(tournament::ActionError{tournament::ActionErrorCode::NoSuchSection});
      if (section != nullptr)
        action = service::editedPairing(*section, ref.round, ref.board, white, black);
      if (!action) {
        console.err << fmt::format("arbiter: refused: {}; nothing was changed\n",
                                   actionErrorText(action.error()));
        return Refused;
      }
      return storeCheckedPairing(repo, std::move(*action), args.has("force"), args, console);
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::RoundEditCommand)
