// SPDX-License-Identifier: MIT
// arbiter checkin <event-file> [--section NAME] --round R <pairing numbers present>...
//                 [--absent N,N,...] [--withdraw-after N]
// Check-in before pairing the next round: every player who could be paired
// and is not present gets a zero-point bye (C.04.2 3.3); with
// --withdraw-after N (default: the section's rule, `section edit
// --absence`; 0 = never), a player with N absences is withdrawn. One action.
#include "app/cli/event_support.h"

#include <fmt/format.h>

#include <charconv>
#include <ostream>

namespace cli {
namespace {

int pairingNumber(std::string_view text) {
  int number = 0;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), number);
  if (ec != std::errc{} || ptr != text.data() + text.size() || number < 1)
    throw UsageError{fmt::format("'{}' is not a pairing number", text)};
  return number;
}

class CheckInCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"checkin"}; }
  std::string synopsis() const override { return "<event-file> [pairing numbers present]..."; }
  std::string summary() const override {
    return "check in the players present before pairing; the others get a zero-point bye";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "round", "R", "the next round", true);
    addValueOption(o, "absent", "N,N,...", "instead of the present: the absent pairing numbers");
    addValueOption(o, "withdraw-after", "N",
                   "withdraw a player after N absences (0: never; default: the section's rule)");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    const std::string section = sectionOption(args);
    const int round = intOption(args, "round", 1, 99);
    std::optional<int> limit;
    if (args.has("withdraw-after")) limit = intOption(args, "withdraw-after", 0, 99);
    std::vector<int> present;
    for (std::size_t i = 1; i < args.positional.size(); ++i)
      present.push_back(pairingNumber(args.positional[i]));
    const auto absent = args.value("absent");
    if (absent && !present.empty()) throw UsageError{"give the present or --absent, not both"};
    tournament::CheckIn action{section, round, present, limit};
    if (absent) {
      std::vector<int> away;
      std::size_t start = 0;
      while (start <= absent->size()) {
        const std::size_t comma = std::min(absent->find(',', start), absent->size());
        away.push_back(pairingNumber(std::string_view(*absent).substr(start, comma - start)));
        start = comma + 1;
      }
      action.absent = std::move(away);
    }
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      // The numbers checked in are those of the printed sheets.
      warnOfMovedNumbers(repo, section, console);
      return applyAction(repo, action, args, console, [&](const persistence::Applied& applied) {
        console.out << fmt::format("round {}: check-in recorded (log #{})\n", round,
                                   applied.auditId);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::CheckInCommand)
