// SPDX-License-Identifier: MIT
#include "tests/domain/tournament/event_builder.h"

using namespace testing_event;

TEST(RegistrationActions, EventAndSectionNeedNamesAndRounds) {
  EXPECT_EQ(refused(Event{}, CreateEvent{""}), ActionErrorCode::EventNameEmpty);
  Event event = accepted(Event{}, CreateEvent{"E"});
  EXPECT_EQ(refused(event, CreateEvent{"Again"}), ActionErrorCode::EventExists);
  SectionSettings settings;
  settings.name = "Open";
  settings.rounds = 0;
  EXPECT_EQ(refused(event, AddSection{settings}), ActionErrorCode::BadRoundCount);
  settings.rounds = 9;
  event = accepted(event, AddSection{settings});
  EXPECT_EQ(refused(event, AddSection{settings}), ActionErrorCode::SectionExists);
  EXPECT_EQ(refused(event, AddPlayers{"Nope", {player("A", 1)}}), ActionErrorCode::NoSuchSection);
  EXPECT_EQ(refused(event, AddPlayers{"Open", {player("", 1)}}), ActionErrorCode::NameEmpty);
  EXPECT_EQ(refused(event, AddPlayers{"Open", {player("\xFF", 1)}}), ActionErrorCode::NameNotUtf8);
}

// Laws 6.7.1: the default time is zero unless set; classic 10.15: one hour.
TEST(RegistrationActions, DefaultTimeDependsOnTheProfileUnlessSet) {
  SectionSettings fide;
  EXPECT_EQ(fide.defaultTimeSeconds(), 0);
  SectionSettings classic;
  classic.rules = RulesProfile::Classic;
  EXPECT_EQ(classic.defaultTimeSeconds(), 3600);
  classic.defaultTimeMinutes = 30;
  EXPECT_EQ(classic.defaultTimeSeconds(), 1800);
}

TEST(RegistrationActions, NumbersAreRevisedOnEachEntryBeforeRoundOne) {
  Event event = accepted(Event{}, CreateEvent{"E"});
  SectionSettings settings;
  settings.name = "S";
  settings.rounds = 7;
  event = accepted(event, AddSection{settings});
  event = accepted(event, AddPlayers{"S", {player("Low", 1800)}});
  auto outcome = applyAction(event, AddPlayers{"S", {player("High", 2500)}});
  ASSERT_TRUE(outcome);
  EXPECT_EQ(outcome->notices.at(0).code, NoticeCode::PairingNumbersChanged);
  const Section& s = section(outcome->event);
  EXPECT_EQ(s.playerByNumber(1)->name, "High");
  EXPECT_EQ(s.playerByNumber(2)->name, "Low");
  EXPECT_NE(s.playerByNumber(1)->id, s.playerByNumber(2)->id);
}

