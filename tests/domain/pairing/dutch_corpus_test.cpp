// SPDX-License-Identifier: MIT
// The whole DEV corpus of ../shared/corpus/pairing/dutch/: the pairing of
// the next round must equal bbpPairings v6.0.0's (same pairs, same colours).
#include "domain/pairing/dutch_pairer.h"
#include "tests/domain/pairing/corpus_case.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace pairing;
using namespace pairing::testing;

namespace {

std::vector<std::pair<int, int>> sorted(const auto& boards) {
  std::vector<std::pair<int, int>> out;
  for (const auto& b : boards) out.emplace_back(b.white, b.black);
  std::sort(out.begin(), out.end());
  return out;
}

bool inSameOrder(const Pairing& ours, const interchange::PairList& reference) {
  std::vector<std::pair<int, int>> a;
  std::vector<std::pair<int, int>> b;
  for (const auto& x : ours.boards) a.emplace_back(x.white, x.black);
  for (const auto& x : reference.boards) b.emplace_back(x.white, x.black);
  return a == b;
}

template <typename P>
std::string describe(const P& p) {
  std::string out;
  for (const auto& b : p.boards)
    out += std::to_string(b.white) + "-" + std::to_string(b.black) + " ";
  if (p.bye) out += "bye " + std::to_string(*p.bye);
  return out;
}

}  // namespace

TEST(DutchCorpusSlow, EveryCaseGivesTheReferencePairsAndColours) {
  int same = 0;
  int sameOrder = 0;
  int cases = 0;
  const char* only = std::getenv("DUTCH_CASE");
  for (int c = 1; c <= 150; ++c) {
    char name[8];
    std::snprintf(name, sizeof name, "%03d", c);
    if (only && std::string(only) != name) continue;
    const std::string base = corpusDir() + "/dutch/" + name;
    const auto state = readCorpusTrf(base + ".trf");
    const auto expected = readPairs(base + ".pairs");
    ASSERT_TRUE(state && expected) << name;
    ++cases;
    const auto result = pairDutch(*state);
    ASSERT_TRUE(result.has_value()) << name;
    const bool pairsEqual =
        sorted(result->boards) == sorted(expected->boards) && result->bye == expected->bye;
    EXPECT_TRUE(pairsEqual) << "case " << name << "\n  ours: " << describe(*result)
                            << "\n  reference: " << describe(*expected);
    if (pairsEqual) ++same;
    if (pairsEqual && inSameOrder(*result, *expected)) ++sameOrder;
  }
  std::printf("dutch corpus: %d/%d same pairs and colours, %d/%d same board order\n", same, cases,
              sameOrder, cases);
  EXPECT_EQ(same, cases);
  EXPECT_EQ(sameOrder, cases);
}
