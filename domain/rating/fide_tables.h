// SPDX-License-Identifier: MIT
#pragma once

namespace rating {

// FIDE Rating Regulations B.02 (2024), the two conversion tables, held as
// data exactly as printed in the Handbook (not the logistic formula, which
// differs from them by a few points).

// Table 8.1.1: the rating difference dp for a fractional score p, with p
// given in hundredths (0..100). p = 1.00 gives +800 and p = 0.00 gives -800
// (the notional end values used by performance ratings and C.07 TPR).
// Values outside 0..100 are clamped.
int ratingDifferenceForScore(int percentage);

// Table 8.1.2: the expected score PD, in hundredths, of a player whose
// rating is `difference` points above the opponent's (negative: below):
// the higher-rated player H gets the table value, the lower L = 100 - H.
// The table ends at 735 (PD .99); any larger difference gives 1.00.
// No 400-point cap is applied here; callers cap the difference first.
int expectedScoreHundredths(int difference);

}  // namespace rating
