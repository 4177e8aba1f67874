// SPDX-License-Identifier: MIT
// `arbiter rules --profile classic|fide`: every rule where the two rules
// profiles differ, with both articles, from the domain's table (the same
// table the incident actions take their articles from).
#include "app/cli/command.h"
#include "domain/tournament/rules_differences.h"

#include <Poco/Util/Option.h>
#include <Poco/Util/OptionSet.h>
#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

using Poco::Util::Option;

class RulesCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"rules"}; }
  std::string synopsis() const override { return "[--profile classic|fide]"; }
  std::string summary() const override {
    return "list the rules where the classic profile and the FIDE Laws 2023 differ";
  }
  void defineOptions(Poco::Util::OptionSet& options) const override {
    options.addOption(
        Option("profile", "", "classic (default: the classic rule first) or fide").argument("P"));
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string profile = args.valueOr("profile", "classic");
    if (profile != "classic" && profile != "fide")
      throw UsageError{"--profile must be classic or fide"};
    const bool classic = profile == "classic";
    console.out << (classic ? "The classic rules (the older FIDE Laws the club plays by) where "
                              "they differ from the FIDE Laws 2023:\n"
                            : "The FIDE Laws 2023 where they differ from the classic rules (the "
                              "older FIDE Laws the club plays by):\n");
    for (const auto& row : tournament::ruleDifferences()) {
      console.out << fmt::format("\n{}\n", row.name);
      const auto line = [&](std::string_view article, std::string_view rule) {
        console.out << fmt::format("  {}: {}\n", article, rule);
      };
      if (classic) {
        line(row.classicArticle, row.classicRule);
        if (!row.classicText.empty()) console.out << fmt::format("    「{}」\n", row.classicText);
        line(fmt::format("FIDE {}", row.fideArticle), row.fideRule);
      } else {
        line(fmt::format("FIDE {}", row.fideArticle), row.fideRule);
        line(row.classicArticle, row.classicRule);
      }
    }
    console.out << "\nNot part of either profile: the beginners' rules of the client's texts "
                   "(长将和 perpetual check, the draw offer after a refusal) are not the Laws and "
                   "are left out.\n";
    return Success;
  }
};

}  // namespace

ARBITER_REGISTER_COMMAND(RulesCommand)

}  // namespace cli
