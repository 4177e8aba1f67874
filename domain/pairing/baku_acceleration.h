// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/round_result.h"

namespace pairing {

// C.04.7 Baku acceleration. Group A is the first `groupASize` players by TPN
// (0 = the FIDE default 2 * ceil(N / 4)); they carry `fullPointRounds`
// rounds of one virtual point (a win's value) and then `halfPointRounds`
// rounds of half that (0 = the defaults ceil(ceil(R/2)/2) and
// ceil(R/2) - that). Virtual points count only for pairing.
struct BakuAcceleration {
  int groupASize = 0;
  int fullPointRounds = 0;
  int halfPointRounds = 0;
};

// C.04.7 Baku acceleration: the virtual points (half-points) that the player
// with TPN `tpn` carries for pairing in round `round` of an event of
// `playerCount` participants and `totalRounds` rounds, a win being worth
// `win`. Group A is the first 2*ceil(N/4) players; the first ceil(R/2)
// rounds are accelerated, the first ceil(ceil(R/2)/2) of them with a full
// point and the rest with half a point (unless `baku` says otherwise).
tournament::HalfPoints bakuVirtualPoints(const BakuAcceleration& baku, int tpn, int playerCount,
                                         int totalRounds, int round, tournament::HalfPoints win);

}  // namespace pairing
