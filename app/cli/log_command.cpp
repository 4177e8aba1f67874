// SPDX-License-Identifier: MIT
// arbiter log <event-file> [--format text|tsv] [--images]
#include "app/cli/event_support.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

std::string oneLine(std::string text) {
  for (char& c : text)
    if (c == '\t' || c == '\n') c = ' ';
  return text;
}

class LogCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"log"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "print the audit log: who did what, when (with before/after in tsv)";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "format", "text|tsv",
                   "text (default) or tsv with the before/after row images");
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const std::string format = args.valueOr("format", "text");
    if (format != "text" && format != "tsv") throw UsageError{"--format must be text or tsv"};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const auto log = repo.auditLog();
      if (format == "tsv") {
        console.out << "id\tat\twho\taction\tundoes\tundone_by\tbefore\tafter\n";
        for (const auto& e : log)
          console.out << fmt::format("{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\n", e.id, e.at, oneLine(e.who),
                                     oneLine(e.action), e.undoes, e.undoneBy, e.before, e.after);
        return Success;
      }
      for (const auto& e : log)
        console.out << fmt::format("#{:<4} {}  {:<12} {}{}\n", e.id, e.at, e.who, e.action,
                                   e.undoneBy ? fmt::format("  [undone by #{}]", e.undoneBy) : "");
      return Success;
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::LogCommand)
