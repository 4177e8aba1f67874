// SPDX-License-Identifier: MIT
// A cross-check against ../shared/corpus/pairing/burstein/: 150 states paired
// by bbpPairings v6.0.0, whose Burstein engine follows the ORIGINAL Handbook
// text (its README), two editions before the 2025 text we implement. No
// agreement is expected; what the texts share is checked: every case pairs,
// and bbp's round breaks none of the absolute criteria our checker knows
// (C1 no rematch, C2 the PAB, C3 absolute colours, C4 everyone paired). The
// agreement per round and the article of the 2025 text that first separates
// the two pairings (checkBurstein on bbp's round) are printed.
#include "domain/pairing/burstein_checker.h"
#include "domain/pairing/burstein_pairer.h"
#include "tests/domain/pairing/corpus_case.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <map>

using namespace pairing;
using namespace pairing::testing;

TEST(BursteinCorpus, BbpPairingsOriginalTextSharesTheAbsoluteCriteria) {
  std::map<int, std::pair<int, int>> agreement;  // round -> (same, cases)
  std::map<std::string, int> firstDifference;    // the 2025 article that separates them
  for (int c = 1; c <= 150; ++c) {
    char name[8];
    std::snprintf(name, sizeof name, "%03d", c);
    const auto state = readCorpusTrf(corpusDir() + "/burstein/" + name + ".trf");
    const auto expected = readPairs(corpusDir() + "/burstein/" + name + ".pairs");
    ASSERT_TRUE(state && expected) << name;
    const auto ours = pairBurstein(*state);
    ASSERT_TRUE(ours.has_value()) << name;
    Pairing theirs;
    theirs.round = ours->round;
    for (const auto& b : expected->boards) theirs.boards.push_back({b.white, b.black});
    theirs.bye = expected->bye;
    const auto report = checkBursteinRound(withRound(*state, theirs), ours->round);
    ASSERT_TRUE(report.has_value()) << name;
    EXPECT_TRUE(report->violations.empty()) << "case " << name << ": " << describe(theirs);
    auto& [same, cases] = agreement[ours->round];
    ++cases;
    if (report->sameAsOurs) ++same;
    ++firstDifference[report->sameAsOurs ? std::string("same")
                                         : bursteinCriterionLabel(report->firstDifference)];
  }
  for (const auto& [round, counts] : agreement)
    std::printf("burstein corpus, round %d: %d of %d the same\n", round, counts.first,
                counts.second);
  for (const auto& [label, count] : firstDifference)
    std::printf("burstein corpus, first difference %s: %d cases\n", label.c_str(), count);
}
