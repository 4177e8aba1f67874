// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/absolute_violations.h"
#include "domain/pairing/dubov_criteria.h"
#include "domain/pairing/pairing.h"
#include "domain/pairing/pairing_checker.h"
#include "domain/tournament/tournament_state.h"

#include <expected>
#include <optional>
#include <vector>

namespace pairing {

// The Dubov checker's findings for one paired round.
struct DubovCheckReport {
  int round = 0;
  Pairing given;                      // the pairing found in the state
  std::vector<Violation> violations;  // absolute criteria broken (empty = legal)
  std::optional<Pairing> ours;        // our pairing of the same round, if one exists
  bool sameAsOurs = false;            // same pairs, same colours, same PAB
  // The first criterion by which the given pairing and ours differ: the
  // first absolute criterion the given one breaks; else C2 when the PAB
  // differs (3.1 gives it first); else, scoregroup by scoregroup from the
  // top, C5 (upfloaters), C6 (their scores), C7 (colour preferences),
  // C8-C10 (upfloat history, not in the last round), then Order: the set
  // of upfloaters first in sequence-number order (4.2), since a scoregroup
  // is settled before the ones below it (3.2); Order also when only the
  // choice among equals (4.3-4.4, 5.2) separates them. `oursBetter` says
  // which side it favours.
  DubovCriterion firstDifference = DubovCriterion::None;
  bool oursBetter = false;
};

// A free pairing checker for the Dubov system (C.04.2 1.4): takes a state
// whose round `round` is paired (by us, by hand or by another program),
// lists every violated absolute criterion and compares the round with the
// pairing our engine makes from the rounds before it. round 0 = the last
// paired round.
std::expected<DubovCheckReport, CheckFailureCode> checkDubovRound(
    const tournament::TournamentState& state, int round = 0);

}  // namespace pairing
