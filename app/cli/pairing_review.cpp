// SPDX-License-Identifier: MIT
#include "app/cli/pairing_review.h"

#include "app/cli/event_support.h"
#include "domain/tournament/name_text.h"
#include "domain/tournament/section_pairing_state.h"

#include <fmt/format.h>

#include <ostream>

namespace cli {

std::string violationText(const pairing::Violation& v) {
  using V = pairing::ViolationCode;
  const std::string who = std::to_string(v.player);
  const std::string pair = who + " - " + std::to_string(v.opponent);
  switch (v.code) {
    case V::Rematch:
      return "C1: " + pair + " already played each other";
    case V::SecondBye:
      return "C2: " + who + " is not eligible for the pairing-allocated bye";
    case V::AbsoluteColourConflict:
      return "C3: " + pair + " have the same absolute colour preference";
    case V::AbsoluteColourIgnored:
      return "C3: " + who + " plays against his absolute colour";
    case V::PlayerNotPaired:
      return "C4: " + who + " is present but neither paired nor given the bye";
    case V::ByeNotNeeded:
      return "C.04.1 3: " + who + " got a bye although the players were even";
  }
  return "violation";
}

std::string differenceText(const pairing::CheckReport& report) {
  if (!report.ours) return "our engine finds no legal pairing for this round";
  if (report.sameAsOurs) return "same pairs and colours as our pairing";
  return fmt::format("differs from our pairing first in {} ({})",
                     pairing::criterionLabel(report.firstDifference),
                     report.oursBetter ? "ours is better" : "the given pairing is better");
}

namespace {

// The short form kept in the audit row: "C1:3-5", "C4:7".
std::string violationCode(const pairing::Violation& v) {
  const std::string label = v.code == pairing::ViolationCode::ByeNotNeeded
                                ? std::string("C.04.1-3")
                                : pairing::criterionLabel(v.criterion);
  return v.opponent != 0 ? fmt::format("{}:{}-{}", label, v.player, v.opponent)
                         : fmt::format("{}:{}", label, v.player);
}

std::string pointsText(tournament::HalfPoints points) {
  return points % 2 == 0 ? std::to_string(points / 2) : fmt::format("{}.5", points / 2);
}

// The name padded to `width` terminal columns (CJK names count double).
std::string padded(const std::string& name, int width) {
  return name +
         std::string(static_cast<std::size_t>(std::max(0, width - tournament::displayWidth(name))),
                     ' ');
}

}  // namespace

int storeCheckedPairing(persistence::EventRepository& repo, tournament::SetPairing action,
                        bool force, const Arguments& args, Console& console) {
  auto simulated = tournament::applyAction(repo.event(), action);
  if (!simulated) {
    console.err << "arbiter: refused: " << actionErrorText(simulated.error())
                << "; nothing was changed\n";
    return Refused;
  }
  const tournament::Section& section = *simulated->event.section(action.section);
  if (section.settings.pairing == tournament::PairingSystem::DutchSwiss) {
    const auto report = pairing::checkLastRound(tournament::pairingStateOf(section));
    if (report) {
      std::string codes;
      for (const auto& v : report->violations) {
        console.err << "violation " << violationText(v) << '\n';
        if (!codes.empty()) codes += ' ';
        codes += violationCode(v);
      }
      if (!codes.empty() && !force) {
        console.err << "arbiter: refused: the pairing breaks an absolute criterion (C.04.3 C1-C4); "
                       "add --force to store it anyway; nothing was changed\n";
        return Refused;
      }
      action.forcedFindings = codes;
      if (!report->sameAsOurs) console.err << "warning: " << differenceText(*report) << '\n';
    }
  }
  return applyAction(repo, action, args, console, [&](const persistence::Applied&) {
    printRound(*repo.event().section(action.section), action.round, console);
  });
}

void printRound(const tournament::Section& section, int roundNumber, Console& console) {
  const tournament::Round* round = section.round(roundNumber);
  if (round == nullptr) return;
  const auto state = tournament::toTournamentState(section);
  // The score the pairing used: an adjourned game counts as a draw
  // (C.04.2 3.1), marked '*'.
  bool anyAdjourned = false;
  const auto describePlayer = [&](int id, int width) {
    const tournament::Player* p = section.player(id);
    const auto* record = state.player(p->pairingNumber);
    tournament::HalfPoints score = state.scoreAfter(*record, roundNumber - 1);
    bool adjourned = false;
    for (int r = 0; r < roundNumber - 1 && r < static_cast<int>(record->rounds.size()); ++r)
      if (record->rounds[static_cast<std::size_t>(r)].result ==
          tournament::RoundResult::Adjourned) {
        score += state.scoring.draw;
        adjourned = true;
      }
    anyAdjourned = anyAdjourned || adjourned;
    return fmt::format("{:>4} {} {:>4}{}", p->pairingNumber, padded(p->name, width),
                       pointsText(score), adjourned ? "*" : "");
  };
  int width = 0;
  for (const auto& p : section.players) width = std::max(width, tournament::displayWidth(p.name));
  console.out << fmt::format("Round {} of {}: {} boards\n", roundNumber, section.settings.name,
                             round->boards.size());
  for (const auto& board : round->boards)
    console.out << fmt::format("{:>3}. {}  -  {}\n", board.number,
                               describePlayer(board.white, width),
                               describePlayer(board.black, width));
  for (const auto& bye : round->byes) {
    const std::string_view kind =
        bye.kind == tournament::ByeKind::PairingAllocated ? "pairing-allocated bye"
        : bye.kind == tournament::ByeKind::HalfPoint      ? "half-point bye"
        : bye.kind == tournament::ByeKind::FullPoint      ? "full-point bye"
                                                          : "zero-point bye (absent or resting)";
    console.out << fmt::format("     {}  {}\n", describePlayer(bye.player, width), kind);
  }
  if (anyAdjourned)
    console.out << "  * with an adjourned game counted as a draw, as pairing counts it "
                   "(C.04.2 3.1)\n";
}

}  // namespace cli
