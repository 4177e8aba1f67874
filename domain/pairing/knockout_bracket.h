// SPDX-License-Identifier: MIT
#pragma once

#include <vector>

namespace pairing {

// A knockout cup of seeded entrants (seed 1 the strongest: by rating, or by
// lot, as the organiser's regulations say). No C.04 text governs it; the
// FIDE World Cup's regulations and the common practice it follows (see
// KNOCKOUT.md) give: a bracket of the smallest power of two holding the
// field, seed s against seed size+1-s in the first round, the top seeds
// drawing the byes when the field is smaller, and the bracket fixed from
// then on (the winners of two neighbouring matches meet), so that seeds 1
// and 2 can meet only in the final, the top four only in the semi-finals,
// and so on.

// One match: two seeds, or a seed and 0 for a bye (he goes through).
struct KnockoutMatch {
  int upper = 0;  // the better seed (or the winner of the upper match feeding it)
  int lower = 0;  // 0: no opponent, a bye
  bool operator==(const KnockoutMatch&) const = default;
};

// The bracket's size: the smallest power of two not below `entrants` (0 for
// fewer than two entrants: no cup).
int knockoutBracketSize(int entrants);
// The number of rounds to the final (log2 of the bracket's size).
int knockoutRounds(int entrants);

// The first round's matches in bracket order (top to bottom). A seed whose
// opponent would be beyond the field has a bye: with 6 entrants, seeds 1
// and 2.
std::vector<KnockoutMatch> firstKnockoutRound(int entrants);

// The next round's matches from the winners of a round's matches in
// bracket order (a bye's seed is its winner): the winners of matches 2m
// and 2m+1 meet in match m, the one from the upper match listed first.
// An odd count is no round of a bracket: empty.
std::vector<KnockoutMatch> nextKnockoutRound(const std::vector<int>& winners);

}  // namespace pairing
