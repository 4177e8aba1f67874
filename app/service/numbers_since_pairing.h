// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/action.h"
#include "domain/tournament/section.h"
#include "persistence/event_repository.h"

#include <vector>

namespace service {

// The pairing numbers printed on the sheets of a section's last paired
// round that are no longer the players' numbers (C.04.2 art. 2 allows a
// renumbering until round 4: `player edit`, `ratings update --force`,
// `player add --rerank`). Read from the log: the live rows (not undone, not
// undos) after the last one that paired a round of the section, each
// player's number in the first row image that shows it, against his number
// now.
struct NumbersSincePairing {
  int round = 0;                          // the last paired round (0: none, and nothing moved)
  std::vector<tournament::Notice> moved;  // PairingNumberMoved, by the printed number
};
NumbersSincePairing numbersSincePairing(const tournament::Section& section,
                                        const std::vector<persistence::AuditEntry>& log);

}  // namespace service