// C.04.2 2.4: a late entry is not paired in rounds already paired. Once
// round 1 is paired the numbers stay and he takes the next one; asked to
// re-rank (C.04.2 art. 2, until round 4 is paired) the list is ranked again
// and each move noticed; after round 4 has been paired numbers are final.
TEST(RegistrationActions, LateEntriesStartAtTheNextRound) {
  Event event = fourPlayers(RulesProfile::Fide2023, RateOfPlay::Standard, 9);
  const auto kept = applyAction(event, AddPlayers{"S", {player("Late", 2600)}});
  ASSERT_TRUE(kept);
  EXPECT_EQ(section(kept->event).playerByNumber(5)->name, "Late");
  EXPECT_EQ(section(kept->event).playerByNumber(1)->name, "A");
  ASSERT_EQ(kept->notices.size(), 1u);
  EXPECT_EQ(kept->notices[0].code, NoticeCode::LateEntry);

  auto outcome = applyAction(event, AddPlayers{"S", {player("Late", 2600)}, false, true});
  ASSERT_TRUE(outcome);
  EXPECT_EQ(outcome->notices.at(0).code, NoticeCode::LateEntry);
  EXPECT_EQ(outcome->notices.at(0).detail, 2);
  // The table: A 1 -> 2, B 2 -> 3, C 3 -> 4, D 4 -> 5 (Late 2600 is first).
  std::vector<std::pair<int, int>> moves;
  for (const Notice& notice : outcome->notices)
    if (notice.code == NoticeCode::PairingNumberMoved) moves.emplace_back(notice.detail, notice.to);
  EXPECT_EQ(moves, (std::vector<std::pair<int, int>>{{1, 2}, {2, 3}, {3, 4}, {4, 5}}));
  const Player* late = section(outcome->event).playerByNumber(1);
  EXPECT_EQ(late->name, "Late");
  EXPECT_EQ(late->entryRound, 2);
  EXPECT_FALSE(late->availableIn(1));
  EXPECT_TRUE(late->availableIn(2));

  event = outcome->event;
  for (int round = 1; round <= 3; ++round) {
    event = accepted(event, EnterResult{"S", round, 1, GameResult::Draw});
    event = accepted(event, EnterResult{"S", round, 2, GameResult::Draw});
    const std::vector<std::pair<int, int>> boards = {{2, 4}, {5, 3}};
    event = accepted(event, SetPairing{"S", round + 1, boards, 1, ""});
  }
  event = accepted(event, AddPlayers{"S", {player("Later", 2700)}, false, true});
  EXPECT_EQ(section(event).playerByNumber(6)->name, "Later");
  EXPECT_EQ(section(event).playerByNumber(1)->name, "Late");
}

TEST(RegistrationActions, WithdrawalsAndRequestedByesAreForRoundsNotYetPaired) {
  Event event = fourPlayers();
  // Issue 15 item 8: a paired round is not withdrawn from; the refusal
  // names the next round (the game of round 1 gets a result, a forfeit).
  auto paired = applyAction(event, WithdrawPlayer{"S", 2, 1});
  ASSERT_FALSE(paired);
  EXPECT_EQ(paired.error().code, ActionErrorCode::WithdrawFromPairedRound);
  EXPECT_EQ(paired.error().detail, 2);
  EXPECT_EQ(refused(event, WithdrawPlayer{"S", 9, 2}), ActionErrorCode::NoSuchPlayer);
  event = accepted(event, WithdrawPlayer{"S", 2, 3});
  EXPECT_EQ(refused(event, WithdrawPlayer{"S", 2, 4}), ActionErrorCode::AlreadyWithdrawn);
  // C.04.2 3.2: withdrawn from round 3, no bye for rounds 3 or 4; round 2 still possible.
  EXPECT_EQ(refused(event, RequestBye{"S", 2, 4, ByeKind::HalfPoint}),
            ActionErrorCode::ByeAfterWithdrawal);
  EXPECT_EQ(refused(event, RequestBye{"S", 2, 3, ByeKind::ZeroPoint}),
            ActionErrorCode::ByeAfterWithdrawal);
  EXPECT_TRUE(applyAction(event, RequestBye{"S", 2, 2, ByeKind::HalfPoint}));
  EXPECT_EQ(refused(event, RequestBye{"S", 1, 1, ByeKind::HalfPoint}),
            ActionErrorCode::RoundAlreadyPaired);
  EXPECT_EQ(refused(event, RequestBye{"S", 1, 6, ByeKind::HalfPoint}),
            ActionErrorCode::RoundBeyondSchedule);
  auto full = applyAction(event, RequestBye{"S", 1, 2, ByeKind::FullPoint});
  ASSERT_TRUE(full);
  EXPECT_EQ(full->notices.at(0).code, NoticeCode::FullPointByeDeprecated);
  event = accepted(event, RequestBye{"S", 1, 2, ByeKind::HalfPoint});
  EXPECT_EQ(section(event).playerByNumber(1)->requestedBye(2)->kind, ByeKind::HalfPoint);
  event = accepted(event, RequestBye{"S", 1, 2, ByeKind::HalfPoint, true});
  EXPECT_EQ(section(event).playerByNumber(1)->requestedBye(2), nullptr);
}
