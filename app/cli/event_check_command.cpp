// SPDX-License-Identifier: MIT
// arbiter event check <event-file>: PRAGMA integrity_check and foreign keys,
// and players registered twice (same FIDE id or name).
#include "app/cli/event_support.h"
#include "domain/tournament/player_duplicates.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

class EventCheckCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"event", "check"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "check the event file's integrity and duplicate players (exit 1 if found)";
  }
  void defineOptions(Poco::Util::OptionSet&) const override {}
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const auto problems = repo.integrityCheck();
      for (const auto& line : problems) console.out << line << '\n';
      bool found = problems != std::vector<std::string>{"ok"};
      for (const auto& section : repo.event().sections)
        for (const auto& d : tournament::duplicatePlayers(section)) {
          console.out << fmt::format(
              "section '{}': players {} and {} have the same {}\n", section.settings.name, d.first,
              d.second, d.kind == tournament::DuplicateKind::SameFideId ? "FIDE id" : "name");
          found = true;
        }
      return found ? Finding : Success;
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::EventCheckCommand)
