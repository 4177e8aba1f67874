// SPDX-License-Identifier: MIT
// arbiter section forbid <event-file> --section NAME --pair A,B [--rounds F-L] [--cancel]:
// two players who must not meet (the tournament rules' prohibited pairings).
#include "app/cli/event_support.h"

#include <fmt/format.h>

#include <charconv>
#include <ostream>

namespace cli {
namespace {

// "A,B": two pairing numbers.
std::pair<int, int> pairOption(const Arguments& args) {
  const std::string text = args.valueOr("pair", "");
  const auto comma = text.find(',');
  const auto number = [&](std::string_view part) {
    int value = 0;
    const auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
    if (error != std::errc{} || end != part.data() + part.size() || value < 1 || value > 9999)
      throw UsageError{fmt::format(
          "--pair '{}': expected two pairing numbers separated by a comma, e.g. 3,7", text)};
    return value;
  };
  if (comma == std::string::npos)
    throw UsageError{fmt::format(
        "--pair '{}': expected two pairing numbers separated by a comma, e.g. 3,7", text)};
  const std::string_view all(text);
  return {number(all.substr(0, comma)), number(all.substr(comma + 1))};
}

// "F-L" (rounds F to L), "F-" (F to the end) or "R" (round R only).
std::pair<int, int> roundsOption(const Arguments& args) {
  const auto text = args.value("rounds");
  if (!text) return {1, 0};
  const auto bad = [&] {
    return UsageError{fmt::format(
        "--rounds '{}': expected FIRST-LAST, FIRST- (to the end) or one round, e.g. 1-4", *text)};
  };
  const auto number = [&](std::string_view part) {
    int value = 0;
    const auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
    if (error != std::errc{} || end != part.data() + part.size() || value < 1 || value > 99)
      throw bad();
    return value;
  };
  const std::string_view all(*text);
  const auto dash = all.find('-');
  if (dash == std::string_view::npos) {
    const int round = number(all);
    return {round, round};
  }
  const int first = number(all.substr(0, dash));
  const auto rest = all.substr(dash + 1);
  return {first, rest.empty() ? 0 : number(rest)};
}

class SectionForbidCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"section", "forbid"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "forbid two players to meet (the tournament rules' prohibited pairings), or allow "
           "them again";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME",
                   "the section, a Swiss (needed when the event has several)");
    addValueOption(o, "pair", "A,B", "the two players' pairing numbers", true);
    addValueOption(o, "rounds", "F-L", "the rounds it holds in (default: all; F- to the end)");
    addFlagOption(o, "cancel", "allow the pair again");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const auto [first, second] = pairOption(args);
    const auto [firstRound, lastRound] = roundsOption(args);
    const tournament::ForbidPairing action{sectionOption(args), first,     second,
                                           firstRound,          lastRound, args.has("cancel")};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied&) {
        if (action.cancel)
          console.out << fmt::format("players {} and {} may meet again\n", first, second);
        else
          console.out << fmt::format(
              "players {} and {} must not meet{}\n", first, second,
              firstRound == 1 && lastRound == 0
                  ? std::string()
                  : fmt::format(" in rounds {}-{}", firstRound,
                                lastRound == 0 ? std::string("end") : std::to_string(lastRound)));
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::SectionForbidCommand)
