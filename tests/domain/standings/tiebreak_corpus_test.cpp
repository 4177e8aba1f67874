// SPDX-License-Identifier: MIT
// Our tie-breaks against TieBreakServer's values (shared/corpus/tiebreaks):
// the FIDE TEC exercises on their own, then every expected file.
#include "tests/domain/standings/tiebreak_corpus.h"

#include <gtest/gtest.h>

namespace standings::testing {
namespace {

void expectNoMismatch(const std::filesystem::path& path) {
  SCOPED_TRACE(path.filename().string());
  const auto expected = readExpected(path);
  ASSERT_FALSE(expected.rows.empty());
  ASSERT_GT(expected.rounds, 0);
  const auto found = mismatches(expected);
  std::string report;
  for (std::size_t i = 0; i < found.size() && i < 20; ++i) report += found[i] + "\n";
  EXPECT_TRUE(found.empty()) << found.size() << " cells differ:\n" << report;
}

TEST(TieBreakCorpus, FideExercisesMatchEveryCellInBothEditions) {
  int files = 0;
  for (const auto& path : allExpectedFiles()) {
    if (path.filename().string().rfind("fide-c07-held-exercises-", 0) != 0) continue;
    expectNoMismatch(path);
    ++files;
  }
  EXPECT_EQ(files, 6);  // swiss5, swiss9, rr6 x two editions
}

TEST(TieBreakCorpusSlow, EveryExpectedFileMatchesExceptDoubtfulCells) {
  const auto files = allExpectedFiles();
  EXPECT_EQ(files.size(), 30u + 80u);  // 15 inputs and 40 generated, two editions each
  for (const auto& path : files) expectNoMismatch(path);
}

}  // namespace
}  // namespace standings::testing
