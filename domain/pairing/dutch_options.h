// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/baku_acceleration.h"

#include <cstdint>
#include <optional>

namespace pairing {

// The edition of C.04.3 a tournament is paired by (TRF26 record 192
// FIDE_DUTCH_2026 / FIDE_DUTCH_2017).
enum class DutchEdition : std::uint8_t {
  Rules2026,  // approved 2024, applied from 1 Feb 2026: criteria C1-C21
  Rules2017,  // Baku 2016 with the Goynuk 2017 additions (in force until
              // January 2026): criteria C1-C19, PSD (A.8), no C5/C9 of 2026
};

// How the Dutch engine pairs a round (dutch_pairer.h).
struct DutchOptions {
  DutchEdition edition = DutchEdition::Rules2026;
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

}  // namespace pairing
