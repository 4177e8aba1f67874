// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/section_view.h"
#include "domain/standings/tiebreak.h"
#include "domain/standings/working.h"

#include <optional>
#include <span>
#include <vector>

namespace standings {

// The rating-based tie-breaks of C.07 10 for every player (index start
// number - 1), over the opponents met over the board (forfeits are never
// games here, also in a round robin). An unrated opponent counts with the
// /U rating; without one, every value is undefined when any player of the
// section is unrated (C.07 5: the tie-break is dropped).
// - ARO (10.1): the mean opponent rating, .5 up; /C1 drops the lowest;
// - TPR (10.2): ARO + dp(p), p = score / games rounded .5 up to hundredths,
//   dp from B.02 table 8.1.1 (p = 1 gives +800, p = 0 gives -800);
// - PTP (10.3): the lowest whole rating R with sum PD(R - Ri) >= score,
//   PD from table 8.1.2 without the 400-point rule; a zero score gives the
//   lowest opponent rating - 800;
// - APRO, APPO (10.4, 10.5): the mean TPR or PTP of the opponents, .5 up.
std::vector<TieBreakWorking> ratingTieBreak(const SectionView& view, const TieBreak& tieBreak);

// C.07 10.3: the perfect tournament performance for `score` half-points
// against `ratings`; nullopt without opponents.
std::optional<int> perfectPerformance(std::span<const int> ratings, int score);

}  // namespace standings
