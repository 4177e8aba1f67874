// SPDX-License-Identifier: MIT
// arbiter event create <event-file> --name NAME
#include "app/cli/event_support.h"

#include <filesystem>
#include <ostream>

namespace cli {
namespace {

class EventCreateCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"event", "create"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "create a new event file (refuses an existing file)";
  }
  void defineOptions(Poco::Util::OptionSet& options) const override {
    addValueOption(options, "name", "NAME", "the event's name", true);
    addArbiterOption(options);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const tournament::CreateEvent action{args.valueOr("name", "")};
    // A file that cannot be created is 73 (README), whatever SQLite says.
    const auto directory = std::filesystem::path(path).parent_path();
    if (!directory.empty() && !std::filesystem::is_directory(directory)) {
      console.err << "arbiter: cannot create " << path << ": the directory " << directory.string()
                  << " does not exist\n";
      return CannotCreate;
    }
    // Validate before the file exists, so a refusal creates nothing.
    if (auto checked = tournament::applyAction(tournament::Event{}, action); !checked) {
      console.err << "arbiter: refused: " << actionErrorText(checked.error()) << '\n';
      return Refused;
    }
    const int code =
        withEventFile(path, console, persistence::OpenMode::Create, [&](auto& repo) -> int {
          return applyAction(repo, action, args, console, [&](const persistence::Applied&) {
            console.out << "created event '" << action.name << "' in " << path << '\n';
          });
        });
    if (code != Success && code != CannotCreate) std::filesystem::remove(path);
    return code;
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::EventCreateCommand)
