// SPDX-License-Identifier: MIT
#include "domain/tournament/player_duplicates.h"

#include <algorithm>

namespace tournament {

std::vector<DuplicatePlayers> duplicatePlayers(const Section& section) {
  std::vector<const Player*> players;
  for (const auto& p : section.players) players.push_back(&p);
  std::sort(players.begin(), players.end(),
            [](const Player* a, const Player* b) { return a->pairingNumber < b->pairingNumber; });
  std::vector<DuplicatePlayers> found;
  for (std::size_t i = 0; i < players.size(); ++i)
    for (std::size_t j = i + 1; j < players.size(); ++j) {
      const Player& a = *players[i];
      const Player& b = *players[j];
      if (a.fideId.find_first_not_of('0') != std::string::npos && a.fideId == b.fideId)
        found.push_back({DuplicateKind::SameFideId, a.pairingNumber, b.pairingNumber});
      else if (a.name == b.name)
        found.push_back({DuplicateKind::SameName, a.pairingNumber, b.pairingNumber});
    }
  return found;
}

}  // namespace tournament
