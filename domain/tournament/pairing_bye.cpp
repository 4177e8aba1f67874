// SPDX-License-Identifier: MIT
#include "domain/tournament/pairing_bye.h"

namespace tournament {

ByeKind pairingByeKind(PairingSystem system) {
  switch (system) {
    case PairingSystem::DutchSwiss:
    case PairingSystem::DubovSwiss:
    case PairingSystem::BursteinSwiss:
      return ByeKind::PairingAllocated;  // C.04.1 art. 3
    case PairingSystem::RoundRobin:
      return ByeKind::ZeroPoint;  // C.05 Annex 1: the rest round scores nothing
  }
  return ByeKind::PairingAllocated;
}

}  // namespace tournament
