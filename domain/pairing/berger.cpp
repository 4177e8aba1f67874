// SPDX-License-Identifier: MIT
#include "domain/pairing/berger.h"

#include <cassert>
#include <utility>

namespace pairing {
namespace {

// The round of the single (first-cycle) table for an even number n of seats,
// built from round 1 by the C.05 Annex 1 rotation.
std::vector<RoundRobinBoard> singleCycleRound(int n, int round) {
  std::vector<RoundRobinBoard> boards;
  for (int k = 1; k <= n / 2; ++k) boards.push_back({k, n + 1 - k});
  // Every number but n advances by n/2 per round, modulo n-1 in 1..n-1.
  const auto advance = [n, round](int number) {
    if (number == n) return n;
    return (number - 1 + (round - 1) * (n / 2)) % (n - 1) + 1;
  };
  for (auto& board : boards) {
    board.white = advance(board.white);
    board.black = advance(board.black);
  }
  // Board 1 holds n: Black in odd rounds, White in even rounds.
  auto& first = boards.front();
  const int other = first.white == n ? first.black : first.white;
  first = round % 2 == 1 ? RoundRobinBoard{other, n} : RoundRobinBoard{n, other};
  return boards;
}

}  // namespace

int bergerRoundsPerCycle(int players) { return players % 2 == 0 ? players - 1 : players; }

RoundRobinRound bergerRound(int players, int round, const BergerOptions& options) {
  assert(players >= 2 && options.cycles >= 1);
  const int perCycle = bergerRoundsPerCycle(players);
  assert(round >= 1 && round <= perCycle * options.cycles);
  const int seats = players % 2 == 0 ? players : players + 1;
  const int cycle = (round - 1) / perCycle;
  int inCycle = (round - 1) % perCycle + 1;
  // C.05 Annex 1: swap the last two rounds of the first cycle of a double round robin.
  if (cycle == 0 && options.cycles >= 2 && options.swapLastTwoRoundsOfFirstCycle && perCycle >= 2) {
    if (inCycle == perCycle)
      inCycle = perCycle - 1;
    else if (inCycle == perCycle - 1)
      inCycle = perCycle;
  }
  RoundRobinRound result;
  for (auto board : singleCycleRound(seats, inCycle)) {
    if (cycle % 2 == 1) std::swap(board.white, board.black);  // colours reversed
    if (board.white > players)
      result.bye = board.black;
    else if (board.black > players)
      result.bye = board.white;
    else
      result.boards.push_back(board);
  }
  return result;
}

std::vector<RoundRobinRound> bergerTable(int players, const BergerOptions& options) {
  std::vector<RoundRobinRound> table;
  const int rounds = bergerRoundsPerCycle(players) * options.cycles;
  for (int r = 1; r <= rounds; ++r) table.push_back(bergerRound(players, r, options));
  return table;
}

std::expected<RoundRobinRound, RoundRobinFailureCode> nextBergerRound(int entrants,
                                                                      int roundsRecorded,
                                                                      int totalRounds,
                                                                      const BergerOptions& layout) {
  if (entrants < 2) return std::unexpected(RoundRobinFailureCode::TooFewPlayers);
  const int perCycle = bergerRoundsPerCycle(entrants);
  BergerOptions options = layout;
  if (totalRounds > 0) {
    if (totalRounds % perCycle != 0) return std::unexpected(RoundRobinFailureCode::BadRoundCount);
    options.cycles = totalRounds / perCycle;
  }
  const int next = roundsRecorded + 1;
  if (next > perCycle * options.cycles) return std::unexpected(RoundRobinFailureCode::NoRoundsLeft);
  return bergerRound(entrants, next, options);
}

std::expected<RoundRobinRound, RoundRobinFailureCode> pairBerger(
    const tournament::TournamentState& state, const BergerOptions& layout) {
  auto round = nextBergerRound(static_cast<int>(state.players.size()), state.roundsRecorded(),
                               state.totalRounds, layout);
  if (!round) return round;
  const int next = state.roundsRecorded() + 1;
  for (const auto& board : round->boards)
    for (const auto& pair : state.forbiddenPairs)
      if (pair.appliesIn(next) && pair.joins(board.white, board.black))
        return std::unexpected(RoundRobinFailureCode::ForbiddenPairMeets);
  return round;
}

}  // namespace pairing
