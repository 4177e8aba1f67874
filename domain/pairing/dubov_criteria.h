// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/dubov_player.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pairing {

// The criteria of C.04.4.1 (2026), art. 2, in their order; also used to
// say which one decided a choice or which one a pairing violates.
enum class DubovCriterion : std::uint8_t {
  None,
  C1NoRematch,          // 2.1.1 absolute: no second game between two players
  C2NoSecondBye,        // 2.1.2 absolute: PAB eligibility (C.04.1 4)
  C3AbsoluteColour,     // 2.1.3 absolute: no two players with the same absolute preference
  C4Completion,         // 2.2.1 the players still to be paired can all be paired
  C5Upfloaters,         // 2.3.1 minimise the number of upfloaters
  C6UpfloaterScores,    // 2.3.2 minimise the score differences of the upfloaters
  C7ColourPreference,   // 2.3.3 minimise players not given their colour preference
  C8MaximumUpfloaters,  // 2.3.4 minimise maximum upfloaters upfloated (not in the last round)
  C9MaximumUpfloats,    // 2.3.5 minimise how often they have upfloated (not in the last round)
  C10RepeatedUpfloat,  // 2.3.6 minimise upfloaters who upfloated last round (not in the last round)
  Order,               // 3.2.2 / 4.2: the first set in the sequence-number order
};

// The criterion's short label ("C1", ..., "C10", "order"); not a sentence.
std::string dubovCriterionLabel(DubovCriterion c);

// How well a bracket's choice of upfloaters meets C6-C10 (C.04.4.1 3.2.2).
struct UpfloaterQuality {
  std::vector<tournament::HalfPoints> scores;  // C6: the upfloaters' scores, ascending
  int colourViolations = 0;                    // C7
  int maximumUpfloaters = 0;                   // C8
  int maximumUpfloats = 0;                     // C9: their upfloats counted together
  int repeatedUpfloaters = 0;                  // C10
};

// The quality of `upfloaters` (C8-C10 count only when `floatCriteria`, i.e.
// not in the last round; C7 is taken as given).
UpfloaterQuality upfloaterQuality(const std::vector<DubovPlayer>& players,
                                  const std::vector<int>& upfloaters, int colourViolations,
                                  int maxUpfloats, bool floatCriteria);

// The first criterion (C6-C10) by which `a` and `b` differ, and whether `a`
// is the better there; DubovCriterion::None when they are equal.
struct QualityComparison {
  DubovCriterion criterion = DubovCriterion::None;
  bool firstBetter = false;
};
QualityComparison compareQuality(const UpfloaterQuality& a, const UpfloaterQuality& b);

}  // namespace pairing
