// SPDX-License-Identifier: MIT
#include "domain/pairing/dubov_player.h"

#include "domain/pairing/dutch_options.h"

#include <numeric>

namespace pairing {

int dubovMaxUpfloats(int totalRounds) { return 2 + totalRounds / 5; }

int averageRatingOfOpponents(const std::vector<int>& opponentRatings) {
  if (opponentRatings.empty()) return 0;
  const long long sum = std::accumulate(opponentRatings.begin(), opponentRatings.end(), 0LL);
  const long long n = static_cast<long long>(opponentRatings.size());
  return static_cast<int>((2 * sum + n) / (2 * n));  // nearest, .5 up (ratings >= 0)
}

std::vector<DubovPlayer> dubovPlayers(const tournament::TournamentState& state, int round) {
  // The common profile as C.04.1 (2026) and C.04.2 define it: played
  // colours compressed (C.04.2 3.4), a win's points without playing bars a
  // PAB (C.04.1 4), an upfloat is a played game against a higher score.
  DutchOptions common;
  common.edition = tournament::DutchEdition::Rules2026;
  std::vector<DubovPlayer> result;
  for (auto& base : pairingPlayers(state, round, common)) {
    DubovPlayer p;
    p.base = std::move(base);
    p.base.topscorer = false;  // C.04.4.1 has no topscorers
    if (const auto* record = state.player(p.base.id)) p.rating = record->rating;
    std::vector<int> ratings;
    for (int opponent : p.base.playedOpponents)
      if (const auto* o = state.player(opponent)) ratings.push_back(o->rating);
    p.aro = averageRatingOfOpponents(ratings);
    p.playedGames = static_cast<int>(p.base.playedOpponents.size());
    for (Float f : p.base.floats)
      if (f == Float::Up) ++p.upfloats;
    p.upfloatedLast = p.base.floatBack(1) == Float::Up;
    // 1.6.4: a player who has not played yet has a mild preference for Black.
    if (!p.base.preference) {
      p.base.strength = PreferenceStrength::Mild;
      p.base.preference = tournament::Color::Black;
    }
    result.push_back(std::move(p));
  }
  return result;
}

bool dubovMayMeet(const DubovPlayer& a, const DubovPlayer& b) { return mayMeet(a.base, b.base); }

}  // namespace pairing
