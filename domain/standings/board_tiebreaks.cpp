// SPDX-License-Identifier: MIT
#include "domain/standings/board_tiebreaks.h"

namespace standings {

namespace {

// The game points on each board over all rounds (index board - 1).
std::vector<std::int64_t> boardTotals(const std::vector<tournament::TeamRound>& rounds,
                                      int boards) {
  std::vector<std::int64_t> totals(static_cast<std::size_t>(boards), 0);
  for (const auto& round : rounds)
    for (std::size_t b = 0; b < round.boardPoints.size() && b < totals.size(); ++b)
      totals[b] += round.boardPoints[b];
  return totals;
}

}  // namespace

std::int64_t boardCount(const std::vector<tournament::TeamRound>& rounds) {
  std::int64_t count = 0;
  for (const auto& round : rounds)
    for (std::size_t b = 0; b < round.boardPoints.size(); ++b)
      count += static_cast<std::int64_t>(b + 1) * round.boardPoints[b];
  return count;
}

std::vector<std::int64_t> topBoardResults(const std::vector<tournament::TeamRound>& rounds,
                                          int boards) {
  return boardTotals(rounds, boards);
}

std::vector<std::int64_t> bottomBoardElimination(const std::vector<tournament::TeamRound>& rounds,
                                                 int boards) {
  const auto totals = boardTotals(rounds, boards);
  std::vector<std::int64_t> sums;
  std::int64_t sum = 0;
  for (const auto t : totals) sum += t;
  for (int dropped = 1; dropped < boards; ++dropped) {
    sum -= totals[static_cast<std::size_t>(boards - dropped)];
    sums.push_back(sum);
  }
  return sums;
}

Groups splitByBoards(const std::vector<int>& group,
                     const std::vector<std::vector<tournament::TeamRound>>& rounds, int boards,
                     bool bottomElimination) {
  std::vector<std::vector<std::int64_t>> keys(rounds.size());
  for (int team : group) {
    const auto& own = rounds[static_cast<std::size_t>(team - 1)];
    keys[static_cast<std::size_t>(team - 1)] =
        bottomElimination ? bottomBoardElimination(own, boards) : topBoardResults(own, boards);
  }
  return splitByOrder(group, [&](int a, int b) {
    return keys[static_cast<std::size_t>(a - 1)] > keys[static_cast<std::size_t>(b - 1)];
  });
}

}  // namespace standings
