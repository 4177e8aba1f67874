// SPDX-License-Identifier: MIT
// The pairing checker by the 2017 edition of C.04.3 (the criteria C1-C19
// of Baku 2016 / Goynuk 2017, ranked by the engine's 2017 weights): the
// reference engine's 2017 answers (bbpPairings v5.0.1,
// ../shared/corpus/pairing/dutch-2017/) are judged no worse than ours, and
// hand-made worse pairings are reported with the criterion that separates
// them, in the 2017 numbering.
#include "domain/pairing/pairing_checker.h"
#include "domain/pairing/pairing_player.h"
#include "tests/domain/pairing/corpus_case.h"
#include "tests/domain/pairing/state_builder.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

using namespace pairing;
using pairing::testing::StateBuilder;

namespace {

tournament::TournamentState by2017(tournament::TournamentState state) {
  state.edition = DutchEdition::Rules2017;
  return state;
}

}  // namespace

// Every one of the 150 answers, recorded as the next round of its input
// and checked by the 2017 criteria: legal, and ours
// (DutchCorpusSlow.The2017Edition...).
TEST(PairingChecker2017Slow, TheReferenceAnswersAreJudgedEqualToTheBest) {
  int same = 0, cases = 0;
  for (int c = 1; c <= 150; ++c) {
    char name[8];
    std::snprintf(name, sizeof name, "%03d", c);
    const auto state =
        pairing::testing::readCorpusTrf(pairing::testing::corpusDir() + "/dutch/" + name + ".trf");
    const auto answer = pairing::testing::readPairs(pairing::testing::corpusDir() + "/dutch-2017/" +
                                                    name + ".pairs");
    ASSERT_TRUE(state && answer) << name;
    Pairing given;
    given.round = roundToPair(*state);
    for (const auto& b : answer->boards) given.boards.push_back({b.white, b.black});
    given.bye = answer->bye;
    const auto report = checkLastRound(pairing::testing::withRound(by2017(*state), given));
    ASSERT_TRUE(report) << name;
    ++cases;
    EXPECT_EQ(report->edition, DutchEdition::Rules2017);
    EXPECT_TRUE(report->violations.empty()) << name;
    ASSERT_TRUE(report->ours) << name;
    if (report->sameAsOurs) {
      ++same;
      continue;
    }
    EXPECT_TRUE(!report->oursBetter || report->firstDifference == Criterion::Order)
        << name << ": ours better in "
        << criterionLabel(report->firstDifference, DutchEdition::Rules2017);
  }
  EXPECT_EQ(cases, 150);
  EXPECT_EQ(same, 150);
}

// Round 2 of four players: 1 beat 3 and 2 beat 4 with White in round 1,
// so 1 and 2 have a point, 3 and 4 none. 2017 C5 (maximise the pairs in
// the bracket): ours pairs the one-point bracket 1-2 (1 pair); the given
// 1-4, 2-3 pairs nobody there (0 pairs) - the first difference, shown as
// "C5" in the 2017 numbering.
TEST(PairingChecker2017, ABracketWithFewerPairsIsWorseByC5) {
  const auto report =
      checkLastRound(by2017(StateBuilder(4, 5).round("1-3:1 2-4:1").round("4-1:= 3-2:=").state()));
  ASSERT_TRUE(report);
  EXPECT_TRUE(report->violations.empty());
  EXPECT_FALSE(report->sameAsOurs);
  EXPECT_EQ(report->firstDifference, Criterion::C6Pairs);
  EXPECT_EQ(criterionLabel(report->firstDifference, report->edition), "C5");
  EXPECT_TRUE(report->oursBetter);
}

// Round 2 after 1-3 and 2-4 drawn (1 and 2 had White): the same pairs as
// ours (4-1, 3-2) with 1 and 2 on White again break all four colour
// preferences (2017 C10, minimise the players who do not get their
// preference); ours breaks none. The colours given are what is counted.
TEST(PairingChecker2017, TheColoursGivenAreCountedByC10) {
  const auto report =
      checkLastRound(by2017(StateBuilder(4, 5).round("1-3:= 2-4:=").round("1-4:= 2-3:=").state()));
  ASSERT_TRUE(report);
  EXPECT_TRUE(report->violations.empty());
  EXPECT_EQ(report->firstDifference, Criterion::C12ColourPreference);
  EXPECT_EQ(criterionLabel(report->firstDifference, report->edition), "C10");
  EXPECT_TRUE(report->oursBetter);
}

// The engine's own round: the same.
TEST(PairingChecker2017, AcceptsTheEnginesOwnPairing) {
  const auto report =
      checkLastRound(by2017(StateBuilder(4, 5).round("1-3:= 2-4:=").round("4-1:= 3-2:=").state()));
  ASSERT_TRUE(report);
  EXPECT_TRUE(report->sameAsOurs);
  EXPECT_EQ(report->edition, DutchEdition::Rules2017);
}
