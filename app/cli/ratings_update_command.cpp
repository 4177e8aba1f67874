// SPDX-License-Identifier: MIT
// arbiter ratings update <event-file> [--section NAME] --list FILE [--yes] [--force]
// Shows what a newer rating list changes for the registered players
// (ratings, titles, federations), asks, and applies it as one action.
// After round 1 the update is refused unless --force (C.04.2 art. 2).
#include "app/cli/event_support.h"
#include "app/cli/section_loader.h"
#include "app/cli/toolkit_messages.h"
#include "app/platform/terminal.h"
#include "app/service/rating_lists.h"

#include <fmt/format.h>

#include <iostream>
#include <ostream>

namespace cli {
namespace {

class RatingsUpdateCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"ratings", "update"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "update the players' ratings and titles from a newer FIDE or national list";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "list", "FILE", "FIDE players list (.txt, .xml) or national list (.csv)",
                   true);
    addValueOption(o, "rate", "RATE", "the rate of a single-rate FIDE list (default standard)");
    addFlagOption(o, "yes", "apply without asking");
    addFlagOption(o, "force", "apply after round 1 (the pairings used the old ratings)");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const std::string rate = args.valueOr("rate", "standard");
    const auto listRate = rate == "rapid"   ? interchange::ListRate::Rapid
                          : rate == "blitz" ? interchange::ListRate::Blitz
                                            : interchange::ListRate::Standard;
    if (rate != "standard" && rate != "rapid" && rate != "blitz")
      throw UsageError{"--rate must be standard, rapid or blitz"};
    auto list = service::loadRatingList(*args.value("list"), listRate);
    if (!list) {
      console.err << (list.error().cannotOpen
                          ? fmt::format("cannot open {}\n", list.error().path)
                          : fmt::format("{}: {}\n", list.error().path,
                                        ratingListErrorText(list.error().error)));
      return list.error().cannotOpen ? NoInput : BadInput;
    }
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const tournament::Section* found =
          namedSection(repo.event(), args, "ratings update", path, console);
      if (found == nullptr) return Usage;
      const auto update = service::previewListUpdate(*found, *list);
      for (const auto& change : update.changes) {
        const auto* player = found->playerByNumber(change.pairingNumber);
        console.out << fmt::format("{:>4} {:<32} {:<10} {} -> {}\n", change.pairingNumber,
                                   player ? player->name : "",
                                   interchange::listFieldName(change.field),
                                   change.before.empty() ? "-" : change.before, change.after);
      }
      for (const int number : update.notInList) {
        const auto* player = found->playerByNumber(number);
        console.out << fmt::format("{:>4} {:<32} not in the list\n", number,
                                   player ? player->name : "");
      }
      if (update.edits.empty()) {
        console.out << "nothing to change\n";
        return Success;
      }
      if (!args.has("yes")) {
        if (!platform::isTerminal(platform::StandardStream::Input)) {
          console.out << "not applied: run again with --yes to apply these changes\n";
          return Success;
        }
        console.out << fmt::format("apply the changes of {} player(s)? [y/N] ",
                                   update.edits.size());
        console.out.flush();
        std::string answer;
        std::getline(std::cin, answer);
        if (answer != "y" && answer != "Y" && answer != "yes") {
          console.out << "nothing changed\n";
          return Success;
        }
      }
      const auto action = service::listUpdateAction(*found, *list, args.has("force"));
      return applyAction(repo, action, args, console, [&](const persistence::Applied& applied) {
        console.out << fmt::format("{} player(s) updated (log #{})\n", action.edits.size(),
                                   applied.auditId);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::RatingsUpdateCommand)
