// SPDX-License-Identifier: MIT
// arbiter player list <event-file> [--section NAME] [--format text|tsv]
#include "app/cli/event_support.h"
#include "app/cli/section_loader.h"
#include "domain/text/utf8.h"
#include "domain/tournament/pairing_numbers.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

std::string status(const tournament::Player& p) {
  std::string text;
  if (p.entryRound > 1) text += fmt::format("late entry from round {}", p.entryRound);
  if (p.withdrawnFromRound > 0)
    text +=
        fmt::format("{}withdrawn from round {}", text.empty() ? "" : "; ", p.withdrawnFromRound);
  for (const auto& bye : p.requestedByes)
    text += fmt::format("{}{} bye in round {}", text.empty() ? "" : "; ", byeKindName(bye.kind),
                        bye.round);
  return text;
}

class PlayerListCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"player", "list"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override { return "list a section's players by pairing number"; }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "format", "text|tsv", "output format (default text)");
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const std::string format = args.valueOr("format", "text");
    if (format != "text" && format != "tsv") throw UsageError{"--format must be text or tsv"};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const tournament::Section* section =
          namedSection(repo.event(), args, "player list", path, console);
      if (section == nullptr) return Usage;
      const auto rate = section->settings.rate;
      if (format == "tsv") {
        console.out
            << "number\tname\ttitle\tfederation\trating\tfide_id\tsex\tbirth\tclub\tstatus\n";
        for (const auto& p : section->players)
          console.out << fmt::format("{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\n", p.pairingNumber,
                                     p.name, p.title, p.federation,
                                     tournament::rankingRating(p, rate), p.fideId,
                                     p.sex == tournament::Sex::Male     ? "m"
                                     : p.sex == tournament::Sex::Female ? "f"
                                                                        : "",
                                     p.birthDate, p.club, status(p));
        return Success;
      }
      int width = 4;
      for (const auto& p : section->players) width = std::max(width, text::displayWidth(p.name));
      console.out << fmt::format("{:>3}  {}  {:<5} {:<4} {:>6}  {}\n", "No",
                                 text::padToWidth("Name", width), "Title", "Fed", "Rating",
                                 "Status");
      for (const auto& p : section->players)
        console.out << fmt::format("{:>3}  {}  {:<5} {:<4} {:>6}  {}\n", p.pairingNumber,
                                   text::padToWidth(p.name, width), p.title, p.federation,
                                   tournament::rankingRating(p, rate), status(p));
      return Success;
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::PlayerListCommand)
