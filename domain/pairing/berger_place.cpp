// SPDX-License-Identifier: MIT
#include "domain/pairing/berger_place.h"

#include "domain/pairing/berger.h"

namespace pairing {

BergerPlace bergerPlace(int players, int totalRounds, int round) {
  const int perCycle = bergerRoundsPerCycle(players);
  BergerPlace place;
  place.seats = players % 2 == 0 ? players : players + 1;
  place.byeSeat = players % 2 == 1;  // C.05 Annex 1: the highest number is the bye
  place.cycles = totalRounds > 0 ? totalRounds / perCycle : 1;
  place.cycle = (round - 1) / perCycle + 1;
  place.roundOfCycle = (round - 1) % perCycle + 1;
  // C.05 Annex 1: the last two rounds of the first cycle are swapped when
  // there is a second cycle (bergerRound with swapLastTwoRoundsOfFirstCycle).
  place.swappedLastTwo = place.cycles >= 2 && place.cycle == 1 && perCycle >= 2 &&
                         (round == perCycle || round == perCycle - 1);
  place.coloursReversed = place.cycle % 2 == 0;  // later cycles reverse the colours
  return place;
}

}  // namespace pairing
