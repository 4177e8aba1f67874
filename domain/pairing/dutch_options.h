// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/baku_acceleration.h"
#include "domain/tournament/tournament_state.h"

#include <cstdint>
#include <optional>

namespace pairing {

// The edition of C.04.3 a tournament is paired by (tournament_state.h).
using DutchEdition = tournament::DutchEdition;

// How the Dutch engine pairs a round (dutch_pairer.h).
struct DutchOptions {
  // The edition; unset: the state's (TournamentState::edition, a
  // section's setting or the TRF's record 192).
  std::optional<DutchEdition> edition;
  bool explain = false;                  // fill Pairing::explanation
  std::optional<BakuAcceleration> baku;  // C.04.7, off by default
  // The speed devices: the ideal-candidate search (ideal_bracket.h), the
  // matching over a bracket alone, and the exact filters that reject
  // candidates without a matching (duality bounds, colour counts). Off,
  // every bracket is paired by one matching per candidate; the pairing is
  // the same (tests compare the two), only slower.
  bool shortcuts = true;
  // C18-C21 (2026) compared as the text writes them, descending lists of
  // score differences, instead of sums (the default); only the generated
  // search for a round where the two differ (dutch_float_lists_test.cpp)
  // sets it.
  bool floatScoreLists = false;
};

// The edition a round of `state` is paired by: the options', else the state's.
inline DutchEdition editionFor(const tournament::TournamentState& state,
                               const DutchOptions& options) {
  return options.edition.value_or(state.edition);
}

}  // namespace pairing
