// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/absolute_violations.h"
#include "domain/pairing/dutch_options.h"
#include "domain/pairing/pairing.h"
#include "domain/tournament/tournament_state.h"

#include <cstdint>
#include <expected>
#include <optional>
#include <vector>

namespace pairing {

// The checker's findings for the last paired round of a tournament.
struct CheckReport {
  int round = 0;
  DutchEdition edition = DutchEdition::Rules2026;  // the criteria it was checked by
  Pairing given;                                   // the pairing found in the state
  std::vector<Violation> violations;               // absolute criteria broken (empty = legal)
  std::optional<Pairing> ours;                     // our pairing of the same round, if one exists
  bool sameAsOurs = false;                         // same pairs with the same colours
  // The first criterion in which the given pairing and ours differ: C4
  // when one leaves more players out, else the first absolute criterion
  // the given one breaks, else the first quality criterion from the top
  // bracket down (Criterion::Order when only the generation order
  // separates them); `oursBetter` says which side it favours. The 2017
  // edition is ranked by the engine's own 2017 weights
  // (bracket_weights_2017.cpp), bracket by bracket while both pairings
  // move the same players down; its criteria keep the 2026 names they
  // stand for (criterionLabel(c, edition) gives the 2017 numbers).
  Criterion firstDifference = Criterion::None;
  bool oursBetter = false;
};

enum class CheckFailureCode : std::uint8_t {
  NoPairedRound,  // nothing is paired yet
};

// A free pairing checker in the sense of C.04.2 1.4: takes a state whose
// last round is paired (by us, by hand or by another program), lists every
// violated absolute criterion and compares the round with the pairing our
// engine makes from the rounds before it.
std::expected<CheckReport, CheckFailureCode> checkLastRound(
    const tournament::TournamentState& state, const DutchOptions& options = {});

}  // namespace pairing
