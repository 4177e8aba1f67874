// SPDX-License-Identifier: MIT
#include "domain/tournament/pairing_numbers.h"

#include "domain/tournament/name_text.h"

#include <algorithm>
#include <array>

namespace tournament {

int titleRank(std::string_view title) {
  // C.04.2 art. 2.2: the order of titles.
  constexpr std::array<std::string_view, 8> Order{"GM",  "IM", "WGM", "FM",
                                                  "WIM", "CM", "WFM", "WCM"};
  for (std::size_t i = 0; i < Order.size(); ++i)
    if (Order[i] == title) return static_cast<int>(i);
  return static_cast<int>(Order.size());
}

int rankingRating(const Player& player, RateOfPlay rate) {
  switch (rate) {
    case RateOfPlay::Standard:
      return player.ratings.standard;
    case RateOfPlay::Rapid:
      return player.ratings.rapid;
    case RateOfPlay::Blitz:
      return player.ratings.blitz;
  }
  return 0;
}

bool ranksBefore(const Player& a, const Player& b, RateOfPlay rate) {
  const int ra = rankingRating(a, rate);
  const int rb = rankingRating(b, rate);
  if (ra != rb) return ra > rb;
  const int ta = titleRank(a.title);
  const int tb = titleRank(b.title);
  if (ta != tb) return ta < tb;
  if (const int byName = compareNames(a.name, b.name); byName != 0) return byName < 0;
  return a.id < b.id;
}

bool assignPairingNumbers(std::vector<Player>& players, RateOfPlay rate) {
  std::stable_sort(players.begin(), players.end(),
                   [rate](const Player& a, const Player& b) { return ranksBefore(a, b, rate); });
  bool changed = false;
  for (std::size_t i = 0; i < players.size(); ++i) {
    const int number = static_cast<int>(i) + 1;
    if (players[i].pairingNumber != 0 && players[i].pairingNumber != number) changed = true;
    players[i].pairingNumber = number;
  }
  return changed;
}

}  // namespace tournament
