// SPDX-License-Identifier: MIT
#include "domain/tournament/tournament_state.h"

#include <algorithm>

namespace tournament {

int TournamentState::roundsRecorded() const {
  int rounds = 0;
  for (const auto& p : players) rounds = std::max(rounds, static_cast<int>(p.rounds.size()));
  return rounds;
}

const PlayerRecord* TournamentState::player(int startNumber) const {
  if (startNumber >= 1 && startNumber <= static_cast<int>(players.size()) &&
      players[startNumber - 1].startNumber == startNumber)
    return &players[startNumber - 1];
  for (const auto& p : players)
    if (p.startNumber == startNumber) return &p;
  return nullptr;
}

HalfPoints TournamentState::scoreAfter(const PlayerRecord& p, int rounds) const {
  HalfPoints total = 0;
  const int n = std::min(rounds, static_cast<int>(p.rounds.size()));
  for (int r = 0; r < n; ++r)
    total += scoring.pointsFor(p.rounds[r].result) + p.rounds[r].adjustment;
  return total;
}

std::optional<RoundResult> TournamentState::plannedBye(int startNumber, int round) const {
  for (const auto& bye : plannedByes)
    if (bye.startNumber == startNumber && bye.round == round) return bye.result;
  return std::nullopt;
}

}  // namespace tournament
