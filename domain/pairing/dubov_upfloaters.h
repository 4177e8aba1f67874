// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/dubov_bracket.h"
#include "domain/pairing/dubov_criteria.h"

#include <functional>
#include <optional>
#include <vector>

namespace pairing {

// What a scoregroup's pairing needs besides its players.
struct DubovBracketContext {
  tournament::Color initial = tournament::Color::White;  // drawn before round 1 (5.2.1)
  int maxUpfloats = 3;                                   // MaxT (1.8)
  bool lastRound = false;                                // C8-C10 do not apply (2.3)
  // C4: whether the players left after pairing these (indices) can all be paired.
  std::function<bool(const std::vector<int>&)> completes;
};

// A scoregroup's bracket: its residents, the upfloaters chosen and its pairing.
struct DubovBracketChoice {
  std::vector<int> upfloaters;  // in sequence-number order (4.2)
  DubovBracket bracket;
  // The criterion that set the chosen upfloaters apart from the first
  // legal set of the same container (C7-C10), C6 when a better container
  // had no legal set, None when the first set in order was taken.
  DubovCriterion decidedBy = DubovCriterion::None;
};

// C.04.4.1 3.2.1-3.2.2 and 4.2: the fewest upfloaters with which the
// residents get a legal pairing (C1, C3, C4), chosen from `pool` (the
// players of lower scores, by score then TPN: the sequence numbers of
// 4.2.1) as the first set, in the order of 4.2.2, that best meets C6-C10,
// and the bracket paired with them. nullopt when none gives a legal pairing.
std::optional<DubovBracketChoice> chooseUpfloaters(const std::vector<DubovPlayer>& players,
                                                   const std::vector<int>& residents,
                                                   const std::vector<int>& pool,
                                                   const DubovBracketContext& context);

}  // namespace pairing
