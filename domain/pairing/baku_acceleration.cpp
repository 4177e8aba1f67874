// SPDX-License-Identifier: MIT
#include "domain/pairing/baku_acceleration.h"

namespace pairing {

namespace {
int ceilDiv(int a, int b) { return (a + b - 1) / b; }
}  // namespace

tournament::HalfPoints bakuVirtualPoints(const BakuAcceleration& baku, int tpn, int playerCount,
                                         int totalRounds, int round, tournament::HalfPoints win) {
  // C.04.7: Group A = the first 2 * ceil(N/4) players of the initial ranking.
  const int groupA = baku.groupASize > 0 ? baku.groupASize : 2 * ceilDiv(playerCount, 4);
  if (tpn > groupA) return 0;
  // C.04.7: ceil(R/2) accelerated rounds; the first half of them (rounded up)
  // with one virtual point, the others with half a point.
  const int accelerated = ceilDiv(totalRounds, 2);
  const int fullRounds = baku.fullPointRounds > 0 ? baku.fullPointRounds : ceilDiv(accelerated, 2);
  const int halfRounds =
      baku.halfPointRounds > 0 ? baku.halfPointRounds : accelerated - ceilDiv(accelerated, 2);
  if (round <= fullRounds) return win;
  if (round <= fullRounds + halfRounds) return win / 2;
  return 0;
}

}  // namespace pairing
