// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/dutch_pairer.h"

namespace pairing {

// C.04.7 Baku acceleration: the virtual points (half-points) that the player
// with TPN `tpn` carries for pairing in round `round` of an event of
// `playerCount` participants and `totalRounds` rounds, a win being worth
// `win`. Group A is the first 2*ceil(N/4) players; the first ceil(R/2)
// rounds are accelerated, the first ceil(ceil(R/2)/2) of them with a full
// point and the rest with half a point (unless `baku` says otherwise).
tournament::HalfPoints bakuVirtualPoints(const BakuAcceleration& baku, int tpn, int playerCount,
                                         int totalRounds, int round, tournament::HalfPoints win);

}  // namespace pairing
