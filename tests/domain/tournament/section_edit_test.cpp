// SPDX-License-Identifier: MIT
// Edits after entry: a section's settings, without falsifying what was
// recorded under them.
#include "tests/domain/tournament/event_builder.h"

using namespace testing_event;

namespace {

SectionSettings settingsOf(const Event& event) { return section(event).settings; }

}  // namespace

// Round 1 is paired, no result yet: the venue, the arbiter and the number
// of rounds (not below the one paired) may change; so may the rate.
TEST(SectionEdit, ChangesSettingsBeforeAnyResult) {
  const Event event = fourPlayers();
  SectionSettings changed = settingsOf(event);
  changed.place = "Shanghai";
  changed.chiefArbiter = "Li Wei";
  changed.rounds = 7;
  changed.rate = RateOfPlay::Rapid;
  const Event after = accepted(event, EditSection{"S", changed});
  EXPECT_EQ(settingsOf(after).place, "Shanghai");
  EXPECT_EQ(settingsOf(after).chiefArbiter, "Li Wei");
  EXPECT_EQ(settingsOf(after).rounds, 7);
  EXPECT_EQ(settingsOf(after).rate, RateOfPlay::Rapid);
  EXPECT_EQ(
      describeAction(EditSection{"S", changed}),
      "section edit section=\"S\" name=\"S\" rounds=7 place=\"Shanghai\" chief-arbiter=\"Li Wei\"");
}

TEST(SectionEdit, RoundsNeverDropBelowThoseAlreadyPaired) {
  const Event event = fourPlayers();  // round 1 paired
  SectionSettings changed = settingsOf(event);
  changed.rounds = 0;
  // Issue 15 item 11: the refusal says the rounds are paired, not "1 to 99".
  auto below = applyAction(event, EditSection{"S", changed});
  ASSERT_FALSE(below);
  EXPECT_EQ(below.error().code, ActionErrorCode::RoundsBelowPaired);
  EXPECT_EQ(below.error().detail, 1);
  changed.rounds = 1;  // exactly the paired rounds: allowed
  EXPECT_EQ(settingsOf(accepted(event, EditSection{"S", changed})).rounds, 1);
}

// C.05 Annex 1: four players play 3 rounds a cycle (6 as a double round
// robin); 5 rounds are refused with the cycle's length.
TEST(SectionEdit, RoundRobinRoundsFollowThePlayers) {
  Event event = accepted(Event{}, CreateEvent{"E"});
  SectionSettings settings;
  settings.name = "RR";
  settings.rounds = 3;
  settings.pairing = PairingSystem::RoundRobin;
  event = accepted(event, AddSection{settings});
  event = accepted(event, AddPlayers{"RR",
                                     {player("A", 2400), player("B", 2300), player("C", 2200),
                                      player("D", 2100)}});
  settings.rounds = 5;
  auto odd = applyAction(event, EditSection{"RR", settings});
  ASSERT_FALSE(odd);
  EXPECT_EQ(odd.error().code, ActionErrorCode::RoundRobinRounds);
  EXPECT_EQ(odd.error().detail, 3);
  settings.rounds = 6;
  EXPECT_TRUE(applyAction(event, EditSection{"RR", settings}));
}

// The Swiss pairing of round 1 was made under C.04.3: the system is fixed.
TEST(SectionEdit, PairingSystemFixedOnceARoundIsPaired) {
  const Event event = fourPlayers();
  SectionSettings changed = settingsOf(event);
  changed.pairing = PairingSystem::RoundRobin;
  EXPECT_EQ(refused(event, EditSection{"S", changed}), ActionErrorCode::SettingFixedByPairing);
}

// Once a result exists, the rules profile, rate, time control, default time
// and scoring are fixed (penalties, claims and forfeits were judged under
// them: Laws 6.7, 7.5.5, 9.5.3, 12.9); the venue still may change.
TEST(SectionEdit, WhatResultsWereJudgedUnderIsFixedOnceAResultExists) {
  const Event event = accepted(fourPlayers(), EnterResult{"S", 1, 1, GameResult::WhiteWins});
  const SectionSettings base = settingsOf(event);
  SectionSettings rules = base;
  rules.rules = RulesProfile::Classic;
  EXPECT_EQ(refused(event, EditSection{"S", rules}), ActionErrorCode::SettingFixedByResults);
  SectionSettings scoring = base;
  scoring.scoring.win = 6;  // 3-1-0 instead of 1-½-0
  EXPECT_EQ(refused(event, EditSection{"S", scoring}), ActionErrorCode::SettingFixedByResults);
  SectionSettings defaultTime = base;
  defaultTime.defaultTimeMinutes = 30;
  EXPECT_EQ(refused(event, EditSection{"S", defaultTime}), ActionErrorCode::SettingFixedByResults);
  SectionSettings place = base;
  place.place = "Beijing";
  EXPECT_EQ(settingsOf(accepted(event, EditSection{"S", place})).place, "Beijing");
}

