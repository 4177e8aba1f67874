// SPDX-License-Identifier: MIT
// The DEV corpus of ../shared/corpus/pairing/dubov/: 100 states on which two
// open implementations of the 2026 Dubov text (py4swiss 0.3.1 and
// CPPDubovSystem 2.2) agree; the pairing of the next round must equal
// theirs (same pairs, same colours, same PAB). DUBOV_CASE=NNN pairs one
// case only.
#include "domain/pairing/dubov_pairer.h"
#include "tests/domain/pairing/corpus_case.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace pairing;
using namespace pairing::testing;

namespace {

std::vector<std::pair<int, int>> sortedPairs(const auto& boards) {
  std::vector<std::pair<int, int>> out;
  for (const auto& b : boards) out.emplace_back(b.white, b.black);
  std::sort(out.begin(), out.end());
  return out;
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

TEST(DubovCorpus, EveryCaseGivesTheAgreedPairsColoursAndBye) {
  const char* only = std::getenv("DUBOV_CASE");
  int cases = 0;
  int same = 0;
  int sameOrder = 0;
  for (int c = 1; c <= 100; ++c) {
    char name[8];
    std::snprintf(name, sizeof name, "%03d", c);
    if (only && std::string(only) != name) continue;
    const auto state = readCorpusTrf(corpusDir() + "/dubov/" + name + ".trf");
    const auto expected = readPairs(corpusDir() + "/dubov/" + name + ".pairs");
    ASSERT_TRUE(state && expected) << name;
    ++cases;
    const auto result = pairDubov(*state);
    EXPECT_TRUE(result.has_value()) << name;
    if (!result) continue;
    const bool equal = sortedPairs(result->boards) == sortedPairs(expected->boards) &&
                       result->bye == expected->bye;
    EXPECT_TRUE(equal) << "case " << name << "\n  ours:      " << describe(*result)
                       << "\n  reference: " << describe(*expected);
    if (!equal) continue;
    ++same;
    std::vector<std::pair<int, int>> a;
    std::vector<std::pair<int, int>> b;
    for (const auto& x : result->boards) a.emplace_back(x.white, x.black);
    for (const auto& x : expected->boards) b.emplace_back(x.white, x.black);
    if (a == b) ++sameOrder;
  }
  std::printf("dubov corpus: %d/%d same pairs, colours and PAB; %d/%d same board order\n", same,
              cases, sameOrder, cases);
  EXPECT_EQ(sameOrder, same);
}
