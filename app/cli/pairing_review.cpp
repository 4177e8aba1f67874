// SPDX-License-Identifier: MIT
#include "app/cli/pairing_review.h"

#include "app/cli/event_support.h"
#include "app/cli/output_language.h"
#include "app/service/round_pairing.h"
#include "app/words/action_words.h"
#include "domain/text/utf8.h"
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
    case V::ForbiddenPair:
      return "C1: " + pair + " must not meet (a forbidden pair, treated as already played)";
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
                     pairing::criterionLabel(report.firstDifference, report.edition),
                     report.oursBetter ? "ours is better" : "the given pairing is better");
}

namespace {

std::string pointsText(tournament::HalfPoints points) {
  return points % 2 == 0 ? std::to_string(points / 2) : fmt::format("{}.5", points / 2);
}

}  // namespace

int storeCheckedPairing(service::EventSession& repo, tournament::SetPairing action, bool force,
                        const Arguments& args, Console& console) {
  const auto printFindings = [&](const service::PairingReview& review) {
    const auto* violations = review.report       ? &review.report->violations
                             : review.otherSwiss ? &review.otherSwiss->violations
                                                 : nullptr;
    if (violations)
      for (const auto& v : *violations) console.err << "violation " << violationText(v) << '\n';
  };
  const auto stored = service::storePairing(repo, action, force, arbiterName(args));
  if (!stored) {
    printFindings(stored.error().review);
    if (const auto& refused = stored.error().refused) {
      if (refused->code == tournament::ActionErrorCode::NoSuchSection) {
        console.err << "arbiter: no section of that name; " << sectionList(repo.event())
                    << "; nothing was changed\n";
        return Usage;
      }
      console.err << "arbiter: " << words::refusedLine(actionErrorText(*refused), outputLanguage())
                  << '\n';
    } else {
      console.err << "arbiter: refused: the pairing breaks an absolute criterion (C.04.3 C1-C4); "
                     "add --force to store it anyway; nothing was changed\n";
    }
    return Refused;
  }
  printFindings(stored->review);
  if (stored->review.report && !stored->review.report->sameAsOurs)
    console.err << "warning: " << differenceText(*stored->review.report) << '\n';
  if (const auto& other = stored->review.otherSwiss; other && !other->sameAsOurs)
    console.err << "warning: differs from our pairing first in " << other->firstDifference << " ("
                << (other->oursBetter ? "ours is better" : "the given pairing is better") << ")\n";
  for (const auto& notice : stored->applied.notices)
    console.out << words::noteLine(noticeText(notice), outputLanguage()) << '\n';
  printRound(*repo.event().section(action.section), action.round, console);
  return Success;
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
    return fmt::format("{:>4} {} {:>4}{}", p->pairingNumber, text::padToWidth(p->name, width),
                       pointsText(score), adjourned ? "*" : "");
  };
  int width = 0;
  for (const auto& p : section.players) width = std::max(width, text::displayWidth(p.name));
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
