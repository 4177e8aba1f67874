// SPDX-License-Identifier: MIT
// arbiter norms <event-file> [--section NAME] [--player N] [--all] [--waived]
// Title norms (FIDE B.01 1.4, 2024) of the section's players with the
// working: games, federations, titled opponents, the rating floor, Ra, the
// score, dp and Rp, and the score the norm needed.
#include "app/cli/event_support.h"
#include "app/cli/section_loader.h"
#include "app/cli/toolkit_messages.h"
#include "app/service/title_norms.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

std::string points(int halfPoints) {
  return halfPoints % 2 ? fmt::format("{}.5", halfPoints / 2) : fmt::format("{}", halfPoints / 2);
}

void printWorking(const tournament::Section& section, const service::PlayerNorms& norms,
                  const rating::NormAssessment& a, std::ostream& out) {
  const auto* player = section.playerByNumber(norms.pairingNumber);
  const std::string federation =
      norms.input.federation.empty() ? "" : fmt::format(" ({})", norms.input.federation);
  out << fmt::format("{} {}{}: {} norm {}\n", norms.pairingNumber, player ? player->name : "",
                     federation, normTitleName(a.title), a.achieved ? "ACHIEVED" : "not achieved");
  if (a.raisedGame)
    out << fmt::format("  1.4.6 opponent of game {} raised from {} to the floor {}\n",
                       *a.raisedGame + 1, a.raisedFrom, a.floor);
  out << fmt::format("  Ra = {} / {} = {}; score {} / {} = {}%; dp {}; Rp = {}\n", a.ratingSum,
                     a.games, a.average, points(a.points), a.games, a.percentage, a.difference,
                     a.performance);
  out << (a.pointsNeeded ? fmt::format("  the norm needed {} points against these opponents\n",
                                       points(*a.pointsNeeded))
                         : std::string("  no score gives the norm against these opponents\n"));
  for (const auto& c : a.checks) {
    const bool atMost = c.requirement == rating::NormRequirement::OwnFederation ||
                        c.requirement == rating::NormRequirement::OneFederation;
    out << fmt::format("  {:<44} {:>5} {} {:<5} {}\n", normRequirementText(c.requirement), c.have,
                       atMost ? "<=" : ">=", c.need,
                       c.waived ? "waived (1.4.3a-d)"
                       : c.met  ? "ok"
                                : "NOT MET");
  }
}

class NormsCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"norms"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override {
    return "title norms (FIDE B.01 1.4) of the section's players, with the working";
  }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "section", "NAME", "the section (needed when the event has several)");
    addValueOption(o, "player", "N", "only this pairing number, every title");
    addFlagOption(o, "all", "every player and title, achieved or not");
    addFlagOption(o, "waived",
                  "the event waives the foreigner requirement (B.01 1.4.3a-d: national "
                  "championship, national team championship, zonal, qualifying Swiss)");
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const int only = intOptionOr(args, "player", 1, 9999, 0);
    const bool all = args.has("all") || only != 0;
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const tournament::Section* found = namedSection(repo.event(), args, "norms", path, console);
      if (found == nullptr) return Usage;
      int achieved = 0;
      for (const auto& norms : service::sectionNorms(*found, args.has("waived"), only))
        for (const auto& a : norms.assessments) {
          if (a.achieved) ++achieved;
          if (all || a.achieved) printWorking(*found, norms, a, console.out);
        }
      if (achieved == 0 && !all) console.out << "no title norm in this section\n";
      return Success;
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::NormsCommand)
