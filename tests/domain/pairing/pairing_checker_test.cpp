// SPDX-License-Identifier: MIT
#include "domain/pairing/pairing_checker.h"
#include "tests/domain/pairing/state_builder.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace pairing;
using pairing::testing::StateBuilder;

namespace {
bool has(const CheckReport& r, ViolationCode code, int player) {
  return std::any_of(r.violations.begin(), r.violations.end(), [&](const Violation& v) {
    return v.code == code && (v.player == player || v.opponent == player);
  });
}
}  // namespace

// Round 2 as the engine pairs it (see DutchRules.C1...): legal and identical.
TEST(PairingChecker, AcceptsTheEnginesOwnPairing) {
  auto report =
      checkLastRound(StateBuilder(4, 5).round("1-3:= 2-4:=").round("4-1:= 3-2:=").state());
  ASSERT_TRUE(report);
  EXPECT_EQ(report->round, 2);
  EXPECT_TRUE(report->violations.empty());
  EXPECT_TRUE(report->sameAsOurs);
}

// C1: 1-3 and 2-4 again.
TEST(PairingChecker, C1ReportsEveryRematch) {
  auto report =
      checkLastRound(StateBuilder(4, 5).round("1-3:= 2-4:=").round("3-1:= 4-2:=").state());
  ASSERT_TRUE(report);
  EXPECT_TRUE(has(*report, ViolationCode::Rematch, 1));
  EXPECT_TRUE(has(*report, ViolationCode::Rematch, 2));
  EXPECT_FALSE(report->sameAsOurs);
  EXPECT_EQ(report->firstDifference, Criterion::C1NoRematch);
  EXPECT_TRUE(report->oursBetter);
}

// C2: player 3 had the PAB in round 1 and gets it again in round 2.
TEST(PairingChecker, C2ReportsASecondPairingAllocatedBye) {
  auto report = checkLastRound(StateBuilder(3, 5).round("1-2:1 3:U").round("2-1:= 3:U").state());
  ASSERT_TRUE(report);
  EXPECT_TRUE(has(*report, ViolationCode::SecondBye, 3));
  EXPECT_TRUE(has(*report, ViolationCode::Rematch, 1));
}

// C3: 1 and 2 both had White twice (absolute Black) and meet in round 3.
TEST(PairingChecker, C3ReportsTwoEqualAbsolutePreferences) {
  auto report = checkLastRound(
      StateBuilder(4, 5).round("1-3:= 2-4:=").round("1-4:= 2-3:=").round("1-2:= 3-4:=").state());
  ASSERT_TRUE(report);
  EXPECT_TRUE(has(*report, ViolationCode::AbsoluteColourConflict, 1));
  EXPECT_TRUE(has(*report, ViolationCode::AbsoluteColourIgnored, 1));
  EXPECT_FALSE(report->ours.has_value());  // no legal pairing exists
}

// Legal but worse: 1-4 and 2-3 with 1 and 2 on White again break four
// colour preferences; ours (4-1, 3-2) breaks none: C12 is the first difference.
TEST(PairingChecker, NamesTheFirstQualityCriterionThatDiffers) {
  auto report =
      checkLastRound(StateBuilder(4, 5).round("1-3:= 2-4:=").round("1-4:= 2-3:=").state());
  ASSERT_TRUE(report);
  EXPECT_TRUE(report->violations.empty());
  EXPECT_FALSE(report->sameAsOurs);
  EXPECT_EQ(report->firstDifference, Criterion::C12ColourPreference);
  EXPECT_TRUE(report->oursBetter);
}

TEST(PairingChecker, RefusesATournamentWithoutAPairedRound) {
  auto report = checkLastRound(StateBuilder(4, 5).state());
  ASSERT_FALSE(report);
  EXPECT_EQ(report.error(), CheckFailureCode::NoPairedRound);
}

// C.04.3 C4 ranks before every quality criterion: round 2 given as 4-1
// alone leaves 2 and 3 without a board or the PAB; ours (4-1, 3-2) seats
// everyone, so it is better in C4 whatever the rest says.
TEST(PairingChecker, RanksAPairingThatLeavesPlayersOutBelowACompleteOne) {
  auto report = checkLastRound(StateBuilder(4, 5).round("1-3:= 2-4:=").round("4-1:=").state());
  ASSERT_TRUE(report);
  EXPECT_TRUE(has(*report, ViolationCode::PlayerNotPaired, 2));
  EXPECT_TRUE(has(*report, ViolationCode::PlayerNotPaired, 3));
  ASSERT_TRUE(report->ours);
  EXPECT_EQ(report->ours->boards.size(), 2u);
  EXPECT_EQ(report->firstDifference, Criterion::C4Completion);
  EXPECT_TRUE(report->oursBetter);
}

// C9 before the colours: after round 1 (1-2, 3-4 drawn, 5 on a requested
// half-point bye) all five have half a point. Given: 4-1, 2-3 and the PAB
// to 5, which grants every colour preference (1 and 3 had White, 2 and 4
// Black) but gives the PAB to the one player with an unplayed round. Ours
// gives it to a player without one (C9 ranks above C12).
TEST(PairingChecker, C9ThePabReceiversUnplayedRoundsBeforeTheColours) {
  auto report =
      checkLastRound(StateBuilder(5, 5).round("1-2:= 3-4:= 5:H").round("4-1:= 2-3:= 5:U").state());
  ASSERT_TRUE(report);
  EXPECT_TRUE(report->violations.empty());
  ASSERT_TRUE(report->ours && report->ours->bye);
  EXPECT_NE(*report->ours->bye, 5);
  EXPECT_EQ(report->firstDifference, Criterion::C9ByeUnplayed);
  EXPECT_TRUE(report->oursBetter);
}
