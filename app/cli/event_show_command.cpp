// SPDX-License-Identifier: MIT
// arbiter event show <event-file>: the event, its sections and round states.
#include "app/cli/event_support.h"
#include "domain/chess/fifty_move_extension.h"
#include "domain/standings/section_standings.h"
#include "domain/tournament/scoring_spec.h"
#include "domain/tournament/vocabulary.h"

#include <fmt/format.h>

#include <algorithm>
#include <ostream>

namespace cli {
namespace {

std::string_view stateName(tournament::RoundState state) {
  switch (state) {
    case tournament::RoundState::NotPaired:
      return "not paired";
    case tournament::RoundState::Paired:
      return "paired";
    case tournament::RoundState::Published:
      return "published";
    case tournament::RoundState::Complete:
      return "complete";
  }
  return "";
}

class EventShowCommand : public Command {
public:
  std::vector<std::string> words() const override { return {"event", "show"}; }
  std::string synopsis() const override { return "<event-file>"; }
  std::string summary() const override { return "show the event, its sections and their rounds"; }
  void defineOptions(Poco::Util::OptionSet&) const override {}
  int run(const Arguments& args, Console& console) const override {
    const std::string path = eventFileArgument(args);
    expectPositionals(args, 1);
    return withEventFile(path, console, persistence::OpenMode::Existing, [&](auto& repo) -> int {
      const tournament::Event& event = repo.event();
      console.out << "event: " << event.name << '\n';
      for (const auto& section : event.sections) {
        const auto& s = section.settings;
        console.out << fmt::format(
            "section: {}\n  rules: {}, rate: {}, time control: {}, default time: {} min, scoring: "
            "{}, "
            "rounds: {}, players: {}\n",
            s.name, tournament::codeOf(s.rules), tournament::codeOf(s.rate),
            s.timeControl.periods.empty() ? "-" : s.timeControl.spec(), s.defaultTimeSeconds() / 60,
            tournament::scoringSpec(s.scoring), s.rounds, section.players.size());
        if (s.pairing == tournament::PairingSystem::DutchSwiss)  // the C.04.3 edition
          console.out << fmt::format("  pairing: dutch, edition {} (C.04.3)\n",
                                     tournament::codeOf(s.edition));
        else if (s.pairing == tournament::PairingSystem::DubovSwiss)
          console.out << "  pairing: dubov (C.04.4.1, the 2026 edition)\n";
        else if (s.pairing == tournament::PairingSystem::BursteinSwiss)
          console.out << "  pairing: burstein (C.04.4.2, the 2025 edition)\n";
        else  // C.05: the numbers drawn by lot are the Berger numbers
          console.out << fmt::format("  pairing: round-robin (C.05 Annex 1){}\n",
                                     section.numbersByLot ? ", numbers by lot" : "");
        // C.07: the tie-breaks that rank the section, in order (its system's
        // defaults when it names none).
        std::string tieBreaks;
        for (const auto& tieBreak :
             standings::sectionRule(s.tieBreaks, s.tieBreakEdition, s.pairing).tieBreaks)
          tieBreaks += (tieBreaks.empty() ? "" : ", ") + standings::tieBreakCode(tieBreak);
        console.out << fmt::format("  tie-breaks: {} (C.07, {} edition){}\n", tieBreaks,
                                   s.tieBreakEdition.empty() ? "2026" : s.tieBreakEdition,
                                   s.tieBreaks.empty() ? ", the system's defaults" : "");
        if (s.initialColour)  // C.04.3 5.2.5
          console.out << fmt::format(
              "  initial colour: {}\n",
              *s.initialColour == tournament::Color::White ? "white" : "black");
        if (!s.fiftyMoveExtensions.empty())  // classic 10.12, announced before the event
          console.out << fmt::format("  fifty-move extension (classic 10.12): {}\n",
                                     chess::extensionsText(s.fiftyMoveExtensions));
        if (!s.categories.empty())
          console.out << "  categories: " << tournament::categoriesText(s.categories) << '\n';
        if (s.acceleration != tournament::Acceleration::None)  // C.04.7
          console.out << fmt::format("  acceleration: {} (C.04.7)\n",
                                     tournament::codeOf(s.acceleration));
        if (!section.forbiddenPairs.empty()) {
          std::string pairs;
          for (const auto& pair : section.forbiddenPairs) {
            const auto* first = section.player(pair.first);
            const auto* second = section.player(pair.second);
            if (first == nullptr || second == nullptr) continue;
            if (!pairs.empty()) pairs += ", ";
            pairs += fmt::format("{}-{}", std::min(first->pairingNumber, second->pairingNumber),
                                 std::max(first->pairingNumber, second->pairingNumber));
            if (pair.firstRound != 1 || pair.lastRound != 0)
              pairs += fmt::format(" (rounds {}-{})", pair.firstRound,
                                   pair.lastRound != 0 ? pair.lastRound : s.rounds);
          }
          console.out << "  forbidden pairs: " << pairs << '\n';
        }
        if (s.withdrawAfterAbsences > 0)  // the check-in rule; C.04.2 3.3 for each absence
          console.out << fmt::format("  absence: a zero-point bye, withdrawn after {} absence{}\n",
                                     s.withdrawAfterAbsences,
                                     s.withdrawAfterAbsences == 1 ? "" : "s");
        if (!s.prizeTable.empty()) {
          console.out << "  prize table:\n";
          std::size_t start = 0;
          while (start < s.prizeTable.size()) {
            const std::size_t end = std::min(s.prizeTable.find('\n', start), s.prizeTable.size());
            std::string_view line(s.prizeTable.data() + start, end - start);
            if (line.ends_with('\r')) line.remove_suffix(1);
            console.out << "    " << line << '\n';
            start = end + 1;
          }
        }
        for (int r = 1; r <= s.rounds; ++r) {
          const tournament::Round* round = section.round(r);
          console.out << fmt::format(
              "  round {}: {}\n", r,
              stateName(round ? round->state() : tournament::RoundState::NotPaired));
        }
        if (section.hasAdjournedGames())
          console.out << "  adjourned games pending: final standings are blocked\n";
      }
      return Success;
    });
  }
};

}  // namespace
}  // namespace cli

ARBITER_REGISTER_COMMAND(cli::EventShowCommand)
