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
    const std::string name = args.valueOr("name", "");
    // A file that cannot be created is 73 (README), whatever SQLite says.
    const auto directory = std::filesystem::path(path).parent_path();
    if (!directory.empty() && !std::filesystem::is_directory(directory)) {
      console.err << "arbiter: cannot create " << path << ": the directory " << directory.string()
                  << " does not exist\n";
      return CannotCreate;
    }
    try {
      if (auto created = service::createEvent(path, name, std::nullopt, arbiterName(args));
          !created) {
        console.err << "arbiter: refused: " << actionErrorText(created.error()) << '\n';
        return Refused;
      }
    } catch (const persistence::StorageError& error) {
      return storageFailure(error, path, console);
    }
    console.out << "created event '" << name << "' in " << path << '\n';
    return Success;
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::EventCreateCommand)
