// SPDX-License-Identifier: MIT
#include "domain/pairing/absolute_violations.h"

#include <set>

namespace pairing {

using tournament::Color;

std::vector<Violation> absoluteViolations(const Pairing& given, const Profiles& profiles) {
  std::vector<Violation> violations;
  std::set<int> seen;
  for (const Board& b : given.boards) {
    seen.insert(b.white);
    seen.insert(b.black);
    const auto w = profiles.find(b.white);
    const auto k = profiles.find(b.black);
    if (w == profiles.end() || k == profiles.end()) continue;
    const PairingPlayer& white = *w->second;
    const PairingPlayer& black = *k->second;
    if (white.hasPlayed(black.id))
      violations.push_back({ViolationCode::Rematch, Criterion::C1NoRematch, b.white, b.black});
    if (white.isForbidden(black.id))
      violations.push_back(
          {ViolationCode::ForbiddenPair, Criterion::C1NoRematch, b.white, b.black});
    const bool exempt = white.topscorer || black.topscorer;
    if (!exempt && white.strength == PreferenceStrength::Absolute &&
        black.strength == PreferenceStrength::Absolute && white.preference == black.preference)
      violations.push_back(
          {ViolationCode::AbsoluteColourConflict, Criterion::C3AbsoluteColour, b.white, b.black});
    for (const auto& [player, colour] : {std::pair{&white, Color::White}, {&black, Color::Black}})
      if (!player->topscorer && player->strength == PreferenceStrength::Absolute &&
          player->preference != colour)
        violations.push_back(
            {ViolationCode::AbsoluteColourIgnored, Criterion::C3AbsoluteColour, player->id, 0});
  }
  if (given.bye) {
    seen.insert(*given.bye);
    const auto it = profiles.find(*given.bye);
    if (it != profiles.end() && !it->second->byeEligible)
      violations.push_back({ViolationCode::SecondBye, Criterion::C2NoSecondBye, *given.bye, 0});
    if (profiles.size() % 2 == 0)
      violations.push_back({ViolationCode::ByeNotNeeded, Criterion::C2NoSecondBye, *given.bye, 0});
  }
  for (const auto& [id, profile] : profiles)
    if (!seen.contains(id))
      violations.push_back({ViolationCode::PlayerNotPaired, Criterion::C4Completion, id, 0});
  return violations;
}

}  // namespace pairing
