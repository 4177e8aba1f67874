// SPDX-License-Identifier: MIT
// Where a round lies in its Berger table (C.05 Annex 1), worked by hand:
// 7 players sit at an 8-seat table (7 rounds a cycle, seat 8 the bye); 6
// players have 5 rounds a cycle.
#include "domain/pairing/berger_place.h"

#include <gtest/gtest.h>

namespace pairing {
namespace {

TEST(BergerPlace, OddPlayersSitAtATableOneLargerWithTheLastSeatTheBye) {
  const BergerPlace place = bergerPlace(7, 7, 3);
  EXPECT_EQ(place.seats, 8);
  EXPECT_TRUE(place.byeSeat);
  EXPECT_EQ(place.cycle, 1);
  EXPECT_EQ(place.cycles, 1);
  EXPECT_EQ(place.roundOfCycle, 3);
  EXPECT_FALSE(place.swappedLastTwo);  // a single cycle swaps nothing
  EXPECT_FALSE(place.coloursReversed);
}

// A double round robin of 6: rounds 4 and 5 of the first cycle are the
// swapped ones; round 8 is round 3 of cycle 2, colours reversed.
TEST(BergerPlace, ADoubleRoundRobinSwapsTheLastTwoRoundsAndReversesTheSecondCycle) {
  EXPECT_FALSE(bergerPlace(6, 10, 3).swappedLastTwo);
  EXPECT_TRUE(bergerPlace(6, 10, 4).swappedLastTwo);
  EXPECT_TRUE(bergerPlace(6, 10, 5).swappedLastTwo);
  const BergerPlace eighth = bergerPlace(6, 10, 8);
  EXPECT_EQ(eighth.seats, 6);
  EXPECT_FALSE(eighth.byeSeat);
  EXPECT_EQ(eighth.cycles, 2);
  EXPECT_EQ(eighth.cycle, 2);
  EXPECT_EQ(eighth.roundOfCycle, 3);
  EXPECT_FALSE(eighth.swappedLastTwo);
  EXPECT_TRUE(eighth.coloursReversed);
}

TEST(BergerPlace, NoPlannedRoundsMeansOneCycle) { EXPECT_EQ(bergerPlace(4, 0, 2).cycles, 1); }

}  // namespace
}  // namespace pairing
