// SPDX-License-Identifier: MIT
// Edits after entry: player edit and player remove.
#include "tests/domain/tournament/event_builder.h"

using namespace testing_event;

namespace {

Event twoUnpaired() {
  Event event = accepted(Event{}, CreateEvent{"E"});
  SectionSettings settings;
  settings.name = "S";
  settings.rounds = 7;
  event = accepted(event, AddSection{settings});
  return accepted(event, AddPlayers{"S", {player("Low", 1800), player("High", 2500)}});
}

}  // namespace

// C.04.2 art. 2: before round 1 the order follows the ratings: Low 1800
// raised to 2600 now outranks High 2500 and takes number 1.
TEST(PlayerEdit, RatingChangeBeforeRoundOneRenumbers) {
  Event event = twoUnpaired();
  EditPlayer edit{"S", 2};
  edit.standard = 2600;
  auto outcome = applyAction(event, edit);
  ASSERT_TRUE(outcome);
  // The table after it: High 1 -> 2, Low 2 -> 1.
  ASSERT_EQ(outcome->notices.size(), 3u);
  EXPECT_EQ(outcome->notices[0].code, NoticeCode::PairingNumbersChanged);
  EXPECT_EQ(outcome->notices[1].code, NoticeCode::PairingNumberMoved);
  EXPECT_EQ(outcome->notices[1].detail, 1);
  EXPECT_EQ(outcome->notices[1].to, 2);
  EXPECT_EQ(section(outcome->event).playerByNumber(1)->name, "Low");
  EXPECT_EQ(section(outcome->event).playerByNumber(1)->ratings.standard, 2600);
  EXPECT_EQ(section(outcome->event).playerByNumber(2)->name, "High");
  EXPECT_EQ(describeAction(edit), "player edit section=\"S\" player=2 rating=2600");
}

// After round 1 is paired the numbers stay: D (#4, 2100) raised to 2500
// keeps number 4; only the given fields change.
TEST(PlayerEdit, NumbersStayOnceRoundOneIsPaired) {
  Event event = fourPlayers();
  EditPlayer edit{"S", 4};
  edit.standard = 2500;
  edit.name = "D, Corrected";
  edit.sex = Sex::Female;
  auto outcome = applyAction(event, edit);
  ASSERT_TRUE(outcome);
  EXPECT_TRUE(outcome->notices.empty());
  const Player* d = section(outcome->event).playerByNumber(4);
  EXPECT_EQ(d->name, "D, Corrected");
  EXPECT_EQ(d->ratings.standard, 2500);
  EXPECT_EQ(d->ratings.rapid, 2100);
  EXPECT_EQ(d->sex, Sex::Female);
  EXPECT_EQ(d->title, "");
}

TEST(PlayerEdit, RefusesInvalidFields) {
  const Event event = fourPlayers();
  EditPlayer edit{"S", 2};
  edit.name = "";
  EXPECT_EQ(refused(event, edit), ActionErrorCode::NameEmpty);
  edit.name = "\xFF";
  EXPECT_EQ(refused(event, edit), ActionErrorCode::NameNotUtf8);
  edit = EditPlayer{"S", 2};
  edit.title = "XM";
  EXPECT_EQ(refused(event, edit), ActionErrorCode::BadTitle);
  edit = EditPlayer{"S", 2};
  edit.birthDate = "1990-1-01";
  EXPECT_EQ(refused(event, edit), ActionErrorCode::BadBirthDate);
  EXPECT_EQ(refused(event, EditPlayer{"S", 9}), ActionErrorCode::NoSuchPlayer);
  EXPECT_EQ(refused(event, EditPlayer{"T", 1}), ActionErrorCode::NoSuchSection);
}

// C.04.2 3.2: a player who has been paired is withdrawn, not removed.
TEST(PlayerRemove, RefusedOncePaired) {
  const Event event = fourPlayers();
  for (int number = 1; number <= 4; ++number)
    EXPECT_EQ(refused(event, RemovePlayer{"S", number}), ActionErrorCode::PlayerHasBeenPaired);
  EXPECT_EQ(refused(event, RemovePlayer{"S", 5}), ActionErrorCode::NoSuchPlayer);
}

// A late entry (2600, numbered 1 after round 1 by a re-rank: allowed up to
// round 3) removed: A..D get 1..4 again.
TEST(PlayerRemove, LateEntryRemovedRestoresTheNumbers) {
  Event event = accepted(fourPlayers(), AddPlayers{"S", {player("Late", 2600)}, false, true});
  ASSERT_EQ(section(event).playerByNumber(1)->name, "Late");
  auto outcome = applyAction(event, RemovePlayer{"S", 1});
  ASSERT_TRUE(outcome);
  EXPECT_EQ(outcome->notices.at(0).code, NoticeCode::PairingNumbersChanged);
  const Section& s = section(outcome->event);
  ASSERT_EQ(s.players.size(), 4u);
  EXPECT_EQ(s.playerByNumber(1)->name, "A");
  EXPECT_EQ(s.playerByNumber(4)->name, "D");
  EXPECT_EQ(describeAction(RemovePlayer{"S", 1}), "player remove section=\"S\" player=1");
}

TEST(PlayerRemove, BeforeRoundOneTheRestAreRenumbered) {
  auto outcome = applyAction(twoUnpaired(), RemovePlayer{"S", 1});
  ASSERT_TRUE(outcome);
  const Section& s = section(outcome->event);
  ASSERT_EQ(s.players.size(), 1u);
  EXPECT_EQ(s.playerByNumber(1)->name, "Low");
}