// 003: old Laws 10.12 "对于某些局面,回合数可以增加到50以上,但对所增加的回合数和有关
// 局面,组织者必须在赛前明确宣布": a classic section's extended counts may be set
// before any result and are then fixed with the rules (claims were judged
// under them); the audit line names them.
// 003: old Laws 10.12 "对于某些局面,回合数可以增加到50以上,但对所增加的回合数和有关
// 局面,组织者必须在赛前明确宣布" - the raised counts are announced before the
// event: set while no round is paired, fixed from the pairing of round 1
// (before any result, where the other rules settings are still free).
TEST(SectionEdit, TheExtendedFiftyMoveCountsAreFixedOnceRoundOneIsPaired) {
  Event event = accepted(Event{}, CreateEvent{"E"});
  SectionSettings settings;
  settings.name = "S";
  settings.rounds = 5;
  settings.rules = RulesProfile::Classic;
  event = accepted(event, AddSection{settings});
  event = accepted(event, AddPlayers{"S",
                                     {player("A", 2400), player("B", 2300), player("C", 2200),
                                      player("D", 2100)}});
  SectionSettings extended = settingsOf(event);
  extended.fiftyMoveExtensions = chess::parseFiftyMoveExtensions("KRBvKR=100").value();
  const Event announced = accepted(event, EditSection{"S", extended});
  EXPECT_EQ(settingsOf(announced).fiftyMoveExtensions, extended.fiftyMoveExtensions);
  EXPECT_EQ(describeAction(EditSection{"S", extended}, event),
            "section edit section=\"S\" fifty-extension=KRBvKR=100");
  const Event paired = accepted(announced, SetPairing{"S", 1, {{1, 3}, {4, 2}}, 0, ""});
  SectionSettings cleared = settingsOf(paired);
  cleared.fiftyMoveExtensions.clear();
  EXPECT_EQ(refused(paired, EditSection{"S", cleared}),
            ActionErrorCode::FiftyExtensionFixedBeforePlay);
  SectionSettings raised = settingsOf(paired);
  raised.fiftyMoveExtensions = chess::parseFiftyMoveExtensions("KRBvKR=75").value();
  EXPECT_EQ(refused(paired, EditSection{"S", raised}),
            ActionErrorCode::FiftyExtensionFixedBeforePlay);
  // Other settings of the same section still change (no result yet).
  SectionSettings moved = settingsOf(paired);
  moved.place = "Shanghai";
  EXPECT_EQ(settingsOf(accepted(paired, EditSection{"S", moved})).fiftyMoveExtensions,
            extended.fiftyMoveExtensions);
}

TEST(SectionEdit, RenamesOnlyToAFreeNonEmptyName) {
  Event event = fourPlayers();
  SectionSettings other;
  other.name = "Women";
  other.rounds = 5;
  event = accepted(event, AddSection{other});
  SectionSettings renamed = settingsOf(event);
  renamed.name = "Women";
  EXPECT_EQ(refused(event, EditSection{"S", renamed}), ActionErrorCode::SectionExists);
  renamed.name = "";
  EXPECT_EQ(refused(event, EditSection{"S", renamed}), ActionErrorCode::NameEmpty);
  renamed.name = "公开组";
  const Event after = accepted(event, EditSection{"S", renamed});
  EXPECT_NE(after.section("公开组"), nullptr);
  EXPECT_EQ(after.section("S"), nullptr);
}

// rules-reference §5: once left, FIDE mode cannot be re-entered.
TEST(SectionEdit, CannotTurnFideModeBackOn) {
  const Event event = fourPlayers();
  ASSERT_FALSE(settingsOf(event).fideMode);  // the builder's section is not in FIDE mode
  SectionSettings changed = settingsOf(event);
  changed.fideMode = true;
  EXPECT_EQ(refused(event, EditSection{"S", changed}), ActionErrorCode::NotInFideMode);
}

TEST(SectionEdit, UnknownSectionRefused) {
  const Event event = fourPlayers();
  EXPECT_EQ(refused(event, EditSection{"Blitz", settingsOf(event)}),
            ActionErrorCode::NoSuchSection);
}
