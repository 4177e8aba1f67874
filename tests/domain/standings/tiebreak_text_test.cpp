// SPDX-License-Identifier: MIT
#include "domain/standings/tiebreak_text.h"

#include <gtest/gtest.h>

// The corpus format (shared/corpus/tiebreaks/README.md): at least the
// minimum decimals of the kind, more when the value needs them.
TEST(TieBreakText, PrintsTheDecimalsTheValueNeeds) {
  EXPECT_EQ(standings::tieBreakText(1450, 1), "14.5");
  EXPECT_EQ(standings::tieBreakText(1400, 1), "14.0");
  EXPECT_EQ(standings::tieBreakText(1225, 2), "12.25");
  EXPECT_EQ(standings::tieBreakText(245000, 0), "2450");
  EXPECT_EQ(standings::tieBreakText(1250, 0), "12.5");
  EXPECT_EQ(standings::tieBreakText(-50, 1), "-0.5");
  EXPECT_EQ(standings::tieBreakText(std::nullopt, 1), "-");
}
