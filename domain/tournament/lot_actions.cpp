// SPDX-License-Identifier: MIT
// A round robin's numbers drawn by lot before round 1 (C.05).
#include "domain/tournament/action_support.h"

#include <algorithm>
#include <vector>

namespace tournament::actions {

Result applyDrawNumbersByLot(const Event& event, const DrawNumbersByLot& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto section = sectionOf(outcome, action.section);
  if (!section) return std::unexpected(section.error());
  Section& s = **section;
  // C.04.2 art. 2: a Swiss numbers its players by the initial ranking.
  if (s.settings.pairing != PairingSystem::RoundRobin)
    return refuse(ActionErrorCode::LotNeedsRoundRobin);
  // C.05: the lot is drawn before round 1; the tables then hold the numbers.
  if (!s.rounds.empty()) return refuse(ActionErrorCode::RoundAlreadyPaired, 1);
  const int players = static_cast<int>(s.players.size());
  std::vector<bool> drawn(static_cast<std::size_t>(players) + 1, false);
  for (const int number : action.order) {
    if (number < 1 || number > players || drawn[static_cast<std::size_t>(number)])
      return refuse(ActionErrorCode::BadPairingNumber, number);
    drawn[static_cast<std::size_t>(number)] = true;
  }
  if (static_cast<int>(action.order.size()) != players) {
    const auto missing = std::find(drawn.begin() + 1, drawn.end(), false);
    return refuse(ActionErrorCode::BadPairingNumber,
                  static_cast<int>(std::distance(drawn.begin(), missing)));
  }
  // Numbers are read from the section as it was, so that each is moved once.
  const Section& before = *event.section(action.section);
  for (std::size_t k = 0; k < action.order.size(); ++k) {
    const int id = before.playerByNumber(action.order[k])->id;
    for (auto& player : s.players)
      if (player.id == id) player.pairingNumber = static_cast<int>(k) + 1;
  }
  std::ranges::sort(s.players, {}, &Player::pairingNumber);
  s.numbersByLot = true;
  return outcome;
}

}  // namespace tournament::actions
