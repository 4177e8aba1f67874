// SPDX-License-Identifier: MIT
// `arbiter check <file.trf|event-file> [--section NAME] [--all] [--system dutch|dubov|burstein]`:
// the pairing checker (C.04.2 1.4). The last paired round of the file (or section) is checked
// against the absolute criteria and compared with the pairing our Dutch (or Dubov) engine makes
// from the rounds before; with --all every paired round is, and (Dutch) the stated points and
// ranks against the results.
#include "app/cli/command.h"
#include "app/cli/dutch_settings.h"
#include "app/cli/event_support.h"
#include "app/cli/pair_explain.h"
#include "app/cli/pairing_review.h"
#include "app/cli/section_loader.h"
#include "app/cli/trf_file.h"
#include "domain/pairing/burstein_checker.h"
#include "domain/pairing/dubov_checker.h"
#include "domain/pairing/pairing_checker.h"
#include "domain/pairing/team_swiss_checker.h"
#include "domain/pairing/tournament_checker.h"
#include "domain/tournament/vocabulary.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {
namespace {

std::string points(tournament::HalfPoints p) {
  return p % 2 == 0 ? std::to_string(p / 2) : fmt::format("{}.5", p / 2);
}

// The comparison of a Dubov round with ours, as differenceText says it for Dutch.
std::string dubovDifferenceText(const pairing::DubovCheckReport& report) {
  if (!report.ours) return "our engine finds no legal pairing for this round";
  if (report.sameAsOurs) return "same pairs and colours as our pairing";
  return fmt::format("differs from our pairing first in {} of C.04.4.1 ({})",
                     pairing::dubovCriterionLabel(report.firstDifference),
                     report.oursBetter ? "ours is better" : "the given pairing is better");
}

// One round's findings: the round line, its violations, the comparison.
template <typename Report>
bool printRound(const Report& report, const std::string& difference, Console& console) {
  console.out << "Round " << report.round << ": " << report.given.boards.size() << " boards"
              << (report.given.bye ? ", bye " + std::to_string(*report.given.bye) : "") << '\n';
  for (const auto& v : report.violations) console.out << "violation " << violationText(v) << '\n';
  if (report.violations.empty()) console.out << "absolute criteria: all met\n";
  console.out << difference << '\n';
  return report.violations.empty() && report.sameAsOurs;
}

// --system dubov: the last paired round, or with --all every one.
int checkDubov(const tournament::TournamentState& state, bool all, const std::string& path,
               Console& console) {
  const int last = pairing::roundToPair(state) - 1;
  if (last < 1) {
    console.err << "arbiter check: " << path << ": no round is paired yet\n";
    return BadInput;
  }
  int differing = 0;
  for (int round = all ? 1 : last; round <= last; ++round) {
    const auto report = pairing::checkDubovRound(state, round);
    if (!printRound(*report, dubovDifferenceText(*report), console)) ++differing;
  }
  if (all)
    console.out << fmt::format("{} rounds checked, {} with a violation or not as ours\n", last,
                               differing);
  return differing == 0 ? Success : Finding;
}

// The comparison of a Burstein round with ours.
std::string bursteinDifferenceText(const pairing::BursteinCheckReport& report) {
  if (!report.ours) return "our engine finds no legal pairing for this round";
  if (report.sameAsOurs) return "same pairs and colours as our pairing";
  return fmt::format("differs from our pairing first in {} of C.04.4.2 ({})",
                     pairing::bursteinCriterionLabel(report.firstDifference),
                     report.oursBetter ? "ours is better" : "the given pairing is better");
}

// --system burstein: the last paired round, or with --all every one.
int checkBurstein(const tournament::TournamentState& state, bool all, const std::string& path,
                  Console& console) {
  const int last = pairing::roundToPair(state) - 1;
  if (last < 1) {
    console.err << "arbiter check: " << path << ": no round is paired yet\n";
    return BadInput;
  }
  int differing = 0;
  for (int round = all ? 1 : last; round <= last; ++round) {
    const auto report = pairing::checkBursteinRound(state, round);
    if (!printRound(*report, bursteinDifferenceText(*report), console)) ++differing;
  }
  if (all)
    console.out << fmt::format("{} rounds checked, {} with a violation or not as ours\n", last,
                               differing);
  return differing == 0 ? Success : Finding;
}

// A team Swiss (C.04.6): the last paired round, or with --all every one.
int checkTeamSwiss(const interchange::TrfDocument& doc, bool all, const std::string& path,
                   Console& console) {
  if (doc.state.system == tournament::PairingSystem::RoundRobin) {
    console.err << "arbiter check: " << path
                << ": a team round robin: its pairings are the Berger tables (C.05 Annex 1)\n";
    return Refused;
  }
  const int last = doc.state.roundsRecorded();
  if (last < 1) {
    console.err << "arbiter check: " << path << ": no round is paired yet\n";
    return BadInput;
  }
  int differing = 0;
  for (int round = all ? 1 : last; round <= last; ++round) {
    const auto report = pairing::checkTeamSwissRound(doc.state, *doc.teams, round);
    if (!report) {
      console.err << "arbiter check: " << path << ": round " << round
                  << ": the board games do not make team matches\n";
      return BadInput;
    }
    console.out << "Round " << report->round << ": " << report->given.size() << " matches"
                << (report->givenBye ? ", bye " + std::to_string(report->givenBye) : "") << '\n';
    for (const auto& v : report->violations)
      console.out << fmt::format("violation {} of C.04.6: team {}{}\n",
                                 pairing::teamCriterionLabel(v.criterion), v.team,
                                 v.criterion == pairing::TeamCriterion::C1NoRematch
                                     ? fmt::format(" met team {} before", v.opponent)
                                 : v.criterion == pairing::TeamCriterion::C2NoSecondBye
                                     ? " may not have the pairing-allocated bye"
                                     : " is neither paired nor given the bye");
    if (report->violations.empty()) console.out << "absolute criteria: all met\n";
    if (!report->ours)
      console.out << "our engine finds no legal pairing for this round\n";
    else if (report->sameAsOurs)
      console.out << "same matches and colours as our pairing\n";
    else
      console.out << fmt::format("differs from our pairing first in {} of C.04.6\n",
                                 pairing::teamCriterionLabel(report->firstDifference));
    if (!report->violations.empty() || !report->sameAsOurs) ++differing;
  }
  if (all)
    console.out << fmt::format("{} rounds checked, {} with a violation or not as ours\n", last,
                               differing);
  return differing == 0 ? Success : Finding;
}

// --all: every round, then the points and ranks; exit 0 only when all agree.
int checkAll(const tournament::TournamentState& state, const pairing::DutchOptions& dutch,
             const std::string& path, Console& console) {
  const auto check = pairing::checkAllRounds(state, dutch);
  if (!check) {
    console.err << "arbiter check: " << path << ": no round is paired yet\n";
    return BadInput;
  }
  int differing = 0;
  for (const auto& round : check->rounds)
    if (!printRound(round, differenceText(round), console)) ++differing;
  for (const auto& p : check->points)
    console.out << fmt::format("points: player {} has {} in the file, {} from the results\n",
                               p.player, points(p.stated), points(p.fromResults));
  for (const auto& r : check->ranks)
    console.out << fmt::format("ranks: player {} is ranked below player {}, who has fewer points\n",
                               r.player, r.above);
  console.out << fmt::format(
      "{} rounds checked, {} with a violation or not as ours; points {}, ranks {}\n",
      check->rounds.size(), differing, check->points.empty() ? "agree" : "disagree",
      check->ranks.empty() ? "follow the points" : "do not follow the points");
  return differing == 0 && check->points.empty() && check->ranks.empty() ? Success : Finding;
}

class CheckCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"check"}; }
  std::string synopsis() const override { return "<file.trf|event-file>"; }
  std::string summary() const override {
    return "check the last paired round of a TRF or an event file's section against the FIDE Dutch "
           "(or Dubov, or Burstein) rules";
  }
  void defineOptions(Poco::Util::OptionSet& options) const override {
    addValueOption(options, "section", "NAME",
                   "event file: the section (needed when there are several)");
    addValueOption(options, "edition", "2026|2017",
                   "the edition of the Dutch rules (C.04.3; default: the TRF's 192 record or "
                   "the section's edition, else 2026; another than the section's is said)");
    addValueOption(options, "system", "dutch|dubov|burstein",
                   "the pairing system to check by (default: the section's or the TRF's 192 "
                   "record, else dutch; dubov: C.04.4.1, burstein: C.04.4.2, the rounds only)");
    addFlagOption(options, "all",
                  "every paired round, each re-paired from the rounds before it, and the stated "
                  "points and ranks");
  }

  // Exit 0: legal and the same as ours; 1: a violation or a different pairing.
  int run(const Arguments& args, Console& console) const override {
    if (args.positional.size() != 1) throw UsageError{"expected one TRF or event file"};
    const std::string& path = args.positional[0];
    int exitCode = Success;
    std::optional<tournament::TournamentState> state;
    const pairing::DutchOptions dutch = dutchSettings(args);
    if (isEventFile(path)) {
      auto loaded = loadSection(args, "check", console, exitCode);
      if (!loaded) return exitCode;
      state = std::move(loaded->section.state);
      // Checking by another edition only asks a question; it is said, and
      // nothing is stored.
      if (dutch.edition && *dutch.edition != state->edition)
        console.out << fmt::format(
            "note: checked by the {} edition of C.04.3; section \"{}\" is paired by the {} "
            "edition\n",
            tournament::codeOf(*dutch.edition), state->name, tournament::codeOf(state->edition));
    } else {
      if (args.has("section"))
        throw UsageError{"--section applies to event files; a TRF holds one section"};
      auto doc = loadTrfFile(path, "check", console, exitCode);
      if (!doc) return exitCode;
      printTrfIssues(*doc, path, console);
      if (doc->teams) return checkTeamSwiss(*doc, args.has("all"), path, console);
      state = std::move(doc->state);
    }
    // The section's (or the TRF's 192) system unless --system asks another.
    const std::string system = args.valueOr(
        "system", state->system == tournament::PairingSystem::DubovSwiss      ? "dubov"
                  : state->system == tournament::PairingSystem::BursteinSwiss ? "burstein"
                                                                              : "dutch");
    if (system != "dutch" && system != "dubov" && system != "burstein")
      throw UsageError{"--system must be dutch, dubov or burstein"};
    if (system == "dubov") return checkDubov(*state, args.has("all"), path, console);
    if (system == "burstein") return checkBurstein(*state, args.has("all"), path, console);
    if (args.has("all")) return checkAll(*state, dutch, path, console);
    const auto report = pairing::checkLastRound(*state, dutch);
    if (!report) {
      console.err << "arbiter check: " << path << ": no round is paired yet\n";
      return BadInput;
    }
    return printRound(*report, differenceText(*report), console) ? Success : Finding;
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::CheckCommand)
