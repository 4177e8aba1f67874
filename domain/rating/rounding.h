// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

namespace rating {

// numerator / denominator rounded to the nearest integer, halves away from
// zero (B.02 8.3: ".5 rounded away from zero"; C.07 ARO: ".5 up").
// `denominator` must be positive.
constexpr std::int64_t roundedQuotient(std::int64_t numerator, std::int64_t denominator) {
  if (numerator < 0) return -roundedQuotient(-numerator, denominator);
  return (2 * numerator + denominator) / (2 * denominator);
}

}  // namespace rating
