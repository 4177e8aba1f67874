// SPDX-License-Identifier: MIT
// arbiter backup <event-file> <copy-file>
#include "app/cli/event_support.h"

#include "persistence/sqlite_database.h"

#include <ostream>

namespace cli {
namespace {

class BackupCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"backup"}; }
  std::string synopsis() const override { return "<event-file> <copy-file>"; }
  std::string summary() const override {
    return "copy a live event file (SQLite online backup; the copy must not exist)";
  }
  void defineOptions(Poco::Util::OptionSet&) const override {}
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    if (args.positional.size() < 2) throw UsageError{"missing the copy file"};
    expectPositionals(args, 2);
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto&) -> int {
      persistence::backupEventFile(path, args.positional[1]);
      console.out << "backed up " << path << " to " << args.positional[1] << '\n';
      return Success;
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::BackupCommand)
