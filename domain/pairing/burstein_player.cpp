// SPDX-License-Identifier: MIT
#include "domain/pairing/burstein_player.h"

#include "domain/pairing/dutch_options.h"

#include <algorithm>
#include <map>

namespace pairing {

using tournament::HalfPoints;

int bursteinSeedingRounds(int totalRounds) { return std::min(totalRounds / 2, 4); }

std::vector<BursteinPlayer> bursteinPlayers(const tournament::TournamentState& state, int round) {
  // The current score of every player before `round` (real points: the
  // Index is the tournament's own data, 1.7; virtual points only place a
  // player in a scoregroup).
  std::map<int, HalfPoints> current;
  for (const auto& p : state.players) {
    HalfPoints total = 0;
    for (int r = 0; r < round - 1 && r < static_cast<int>(p.rounds.size()); ++r)
      total += pairingPoints(state, p.rounds[r]);
    current[p.startNumber] = total;
  }
  DutchOptions common;
  common.edition = tournament::DutchEdition::Rules2026;
  std::vector<BursteinPlayer> result;
  for (auto& base : pairingPlayers(state, round, common)) {
    BursteinPlayer p;
    p.base = std::move(base);
    p.base.topscorer = false;  // C.04.4.2 has no topscorers
    p.playedGames = static_cast<int>(p.base.playedOpponents.size());
    const HalfPoints own = current[p.id()];
    if (const auto* record = state.player(p.id())) {
      for (int r = 0; r < round - 1; ++r) {
        const tournament::RoundEntry entry = r < static_cast<int>(record->rounds.size())
                                                 ? record->rounds[r]
                                                 : tournament::RoundEntry{};
        // 1.7.2: a round without a game over the board (a bye, a forfeit,
        // an absence) is evaluated as a game against the player himself.
        const bool played = countsAsPlayed(entry.result) && entry.opponent > 0;
        const HalfPoints opponentScore = played ? current[entry.opponent] : own;
        p.buchholz += opponentScore;                                                     // 1.7.1.1
        p.sonnebornBerger += std::int64_t{pairingPoints(state, entry)} * opponentScore;  // 1.7.1.2
      }
    }
    result.push_back(std::move(p));
  }
  return result;
}

bool bursteinMayMeet(const BursteinPlayer& a, const BursteinPlayer& b) {
  return mayMeet(a.base, b.base);
}

bool ranksAboveByIndex(const BursteinPlayer& a, const BursteinPlayer& b) {
  if (a.buchholz != b.buchholz) return a.buchholz > b.buchholz;
  if (a.sonnebornBerger != b.sonnebornBerger) return a.sonnebornBerger > b.sonnebornBerger;
  return a.tpn() < b.tpn();
}

}  // namespace pairing
