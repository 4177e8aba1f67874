// SPDX-License-Identifier: MIT
#include "domain/pairing/knockout_bracket.h"

#include <bit>

namespace pairing {
namespace {

// The seeds of a bracket of `size` in bracket order: each line of the
// bracket of half the size, seed s, becomes the pair s, size+1-s. From
// {1}: {1, 2}, {1, 4, 2, 3}, {1, 8, 4, 5, 2, 7, 3, 6}, ...: seeds 1 and 2
// in different halves, 1-4 in different quarters.
std::vector<int> bracketOrder(int size) {
  std::vector<int> order{1};
  for (int width = 2; width <= size; width *= 2) {
    std::vector<int> wider;
    for (const int seed : order) {
      wider.push_back(seed);
      wider.push_back(width + 1 - seed);
    }
    order = std::move(wider);
  }
  return order;
}

}  // namespace

int knockoutBracketSize(int entrants) {
  if (entrants < 2) return 0;
  return static_cast<int>(std::bit_ceil(static_cast<unsigned>(entrants)));
}

int knockoutRounds(int entrants) {
  const int size = knockoutBracketSize(entrants);
  return size == 0 ? 0 : std::countr_zero(static_cast<unsigned>(size));
}

std::vector<KnockoutMatch> firstKnockoutRound(int entrants) {
  const int size = knockoutBracketSize(entrants);
  const std::vector<int> order = bracketOrder(size);
  std::vector<KnockoutMatch> matches;
  for (std::size_t at = 0; at + 1 < order.size(); at += 2)
    matches.push_back(KnockoutMatch{order[at], order[at + 1] <= entrants ? order[at + 1] : 0});
  return matches;
}

std::vector<KnockoutMatch> nextKnockoutRound(const std::vector<int>& winners) {
  if (winners.size() % 2 != 0) return {};
  std::vector<KnockoutMatch> matches;
  for (std::size_t at = 0; at + 1 < winners.size(); at += 2)
    matches.push_back(KnockoutMatch{winners[at], winners[at + 1]});
  return matches;
}

}  // namespace pairing
