// SPDX-License-Identifier: MIT
// The initial colour (C.04.3 5.2.5, TRF XXC / 152) kept with the section:
// set when the section is added or edited before round 1, stored with
// round 1 when the lot is drawn at pairing time, fixed once round 1 is
// paired, and what the pairing reads before the colours of round 1.
#include "domain/tournament/section_pairing_state.h"
#include "tests/domain/tournament/event_builder.h"

using namespace testing_event;

namespace {

// Section "S" (3 rounds) with four players A..D (numbers 1..4), nothing paired.
Event unpaired(std::optional<Color> colour) {
  Event event = accepted(Event{}, CreateEvent{"E"});
  SectionSettings settings;
  settings.name = "S";
  settings.rounds = 3;
  settings.initialColour = colour;
  event = accepted(event, AddSection{settings});
  return accepted(event, AddPlayers{"S",
                                    {player("A", 2400), player("B", 2300), player("C", 2200),
                                     player("D", 2100)}});
}

}  // namespace

TEST(InitialColour, StoredWithTheSectionAndReadByThePairing) {
  const Event event = unpaired(Color::Black);
  EXPECT_EQ(section(event).settings.initialColour, Color::Black);
  EXPECT_EQ(pairingStateOf(section(event)).firstColor, Color::Black);
  // A lot drawn at pairing time overrides the stored colour before round 1.
  EXPECT_EQ(pairingStateOf(section(event), Color::White).firstColor, Color::White);
  // None drawn or stored: White, the colour the pairing gives (C.04.3 5.2.5).
  EXPECT_EQ(pairingStateOf(section(unpaired(std::nullopt))).firstColor, Color::White);
}

// Round 1 paired with the colour drawn then: SetPairing keeps it in the
// section, in the same action (one audit row, one undo).
TEST(InitialColour, DrawnAtPairingTimeIsStoredWithRoundOne) {
  SetPairing round1{"S", 1, {{3, 1}, {2, 4}}, 0, ""};
  round1.initialColour = Color::Black;
  const Event event = accepted(unpaired(std::nullopt), round1);
  EXPECT_EQ(section(event).settings.initialColour, Color::Black);
  EXPECT_EQ(describeAction(round1),
            "round set section=\"S\" round=1 boards=2 bye=0 initial-colour=black");
  // Round 2 does not carry one: the stored colour stays.
  SetPairing round2{"S", 2, {{1, 2}, {3, 4}}, 0, ""};
  Event withResults = event;
  for (int board : {1, 2})
    withResults = accepted(withResults, EnterResult{"S", 1, board, GameResult::Draw});
  EXPECT_EQ(section(accepted(withResults, round2)).settings.initialColour, Color::Black);
}

// Before round 1 the arbiter may change or clear it; once round 1 is
// paired its colours were allocated with it (C.04.3 5.2.5): refused.
TEST(InitialColour, EditableBeforeRoundOneFixedAfter) {
  const Event before = unpaired(Color::White);
  SectionSettings changed = section(before).settings;
  changed.initialColour = Color::Black;
  EXPECT_EQ(section(accepted(before, EditSection{"S", changed})).settings.initialColour,
            Color::Black);
  EXPECT_EQ(describeAction(EditSection{"S", changed}),
            "section edit section=\"S\" name=\"S\" rounds=3 place=\"\" chief-arbiter=\"\" "
            "initial-colour=black");
  changed.initialColour.reset();
  EXPECT_FALSE(
      section(accepted(before, EditSection{"S", changed})).settings.initialColour.has_value());

  const Event paired = fourPlayers();  // round 1 paired, no colour stored
  changed = section(paired).settings;
  changed.initialColour = Color::Black;
  EXPECT_EQ(refused(paired, EditSection{"S", changed}),
            ActionErrorCode::InitialColourFixedByPairing);
  changed.initialColour.reset();
  changed.place = "Shanghai";  // other settings still change
  EXPECT_EQ(section(accepted(paired, EditSection{"S", changed})).settings.place, "Shanghai");
}

// A section stored before the colour was (round 1 only): round 1 shows it.
// In fourPlayers() round 1 is 1-3, 4-2: player 1 had White.
TEST(InitialColour, WithoutAStoredColourRoundOneGivesIt) {
  const Event event = fourPlayers();
  EXPECT_FALSE(section(event).settings.initialColour.has_value());
  EXPECT_EQ(pairingStateOf(section(event)).firstColor, Color::White);
}
