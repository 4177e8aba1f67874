// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

namespace tournament {

// Two players who must not meet (family, the same club in the first
// rounds: a prohibited pairing the tournament rules announce; TRF26 record
// 260, TRF16 `XXP`), in rounds `firstRound` to `lastRound` (0 = to the
// last round). The Dutch pairing treats the pair like a game already
// played (C.04.3 C1), without any colour or float history; a round robin
// cannot avoid a pairing and refuses them (C.05 Annex 1).
// In an event's Section the two are player ids; in a TournamentState (what
// the engines read) start numbers. `first` < `second`.
struct ForbiddenPair {
  int first = 0;
  int second = 0;
  int firstRound = 1;
  int lastRound = 0;

  // True when the pair holds in round `round` (1-based).
  bool appliesIn(int round) const {
    return round >= firstRound && (lastRound == 0 || round <= lastRound);
  }
  // True when it is the pair of `a` and `b`, in either order.
  bool joins(int a, int b) const {
    return (first == a && second == b) || (first == b && second == a);
  }
  bool operator==(const ForbiddenPair&) const = default;
};

// The opponents `player` must not meet in `round`, ascending.
std::vector<int> forbiddenOpponents(const std::vector<ForbiddenPair>& pairs, int player, int round);

}  // namespace tournament
