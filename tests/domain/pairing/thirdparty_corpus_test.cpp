// SPDX-License-Identifier: MIT
// Every case of ../shared/corpus/pairing/thirdparty/ (bbpPairings' own
// regression cases and hand-made ones, not made by our generator): the
// next round must equal bbpPairings v6.0.0's output - the same pairs, the
// same colours, the same board order, the same PAB. The files keep their
// original line endings (bbp_issue_7.trf: CR alone).
#include "domain/pairing/dutch_pairer.h"
#include "tests/domain/pairing/corpus_case.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

using namespace pairing;
using namespace pairing::testing;

namespace {

std::vector<std::string> caseNames() {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(corpusDir() + "/thirdparty"))
    if (entry.path().extension() == ".trf") names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace

TEST(DutchThirdParty, EveryCaseGivesTheReferencePairsColoursAndBoardOrder) {
  const auto names = caseNames();
  // The four cases the corpus README lists; more may be added.
  ASSERT_GE(names.size(), 4u);
  for (const auto& name : names) {
    const std::string base = corpusDir() + "/thirdparty/" + name;
    const auto state = readCorpusTrf(base + ".trf");
    const auto expected = readPairs(base + ".pairs");
    ASSERT_TRUE(state && expected) << name;
    const auto result = pairDutch(*state);
    ASSERT_TRUE(result.has_value()) << name;
    std::vector<std::pair<int, int>> ours;
    std::vector<std::pair<int, int>> reference;
    for (const auto& b : result->boards) ours.emplace_back(b.white, b.black);
    for (const auto& b : expected->boards) reference.emplace_back(b.white, b.black);
    EXPECT_TRUE(ours == reference && result->bye == expected->bye)
        << name << "\n  ours:      " << describe(*result)
        << "\n  reference: " << describe(*expected);
  }
}

// thirdparty/min8_only_one_legal_pairing: eight players on 3 points after
// six draws; each has met everyone but his partner in 1-2, 3-4, 5-6, 7-8.
// The plain split (S1 = 1 2 3 4) and every exchange of one player pair two
// of those partners on one side. C.04.3 art. 4.3: of the two-player
// exchanges, the smallest BSN-sum difference that separates every pair is
// 2,4 out and 5,7 in (5 + 7 - 2 - 4 = 6; 1,4/5,7 and 2,3/5,7 give 7), so
// S1 = 1 3 5 7, S2 = 2 4 6 8 and the pairs 1-2, 3-4, 5-6, 7-8.
TEST(DutchThirdParty, TwoPlayerExchangeWhenOnlyOnePairingIsLegal) {
  const auto state = readCorpusTrf(corpusDir() + "/thirdparty/min8_only_one_legal_pairing.trf");
  ASSERT_TRUE(state);
  const auto result = pairDutch(*state);
  ASSERT_TRUE(result.has_value());
  ASSERT_EQ(result->boards.size(), 4u);
  EXPECT_FALSE(result->bye);
  std::vector<std::pair<int, int>> pairs;
  for (const auto& b : result->boards)
    pairs.emplace_back(std::min(b.white, b.black), std::max(b.white, b.black));
  std::sort(pairs.begin(), pairs.end());
  EXPECT_EQ(pairs, (std::vector<std::pair<int, int>>{{1, 2}, {3, 4}, {5, 6}, {7, 8}}));
}
