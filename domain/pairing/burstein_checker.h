// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/absolute_violations.h"
#include "domain/pairing/pairing.h"
#include "domain/pairing/pairing_checker.h"
#include "domain/tournament/tournament_state.h"

#include <cstdint>
#include <expected>
#include <optional>
#include <string>
#include <vector>

namespace pairing {

// What separates a given Burstein round from ours (C.04.4.2 2, 4, 5).
enum class BursteinCriterion : std::uint8_t {
  None,
  C1NoRematch,
  C2NoSecondBye,  // also: another PAB than 3.1 gives
  C3AbsoluteColour,
  C4Completion,
  C5Pairs,
  C6FloaterScores,
  C7NextBracket,
  C8ColourPreference,
  Order,         // 4.3: equal by C5-C8, later in the order of pairings
  Colours,       // the same pairs, other colours than 5.2 gives
  SeedingRound,  // 1.6: a seeding round, not the Dutch system's pairing
};

// "C1" ... "C8", "4.3", "5.2", "1.6": the article's short label.
std::string bursteinCriterionLabel(BursteinCriterion c);

struct BursteinCheckReport {
  int round = 0;
  Pairing given;                      // the pairing found in the state
  std::vector<Violation> violations;  // absolute criteria broken (empty = legal)
  std::optional<Pairing> ours;        // our pairing of the same round, if one exists
  bool sameAsOurs = false;            // same pairs, same colours, same PAB
  // The first absolute criterion the given round breaks; else C2 when the
  // PAB differs (3.1 gives it first); else, bracket by bracket from the
  // top, the first of C5-C8 by which the given bracket differs from ours,
  // or 4.3 when only the order of pairings does; else 5.2. `oursBetter`
  // says which side it favours.
  BursteinCriterion firstDifference = BursteinCriterion::None;
  bool oursBetter = false;
};

// A free pairing checker for the Burstein system (C.04.2 1.4): takes a
// state whose round `round` is paired, lists every violated absolute
// criterion and compares the round with the pairing our engine makes from
// the rounds before it. round 0 = the last paired round.
std::expected<BursteinCheckReport, CheckFailureCode> checkBursteinRound(
    const tournament::TournamentState& state, int round = 0);

}  // namespace pairing
