// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/section.h"

#include <optional>
#include <string>

namespace tournament {

// Rounds paired on the results of an earlier round that a change would
// alter. C.04.2 4.3: a result error reported after the next pairing is
// made affects only the pairings after it; rounds already paired are never
// re-paired. So a change that alters a round later rounds were paired on
// leaves those pairings made on other results, and the arbiter must say
// he means it (CLI --force, the desk asks).
struct PairedOn {
  std::string section;
  int round = 0;      // the earliest round the change alters
  int lastRound = 0;  // rounds round + 1 .. lastRound were paired on it
  bool operator==(const PairedOn&) const = default;
};

// The first section (in the event's order) where `after` alters a round of
// `before` that a later round, paired in both, was paired on; nullopt when
// there is none. A round is altered when a final result becomes another
// result (a correction, or back to no result), or its byes change. Ending a
// game that had no final result (pending or adjourned: C.04.2 3.1 paired
// it as a draw) alters nothing, nor does a round that only one of the two
// has (pairing or unpairing the last round).
std::optional<PairedOn> pairingsMadeOn(const Event& before, const Event& after);

}  // namespace tournament
