// SPDX-License-Identifier: MIT
#pragma once

namespace pairing {

// Where a round lies in its Berger table (C.05 Annex 1): what the
// explanation of a round-robin round states, for every front end.
struct BergerPlace {
  int seats = 0;         // the table's size: the players, plus one when odd
  bool byeSeat = false;  // odd number of players: number `seats` is the bye
  int cycle = 1;         // 1-based
  int cycles = 1;
  int roundOfCycle = 1;  // 1-based
  // One of the last two rounds of the first cycle of a multi-cycle event,
  // which the table swaps (C.05 Annex 1 recommendation).
  bool swappedLastTwo = false;
  // An even cycle: the first cycle's colours reversed; otherwise the table
  // gives White to the first-named number.
  bool coloursReversed = false;
};

// Round `round` (1-based) of a round robin of `players` >= 2 players and
// `totalRounds` planned rounds (0: one cycle), laid out as pairBerger does.
BergerPlace bergerPlace(int players, int totalRounds, int round);

}  // namespace pairing
