// SPDX-License-Identifier: MIT
// The 500-player case of ../shared/corpus/pairing/perf/ (round 8 of an open
// paired by bbpPairings v6.0.0): the same boards, colours and board order.
// It guards the speed devices of the engine (ideal-candidate search,
// window) against exactness regressions; the larger cases stay in
// tests/bench/dutch_perf.sh.
#include "domain/pairing/dutch_pairer.h"
#include "tests/domain/pairing/corpus_case.h"

#include <gtest/gtest.h>

using namespace pairing;
using namespace pairing::testing;

TEST(DutchPerfSlow, FiveHundredPlayersRoundEightGivesTheReferencePairing) {
  const std::string base = corpusDir() + "/perf/p0500_r08";
  const auto state = readCorpusTrf(base + ".trf");
  const auto expected = readPairs(base + ".pairs");
  ASSERT_TRUE(state && expected);
  const auto result = pairDutch(*state);
  ASSERT_TRUE(result.has_value());
  ASSERT_EQ(result->boards.size(), expected->boards.size());
  for (std::size_t i = 0; i < expected->boards.size(); ++i) {
    EXPECT_EQ(result->boards[i].white, expected->boards[i].white) << "board " << i + 1;
    EXPECT_EQ(result->boards[i].black, expected->boards[i].black) << "board " << i + 1;
  }
  EXPECT_EQ(result->bye, expected->bye);
}
