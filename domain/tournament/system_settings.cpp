// SPDX-License-Identifier: MIT
#include "domain/tournament/system_settings.h"

namespace tournament {

std::optional<ActionError> pairingSettingsRefusal(const SectionSettings& settings) {
  const bool accelerated = settings.acceleration != Acceleration::None;
  const bool otherEdition = settings.edition != DutchEdition::Rules2026;
  switch (settings.pairing) {
    case PairingSystem::DutchSwiss:
      return std::nullopt;
    case PairingSystem::RoundRobin:
      // C.04.7 accelerates a Swiss; a round robin has none. C.04.3 is the
      // Dutch Swiss; a round robin has no edition of it.
      if (accelerated) return ActionError{ActionErrorCode::AccelerationNeedsSwiss};
      if (otherEdition) return ActionError{ActionErrorCode::EditionNeedsSwiss};
      return std::nullopt;
    case PairingSystem::DubovSwiss:
    case PairingSystem::BursteinSwiss:
      // C.04.7 may accelerate a Dubov or Burstein Swiss (TRF26 192
      // FIDE_DUBOV_BAKU, FIDE_BURSTEIN_BAKU); those engines pair by real
      // scores only. Burstein's seeding rounds (1.6) are the Dutch system's
      // edition in force.
      if (accelerated) return ActionError{ActionErrorCode::AccelerationNotPaired};
      if (otherEdition) return ActionError{ActionErrorCode::EditionNeedsDutch};
      return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace tournament
