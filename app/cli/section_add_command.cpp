// SPDX-License-Identifier: MIT
// arbiter section add <event-file> --name NAME --rounds N [--rules fide|classic]
//   [--rate standard|rapid|blitz] [--time-control SPEC] [--default-time MINUTES]
//   [--scoring W,D,L] [...]
#include "app/cli/event_support.h"
#include "domain/tournament/scoring_spec.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

std::vector<std::string> commaList(const std::string& text) {
  std::vector<std::string> items;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    if (comma > start) items.push_back(text.substr(start, comma - start));
    start = comma + 1;
  }
  return items;
}

tournament::SectionSettings settingsFrom(const Arguments& args) {
  using namespace tournament;
  SectionSettings s;
  s.name = args.valueOr("name", "");
  s.rounds = intOption(args, "rounds", 1, 99);
  const std::string rules = args.valueOr("rules", "fide");
  if (rules != "fide" && rules != "classic") throw UsageError{"--rules must be fide or classic"};
  s.rules = rules == "classic" ? RulesProfile::Classic : RulesProfile::Fide2023;
  if (auto spec = args.value("time-control")) {
    auto control = parseTimeControl(*spec);
    if (!control)
      throw UsageError{fmt::format("--time-control '{}': not a time control at column {} "
                                   "(grammar: [moves/]minutes[+increment|dDelay], periods separated by commas, "
                                   "e.g. 40/90+30,30+30)", *spec, control.error().column + 1)};
    s.timeControl = *control;
    s.rate = impliedRate(*control);
  }
  if (auto rate = args.value("rate")) {
    if (*rate == "standard") s.rate = RateOfPlay::Standard;
    else if (*rate == "rapid") s.rate = RateOfPlay::Rapid;
    else if (*rate == "blitz") s.rate = RateOfPlay::Blitz;
    else throw UsageError{"--rate must be standard, rapid or blitz"};
  }
  if (args.has("default-time")) s.defaultTimeMinutes = intOption(args, "default-time", 0, 600);
  if (auto spec = args.value("scoring")) {
    auto scoring = parseScoring(*spec);
    if (!scoring)
      throw UsageError{fmt::format("--scoring '{}': expected win,draw,loss in points, multiples of 0.5 "
                                   "with win > draw >= loss (e.g. 1,0.5,0 or 3,1,0)", *spec)};
    s.scoring = *scoring;
  }
  const std::string pairing = args.valueOr("pairing", "dutch");
  if (pairing != "dutch" && pairing != "round-robin") throw UsageError{"--pairing must be dutch or round-robin"};
  s.pairing = pairing == "round-robin" ? PairingSystem::RoundRobin : PairingSystem::DutchSwiss;
  s.place = args.valueOr("place", "");
  s.startDate = args.valueOr("start-date", "");
  s.endDate = args.valueOr("end-date", "");
  s.chiefArbiter = args.valueOr("chief-arbiter", "");
  s.deputies = commaList(args.valueOr("deputies", ""));
  s.tieBreaks = commaList(args.valueOr("tie-breaks", ""));
  s.tieBreakEdition = args.valueOr("tie-break-edition", "");
  const std::string draw = args.valueOr("draw-offers", "free");
  if (draw == "free") s.drawOffer = DrawOfferRule::Free;
  else if (draw == "arbiter") s.drawOffer = DrawOfferRule::ArbiterConsent;
  else {
    s.drawOffer = DrawOfferRule::NotBeforeMove;
    s.drawOfferMove = intOption(args, "draw-offers", 1, 500);
  }
  s.fideMode = true;  // rules-reference §5: FIDE mode is on by default; leave it with `section leave-fide-mode`
  return s;
}

class SectionAddCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"section", "add"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override { return "add a section with its settings"; }
  void defineOptions(Poco::Util::OptionSet& o) const override {
    addValueOption(o, "name", "NAME", "the section's name", true);
    addValueOption(o, "rounds", "N", "number of rounds", true);
    addValueOption(o, "rules", "fide|classic", "rules profile (default fide: FIDE Laws 2023)");
    addValueOption(o, "rate", "standard|rapid|blitz", "rate of play (default: implied by the time control)");
    addValueOption(o, "time-control", "SPEC", "e.g. 40/90+30,30+30 ([moves/]minutes[+inc|dDelay], ...)");
    addValueOption(o, "default-time", "MINUTES", "default time for late arrival (FIDE 0, classic 60)");
    addValueOption(o, "scoring", "W,D,L", "points for win, draw, loss (default 1,0.5,0)");
    addValueOption(o, "pairing", "dutch|round-robin", "pairing system (default dutch)");
    addValueOption(o, "place", "TEXT", "venue");
    addValueOption(o, "start-date", "YYYY-MM-DD", "first day");
    addValueOption(o, "end-date", "YYYY-MM-DD", "last day");
    addValueOption(o, "chief-arbiter", "NAME", "chief arbiter");
    addValueOption(o, "deputies", "NAME,NAME", "deputy arbiters");
    addValueOption(o, "tie-breaks", "LIST", "FIDE C.07 acronyms in order, e.g. BH-C1,BH,SB");
    addValueOption(o, "tie-break-edition", "YEAR", "C.07 edition, e.g. 2026");
    addValueOption(o, "draw-offers", "free|arbiter|N", "Laws 9.1.1: no restriction, arbiter's consent, or not before move N");
    addArbiterOption(o);
  }
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    const tournament::AddSection action{settingsFrom(args)};
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      return applyAction(repo, action, args, console, [&](const persistence::Applied&) {
        console.out << fmt::format("added section '{}' ({} rounds, default time {} min)\n",
                                   action.settings.name, action.settings.rounds,
                                   action.settings.defaultTimeSeconds() / 60);
      });
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::SectionAddCommand)
