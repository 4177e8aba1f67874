// SPDX-License-Identifier: MIT
#include "domain/tournament/round_result.h"
#include "domain/tournament/tournament_state.h"

#include <gtest/gtest.h>

using tournament::RoundResult;

// C.04 Annex 2: the thirteen TRF-16 result codes, each read back to itself.
TEST(RoundResult, EveryTrfCodeRoundTrips) {
  for (char code : std::string("1=0WDL+-UHFZ ")) {
    auto result = tournament::fromTrfCode(code);
    ASSERT_TRUE(result.has_value()) << code;
    EXPECT_EQ(tournament::trfCode(*result), code);
  }
  EXPECT_FALSE(tournament::fromTrfCode('X').has_value());
  EXPECT_FALSE(tournament::trfCode(RoundResult::Adjourned).has_value());
}

// Forfeits and byes are not played games (C.04.1 b): only 1 = 0 W D L are.
TEST(RoundResult, OnlyOverTheBoardResultsArePlayedGames) {
  EXPECT_TRUE(tournament::isPlayedGame(RoundResult::UnratedDraw));
  EXPECT_FALSE(tournament::isPlayedGame(RoundResult::ForfeitWin));
  EXPECT_FALSE(tournament::isPlayedGame(RoundResult::PairingBye));
  EXPECT_TRUE(tournament::hasOpponent(RoundResult::ForfeitLoss));
  EXPECT_FALSE(tournament::hasOpponent(RoundResult::HalfPointBye));
}

// Hand count: win (1) + half-point bye (½) + forfeit loss (0) + PAB (1) = 2½
// = 5 half-points; under 3/1/0 with byes at 3/1: 3 + 1 + 0 + 3 = 7 points.
TEST(ScoringSystem, CountsHalfPointsUnderTheSectionsScoring) {
  tournament::TournamentState state;
  tournament::PlayerRecord p;
  p.startNumber = 1;
  p.rounds = {{2, tournament::Color::White, RoundResult::Win},
              {0, std::nullopt, RoundResult::HalfPointBye},
              {3, tournament::Color::Black, RoundResult::ForfeitLoss},
              {0, std::nullopt, RoundResult::PairingBye}};
  state.players.push_back(p);
  EXPECT_EQ(state.scoreAfter(state.players[0], 4), 5);
  EXPECT_EQ(state.scoreAfter(state.players[0], 1), 2);
  state.scoring = {6, 2, 0, 6, 0, 6, 2, 6, 0};
  EXPECT_EQ(state.scoreAfter(state.players[0], 4), 14);
  EXPECT_EQ(state.roundsRecorded(), 4);
}
