// SPDX-License-Identifier: MIT
// arbiter player from-list <event-file> [--section NAME] --list FILE <id>...
// Registers players from a FIDE or national list by FIDE id (or national
// id): name, federation, sex, title, birth year and ratings as listed.
#include "app/cli/event_support.h"
#include "app/cli/section_loader.h"
#include "app/cli/toolkit_messages.h"
#include "app/service/rating_lists.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

class PlayerFromListCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"player", "from-list"}; }
  std::string synopsis() const override { return "<event-file> <fide-id | national-id>..."; }
  std::string summary() const override {
    return "register players from a FIDE or national rating list by id";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "list", "FILE", "FIDE players list (.txt, .xml) or national list (.csv)",
                   true);
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    if (args.positional.size() < 2) throw UsageError{"give at least one id"};
    const std::vector<std::string> ids(args.positional.begin() + 1, args.positional.end());
    auto list = service::loadRatingList(*args.value("list"));
    if (!list) {
      console.err << (list.error().cannotOpen
                          ? fmt::format("cannot open {}\n", list.error().path)
                          : fmt::format("{}: {}\n", list.error().path,
                                        ratingListErrorText(list.error().error)));
      return list.error().cannotOpen ? NoInput : BadInput;
    }
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const tournament::Section* found =
          namedSection(repo.event(), args, "player from-list", path, console);
      if (found == nullptr) return Usage;
      const auto action = service::addFromListAction(*found, *list, ids);
      if (!action) {
        for (const auto& id : action.error().ids)
          console.err << fmt::format("{} is not in the list\n", id);
        console.err << "nothing was registered\n";
        return BadInput;
      }
      return applyAction(repo, *action, args, console, [&](const persistence::Applied& applied) {
        for (const auto& player : action->players)
          console.out << fmt::format("registered {} ({}, {})\n", player.name, player.fideId,
                                     player.federation);
        console.out << fmt::format("(log #{})\n", applied.auditId);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::PlayerFromListCommand)
