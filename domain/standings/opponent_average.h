// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/section_view.h"
#include "domain/standings/working.h"

#include <vector>

namespace standings {

// The mean of a per-player value over the opponents a player met over the
// board, for every player: AOB (8.2, the opponents' BH rounded half-up to
// 0.01) and APRO / APPO (10.4, 10.5, their TPR / PTP rounded .5 up to a
// whole number). `values` is indexed by start number - 1; undefined values
// are left out; `unit` is the rounding step in hundredths (1 or 100). A
// player without such an opponent gets an undefined value.
std::vector<TieBreakWorking> averageOverOpponents(const SectionView& view,
                                                  const std::vector<TieBreakWorking>& values,
                                                  std::int64_t unit);

}  // namespace standings
