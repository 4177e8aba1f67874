// SPDX-License-Identifier: MIT
// A whole section in one action (TRF import), a hand edit of the last
// paired round (SetPairing::replace) and the initial colour read from
// round 1 (C.04.3 5.2.5).
#include "domain/tournament/section_pairing_state.h"
#include "tests/domain/tournament/event_builder.h"

using namespace testing_event;

namespace {

Player numbered(const std::string& name, int number) {
  Player p = player(name, 2000);
  p.pairingNumber = number;
  return p;
}

AddSection importOf(std::vector<Player> players, std::vector<Round> rounds) {
  SectionSettings settings;
  settings.name = "Imported";
  settings.rounds = 3;
  return AddSection{settings, std::move(players), std::move(rounds)};
}

}  // namespace

// The file's numbers are kept (no C.04.2 renumbering: Z 2000 stays 1 ahead
// of A 2000); boards and byes name players by those numbers.
TEST(SectionImport, KeepsTheFileNumbersAndMapsBoardsToIds) {
  Event event = accepted(Event{}, CreateEvent{"E"});
  Round round1{1, true, "", {{1, 2, 1, GameResult::Draw, {}, {}}}, {{3, ByeKind::PairingAllocated}},
               ""};
  event =
      accepted(event, importOf({numbered("Z", 1), numbered("A", 2), numbered("M", 3)}, {round1}));
  const Section& s = section(event);
  ASSERT_EQ(s.players.size(), 3u);
  EXPECT_EQ(s.playerByNumber(1)->name, "Z");
  const Board& board = *s.round(1)->board(1);
  EXPECT_EQ(s.player(board.white)->pairingNumber, 2);
  EXPECT_EQ(s.player(board.black)->pairingNumber, 1);
  EXPECT_EQ(s.player(s.round(1)->byes.at(0).player)->pairingNumber, 3);
  EXPECT_EQ(describeAction(importOf({numbered("Z", 1)}, {})),
            "section import name=\"Imported\" rounds=3 players=1 paired-rounds=0 scoring=1,0.5,0");
}

TEST(SectionImport, RefusesNumbersOutsideOneToNAndBadRounds) {
  const Event event = accepted(Event{}, CreateEvent{"E"});
  EXPECT_EQ(refused(event, importOf({numbered("A", 1), numbered("B", 3)}, {})),
            ActionErrorCode::BadPairingNumber);
  EXPECT_EQ(refused(event, importOf({numbered("A", 1), numbered("B", 1)}, {})),
            ActionErrorCode::BadPairingNumber);
  const Round twice{1, true, "", {{1, 1, 2, GameResult::Draw, {}, {}}}, {{2, ByeKind::HalfPoint}},
                    ""};
  EXPECT_EQ(refused(event, importOf({numbered("A", 1), numbered("B", 2)}, {twice})),
            ActionErrorCode::PlayerTwiceInRound);
  const Round unknown{1, true, "", {{1, 1, 7, GameResult::Draw, {}, {}}}, {}, ""};
  EXPECT_EQ(refused(event, importOf({numbered("A", 1), numbered("B", 2)}, {unknown})),
            ActionErrorCode::NoSuchPlayer);
  const Round second{2, true, "", {}, {}, ""};
  EXPECT_EQ(refused(event, importOf({numbered("A", 1)}, {second})), ActionErrorCode::RoundNotNext);
}

// The last round may be replaced while it has no result; the start time
// and the published flag stay; with a result it is refused.
TEST(RoundReplace, ReplacesTheLastRoundOnlyBeforeResults) {
  Event event = fourPlayers();
  event = accepted(event, PublishRound{"S", 1});
  SetPairing edit{"S", 1, {{1, 2}, {4, 3}}, 0, ""};
  edit.replace = true;
  event = accepted(event, edit);
  const Round& round = *section(event).round(1);
  EXPECT_TRUE(round.published);
  EXPECT_EQ(section(event).player(round.board(1)->black)->pairingNumber, 2);
  EXPECT_EQ(section(event).player(round.board(2)->black)->pairingNumber, 3);
  EXPECT_EQ(describeAction(edit), "round edit section=\"S\" round=1 boards=2 bye=0");
  event = accepted(event, EnterResult{"S", 1, 1, GameResult::WhiteWins});
  EXPECT_EQ(refused(event, edit), ActionErrorCode::RoundHasResults);
  edit.round = 2;
  EXPECT_EQ(refused(event, edit), ActionErrorCode::NoSuchRound);
}

// fourPlayers(): round 1 is 1-3 and 4-2, so the top participant (1) had
// White: the initial colour was White. With 1 absent the top participant
// is 2, and his colour is the initial colour.
TEST(InitialColour, IsTheColourOfTheTopParticipantInRoundOne) {
  Event event = fourPlayers();
  EXPECT_EQ(initialColourOf(section(event)), Color::White);
  EXPECT_EQ(pairingStateOf(section(event), Color::Black).firstColor, Color::White);
  Event other = accepted(Event{}, CreateEvent{"E"});
  SectionSettings settings;
  settings.name = "S";
  settings.rounds = 3;
  other = accepted(other, AddSection{settings});
  other =
      accepted(other, AddPlayers{"S", {player("A", 2400), player("B", 2300), player("C", 2200)}});
  other = accepted(other, RequestBye{"S", 1, 1, ByeKind::HalfPoint});
  EXPECT_EQ(initialColourOf(section(other)), std::nullopt);
  EXPECT_EQ(pairingStateOf(section(other), Color::Black).firstColor, Color::Black);
  other = accepted(other, SetPairing{"S", 1, {{3, 2}}, 0, ""});
  EXPECT_EQ(initialColourOf(section(other)), Color::Black);
}
