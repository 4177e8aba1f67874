// SPDX-License-Identifier: MIT
// arbiter envelope <event-file> --section NAME --round R --board B --custody keeping|lost
#include "app/cli/event_support.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

class EnvelopeCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"envelope"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "record an envelope's custody: in the arbiter's keeping, or lost (I.3, I.12)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addBoardOptions(o);
    addValueOption(o, "custody", "keeping|lost", "where the envelope is", true);
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const BoardRef where = boardOption(args);
    const std::string custody = args.valueOr("custody", "");
    if (custody != "keeping" && custody != "lost")
      throw UsageError{"--custody must be keeping or lost"};
    const tournament::SetCustody action{
        where.section, where.round, where.board,
        custody == "lost" ? tournament::Custody::Lost : tournament::Custody::InArbitersKeeping};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied& applied) {
        console.out << fmt::format(
            "envelope {}: {}\n", applied.envelope->id,
            custody == "lost" ? "lost (Guidelines I.12)" : "in the arbiter's keeping");
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::EnvelopeCommand)
