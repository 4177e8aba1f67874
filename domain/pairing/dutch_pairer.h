// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/pairing.h"
#include "domain/tournament/tournament_state.h"

#include <expected>

namespace pairing {

// C.04.7 Baku acceleration. Group A is the first `groupASize` players by TPN
// (0 = the FIDE default 2 * ceil(N / 4)); they carry `fullPointRounds`
// rounds of one virtual point (a win's value) and then `halfPointRounds`
// rounds of half that (0 = the defaults ceil(ceil(R/2)/2) and
// ceil(R/2) - that). Virtual points count only for pairing.
struct BakuAcceleration {
  int groupASize = 0;
  int fullPointRounds = 0;
  int halfPointRounds = 0;
};

struct DutchOptions {
  bool explain = false;                  // fill Pairing::explanation
  std::optional<BakuAcceleration> baku;  // C.04.7, off by default
  // The speed devices: the ideal-candidate search (ideal_bracket.h), the
  // matching over a bracket alone, and the exact filters that reject
  // candidates without a matching (duality bounds, colour counts). Off,
  // every bracket is paired by one matching per candidate; the pairing is
  // the same (tests compare the two), only slower.
  bool shortcuts = true;
};

// Pairs the next round (state.roundsRecorded() + 1) of a Dutch Swiss
// (C.04.3, 2026 edition, with the handling rules of C.04.2). Players whose
// entry for that round is already a bye or absence (H, F, Z, U) are not
// paired. Boards come in C.04.2 3.6 order; the PAB, if any, in `bye`.
// Fails with a code naming the criterion that cannot be met.
std::expected<Pairing, PairingFailure> pairDutch(const tournament::TournamentState& state,
                                                 const DutchOptions& options = {});

}  // namespace pairing
