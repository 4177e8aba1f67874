// SPDX-License-Identifier: MIT
// Check-in before pairing: the players not present get a zero-point bye
// (C.04.2 3.3), and with a limit of absences are withdrawn.
#include "tests/domain/tournament/event_builder.h"

#include <algorithm>

using namespace testing_event;

TEST(CheckIn, AbsentPlayersGetAZeroPointByeForTheNextRound) {
  Event event = fourPlayers();  // round 1 paired: 1-3, 4-2
  auto outcome = applyAction(event, CheckIn{"S", 2, {1, 2, 3}});
  ASSERT_TRUE(outcome);
  const Player& dora = *section(outcome->event).playerByNumber(4);
  ASSERT_NE(dora.requestedBye(2), nullptr);
  EXPECT_EQ(dora.requestedBye(2)->kind, ByeKind::ZeroPoint);
  EXPECT_EQ(dora.withdrawnFromRound, 0);
  ASSERT_EQ(outcome->notices.size(), 1u);
  EXPECT_EQ(outcome->notices[0].code, NoticeCode::AbsentAtCheckIn);
  EXPECT_EQ(outcome->notices[0].detail, 4);
  // The pairing places the bye: 4 is not paired and scores zero in round 2.
  event = accepted(outcome->event, SetPairing{"S", 2, {{1, 2}}, 3, ""});
  const Round& round2 = *section(event).round(2);
  EXPECT_TRUE(std::ranges::any_of(round2.byes, [&](const Bye& b) {
    return b.player == dora.id && b.kind == ByeKind::ZeroPoint;
  }));
  EXPECT_EQ(describeAction(CheckIn{"S", 2, {1, 2, 3}, 2}),
            "checkin section=\"S\" round=2 present=1,2,3 withdraw-after=2");
}

TEST(CheckIn, WithdrawnAfterTheSectionsNumberOfAbsences) {
  // With a limit of 1, Dora's first absence (round 2) withdraws her from round 3 on.
  auto outcome = applyAction(fourPlayers(), CheckIn{"S", 2, {1, 2, 3}, 1});
  ASSERT_TRUE(outcome);
  EXPECT_EQ(section(outcome->event).playerByNumber(4)->withdrawnFromRound, 3);
  ASSERT_EQ(outcome->notices.size(), 2u);
  EXPECT_EQ(outcome->notices[1].code, NoticeCode::WithdrawnAfterAbsences);
  // A player with a requested bye for the round is left as he is.
  const Event event = accepted(fourPlayers(), RequestBye{"S", 4, 2, ByeKind::HalfPoint});
  outcome = applyAction(event, CheckIn{"S", 2, {1, 2, 3}});
  ASSERT_TRUE(outcome);
  EXPECT_TRUE(outcome->notices.empty());
}

TEST(CheckIn, OnlyForTheNextRoundAndKnownPlayers) {
  const Event event = fourPlayers();
  EXPECT_EQ(refused(event, CheckIn{"S", 1, {1, 2, 3, 4}}), ActionErrorCode::RoundAlreadyPaired);
  EXPECT_EQ(refused(event, CheckIn{"S", 3, {1, 2, 3, 4}}), ActionErrorCode::RoundNotNext);
  EXPECT_EQ(refused(event, CheckIn{"S", 2, {1, 9}}), ActionErrorCode::NoSuchPlayer);
  EXPECT_EQ(refused(event, CheckIn{"T", 2, {1}}), ActionErrorCode::NoSuchSection);
}

// The section's rule stands when the check-in names none: with "withdraw
// after 1 absence" stored, Dora's absence in round 2 withdraws her from
// round 3; a check-in naming 0 (never) for itself keeps her in.
TEST(CheckIn, TheSectionsAbsenceRuleHoldsUnlessTheCheckInNamesItsOwn) {
  Event event = fourPlayers();
  auto settings = section(event).settings;
  settings.withdrawAfterAbsences = 1;
  event = accepted(event, EditSection{"S", settings});
  auto outcome = applyAction(event, CheckIn{"S", 2, {1, 2, 3}});
  ASSERT_TRUE(outcome);
  EXPECT_EQ(section(outcome->event).playerByNumber(4)->withdrawnFromRound, 3);
  EXPECT_EQ(describeAction(CheckIn{"S", 2, {1, 2, 3}}),
            "checkin section=\"S\" round=2 present=1,2,3");
  outcome = applyAction(event, CheckIn{"S", 2, {1, 2, 3}, 0});
  ASSERT_TRUE(outcome);
  EXPECT_EQ(section(outcome->event).playerByNumber(4)->withdrawnFromRound, 0);
  settings.withdrawAfterAbsences = 100;
  EXPECT_EQ(refused(event, EditSection{"S", settings}), ActionErrorCode::BadAbsenceLimit);
}

// The absent form names the absent: each must be registered, as in the
// present form (the four players are 1-4; 99 is nobody).
TEST(CheckIn, TheAbsentFormRefusesANumberNoPlayerHas) {
  const Event event = fourPlayers();
  EXPECT_EQ(refused(event, CheckIn{"S", 2, {}, std::nullopt, std::vector<int>{99}}),
            ActionErrorCode::NoSuchPlayer);
  auto outcome = applyAction(event, CheckIn{"S", 2, {}, std::nullopt, std::vector<int>{4}});
  ASSERT_TRUE(outcome);
  ASSERT_EQ(outcome->notices.size(), 1u);
  EXPECT_EQ(outcome->notices[0].code, NoticeCode::AbsentAtCheckIn);
  EXPECT_EQ(outcome->notices[0].detail, 4);
  EXPECT_EQ(describeAction(CheckIn{"S", 2, {}, std::nullopt, std::vector<int>{4}}),
            "checkin section=\"S\" round=2 absent=4");
}
