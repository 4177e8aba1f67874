// SPDX-License-Identifier: MIT
#pragma once

// The next round of every section at once (`pair --all`, the desk's "Pair
// every section"): each section's round is made by its system's engine and
// stored through the checker in a transaction of its own (with its audit
// row), so a section that cannot be paired leaves the others paired.

#include "app/service/event_session.h"
#include "app/service/next_round.h"
#include "app/service/round_pairing.h"

#include <optional>
#include <string>
#include <vector>

namespace service {

// What became of one section: paired, or why not (exactly one reason).
struct SectionPairingOutcome {
  std::string section;
  int round = 0;                               // the round paired, or the one that was not
  std::optional<NotReady> notReady;            // every round paired, or results missing
  std::optional<EngineFailure> engineFailure;  // the engine found no legal pairing
  std::optional<PairingRefusal> refused;       // the domain or the checker refused the round
  int boards = 0;                              // paired: the boards
  std::optional<int> bye;                      // paired: the pairing-allocated bye
  bool paired() const { return !notReady && !engineFailure && !refused; }
};

// Pairs the next round of each section of the event, in the event's order,
// in `who`'s name; `start` is the scheduled start of every round paired.
std::vector<SectionPairingOutcome> pairEverySection(EventSession& session, const std::string& who,
                                                    const std::string& start = {});

}  // namespace service
