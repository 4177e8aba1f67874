// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/bracket_solver.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace pairing {

// What the ideal-candidate search sees of the round: players by rank, the
// role of each while this bracket is paired, the colour drawn before
// round 1, the C1/C3 test and PAB eligibility (C2).
struct BracketInput {
  const std::vector<PairingPlayer>& ranked;
  const std::vector<Role>& roles;
  tournament::Color initial;
  const std::function<bool(int, int)>& compatible;
  const std::vector<bool>& byeEligible;
};

// Speed device for C.04.3 art. 3-4 without any weighted matching: walks
// the candidates of the bracket in generation order (MDPs by rank with
// the first resident that fits, then S1 of the remainder against the
// transpositions of S2, in lexicographic order) and stops at the first
// candidate that attains, criterion by criterion, a bound no candidate can
// beat: C4 and C5 (everyone left can be paired, the PAB to the lowest
// score), C6-C7 (every MDP and all residents but the odd one paired), C8
// (the next bracket pairs everyone it can), C9 (the PAB, in the last
// bracket, to an eligible resident with the fewest unplayed rounds),
// C10-C11 (no topscorer pair breaks them), C12-C13 (the fewest colour
// conflicts the counts of preferences allow), C14-C21 (no repeated float).
// Such a candidate is the first best one, the pairing the matching would
// give. Returns nothing when the bound is not attained by the first split
// or the search grows too long; the caller then pairs the bracket by
// weighted matching.
std::optional<BracketResult> idealBracket(const BracketInput& input);

// For a bracket above the last: do its downfloaters let C8 reach its bound
// (they and the next scoregroup pair everyone but one of the scoregroup)
// and C4/C5 theirs (he and everyone below can be paired, the PAB at the
// lowest score)? Unknown when another odd one out might have done better.
enum class BoundsBelow : std::uint8_t { Reached, C8Missed, Unknown };
BoundsBelow boundsBelow(const BracketInput& input, const std::vector<int>& downfloaters);

// C.04.3 C4 with C2 and C5: can `players` (rank indices) all be paired,
// one PAB going to an eligible player of score `byeScore` if their number
// is odd (any eligible player when `byeScore` is empty)?
bool canPairAll(const BracketInput& input, const std::vector<int>& players,
                std::optional<tournament::HalfPoints> byeScore);

}  // namespace pairing
