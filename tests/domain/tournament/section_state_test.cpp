// SPDX-License-Identifier: MIT
#include "domain/chess/fen.h"
#include "tests/domain/tournament/event_builder.h"

using namespace testing_event;

// The section as pairing reads it: start numbers = pairing numbers; per
// round the opponent, colour and result; byes; an adjourned game is
// Adjourned (a draw for pairing, C.04.2 3.1); future absences planned.
TEST(SectionState, TurnsASectionIntoTheEnginesTournamentState) {
  Event event = fourPlayers();
  event = accepted(event, EnterResult{"S", 1, 1, GameResult::WhiteWins});
  event = accepted(event, EnterResult{"S", 1, 2, GameResult::BlackForfeitWin});
  event = accepted(event, RequestBye{"S", 4, 2, ByeKind::HalfPoint});
  event = accepted(event, SetPairing{"S", 2, {{2, 1}}, 3, ""});
  event = accepted(event, SealMove{"S", [] {
                                     Envelope e;
                                     e.round = 2;
                                     e.board = 1;
                                     e.moveNumber = 1;
                                     e.fenBefore = std::string(chess::StartFen);
                                     e.sealedMove = "e4";
                                     return e;
                                   }()});
  event = accepted(event, WithdrawPlayer{"S", 3, 4});
  event = accepted(event, RequestBye{"S", 1, 5, ByeKind::ZeroPoint});

  const TournamentState state = toTournamentState(section(event));
  EXPECT_EQ(state.name, "S");
  EXPECT_EQ(state.totalRounds, 5);
  ASSERT_EQ(state.players.size(), 4u);
  const PlayerRecord& a = state.players[0];
  EXPECT_EQ(a.startNumber, 1);
  EXPECT_EQ(a.name, "A");
  EXPECT_EQ(a.rating, 2400);
  ASSERT_EQ(a.rounds.size(), 2u);
  EXPECT_EQ(a.rounds[0].opponent, 3);
  EXPECT_EQ(a.rounds[0].color, Color::White);
  EXPECT_EQ(a.rounds[0].result, RoundResult::Win);
  EXPECT_EQ(a.rounds[1].opponent, 2);
  EXPECT_EQ(a.rounds[1].color, Color::Black);
  EXPECT_EQ(a.rounds[1].result, RoundResult::Adjourned);
  const PlayerRecord& d = state.players[3];
  EXPECT_EQ(d.rounds[0].result, RoundResult::ForfeitLoss);
  EXPECT_EQ(d.rounds[1].result, RoundResult::HalfPointBye);
  EXPECT_EQ(state.players[1].rounds[0].result, RoundResult::ForfeitWin);
  EXPECT_EQ(state.players[2].rounds[1].result, RoundResult::PairingBye);
  // Hand count: A 1 (win) + 0 (adjourned, pending) = 2 half-points.
  EXPECT_EQ(a.recordedPoints, 2);
  // Planned: C withdrawn from round 4 (rounds 4, 5), A's zero-point bye in round 5.
  ASSERT_EQ(state.plannedByes.size(), 3u);
  EXPECT_EQ(state.plannedBye(1, 5), RoundResult::ZeroPointBye);
  EXPECT_EQ(state.plannedBye(3, 4), RoundResult::ZeroPointBye);
  EXPECT_EQ(state.plannedBye(3, 5), RoundResult::ZeroPointBye);
  EXPECT_FALSE(state.plannedBye(2, 3).has_value());
}
