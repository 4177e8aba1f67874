// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"

#include <cstdint>
#include <expected>
#include <optional>
#include <vector>

namespace pairing {

// One game of a round-robin round: the players' Berger numbers (the start
// numbers drawn by lot), White first.
struct RoundRobinBoard {
  int white = 0;
  int black = 0;
  friend bool operator==(const RoundRobinBoard&, const RoundRobinBoard&) = default;
};

// One round of a Berger table: boards in table order (board 1 first) and,
// with an odd number of players, the player who meets the highest number,
// which is the bye.
struct RoundRobinRound {
  std::vector<RoundRobinBoard> boards;
  std::optional<int> bye;
};

// How the table is laid out.
struct BergerOptions {
  int cycles = 1;  // 1 single, 2 double round robin (more cycles alternate colours)
  // C.05 Annex 1: in a double round robin it is recommended to swap the last
  // two rounds of the first cycle (no third colour in a row at the turn).
  bool swapLastTwoRoundsOfFirstCycle = true;
};

// The number of rounds of one cycle: n - 1 for n even, n for n odd.
int bergerRoundsPerCycle(int players);

// Round `round` (1-based, up to cycles * bergerRoundsPerCycle) of the Berger
// table for `players` >= 2 players (C.05 Annex 1). Round 1 pairs k with
// n+1-k, the lower number White; each next round adds n/2 to every number
// but n, modulo n-1 (residues 1..n-1), on the same boards; n stays on board
// 1 with Black in odd and White in even rounds. Odd n: n+1 is the bye.
// Later cycles repeat the first with colours reversed. Asserts the arguments.
RoundRobinRound bergerRound(int players, int round, const BergerOptions& options = {});

// Every round of the table, in playing order.
std::vector<RoundRobinRound> bergerTable(int players, const BergerOptions& options = {});

// Why a round robin cannot give the next round.
enum class RoundRobinFailureCode : std::uint8_t {
  TooFewPlayers,       // fewer than two players
  NoRoundsLeft,        // every round of the table is already recorded
  BadRoundCount,       // the planned rounds are not a whole number of cycles
  ForbiddenPairMeets,  // the table pairs two players who must not meet (a round robin
                       // cannot avoid a pairing, C.05 Annex 1)
};

// The next round (`roundsRecorded` + 1) of a round robin of `entrants`
// numbered 1..n by Berger number, players or teams (C.05 Annex 1 serves
// both). The number of cycles is totalRounds / bergerRoundsPerCycle (one
// cycle when totalRounds is 0).
std::expected<RoundRobinRound, RoundRobinFailureCode> nextBergerRound(
    int entrants, int roundsRecorded, int totalRounds, const BergerOptions& layout = {});

// The next round (state.roundsRecorded() + 1) of a round robin whose start
// numbers are the Berger numbers. The number of cycles is totalRounds /
// bergerRoundsPerCycle (one cycle when totalRounds is 0).
std::expected<RoundRobinRound, RoundRobinFailureCode> pairBerger(
    const tournament::TournamentState& state, const BergerOptions& layout = {});

}  // namespace pairing
