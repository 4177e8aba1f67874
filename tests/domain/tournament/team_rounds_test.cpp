// SPDX-License-Identifier: MIT
// Team match scoring: board games make matches, match points go to the team
// with more game points (C.07 11.1), the PAB is worth a draw (C.04.6 1.4),
// a forfeited match (TRF26 330) is not played, an empty board is lost.
#include "domain/tournament/team_rounds.h"
#include "domain/interchange/trf_reader.h"
#include "tests/domain/standings/team_fixture.h"

#include <gtest/gtest.h>

namespace tournament {
namespace {

TEST(TeamRounds, MatchPointsGoToTheTeamWithMoreGamePoints) {
  const MatchPointScheme threeOneZero{6, 2, 0};
  EXPECT_EQ(matchPointsOf(5, 3, threeOneZero), 6);  // 2½-1½ wins: 3 MP
  EXPECT_EQ(matchPointsOf(4, 4, threeOneZero), 2);  // 2-2 draws: 1 MP
  EXPECT_EQ(matchPointsOf(3, 5, threeOneZero), 0);
}

TEST(TeamRounds, BoardsAreTheRosterPlayersWithABoardInOrder) {
  const auto doc = interchange::readTrf(standings::testing::FourTeamTrf);
  ASSERT_TRUE(doc.has_value());
  const auto rounds = teamRounds(doc->state, *doc->teams, 3);
  ASSERT_TRUE(rounds.has_value());
  // Round 1, T1-T2 1½-½: board 1 won (2 half-points), board 2 drawn (1).
  const TeamRound& t1 = (*rounds)[0][0];
  EXPECT_EQ(t1.result, RoundResult::Win);
  EXPECT_EQ(t1.opponent, 2);
  EXPECT_EQ(t1.boardPoints, (std::vector<HalfPoints>{2, 1}));
  EXPECT_EQ(t1.gamePoints, 3);
  EXPECT_EQ(t1.matchPoints, 4);
  // C.04.6 1.6.1: a team's colour is its board 1's: T1 White, T2 Black.
  EXPECT_EQ(t1.color, Color::White);
  EXPECT_EQ((*rounds)[1][0].color, Color::Black);
  // Round 1, T3-T4 1-1 is drawn: a draw's match points each.
  EXPECT_EQ((*rounds)[3][0].result, RoundResult::Draw);
  EXPECT_EQ((*rounds)[3][0].matchPoints, 2);
}

// Two teams of two boards: A (players 1, 2), B (players 3, 4).
struct TwoTeams {
  TournamentState state;
  TeamEvent event;
};

TwoTeams twoTeams() {
  TwoTeams t;
  for (int p = 1; p <= 4; ++p) t.state.players.push_back({.startNumber = p});
  t.event.settings.colourSequence = "WB";
  t.event.teams = {{1, "A", "A", {1, 2}}, {2, "B", "B", {3, 4}}};
  return t;
}

void addRound(TwoTeams& t, std::array<RoundEntry, 4> entries) {
  for (int p = 0; p < 4; ++p) t.state.players[p].rounds.push_back(entries[p]);
}

TEST(TeamRounds, AForfeitedMatchCountsAsNotPlayed) {
  auto t = twoTeams();
  // TRF26 330 "-+": team A absent; B's players win by forfeit.
  addRound(t, {{{3, std::nullopt, RoundResult::ForfeitLoss},
                {4, std::nullopt, RoundResult::ForfeitLoss},
                {1, std::nullopt, RoundResult::ForfeitWin},
                {2, std::nullopt, RoundResult::ForfeitWin}}});
  t.event.forfeitedMatches = {{1, 1, 2, ForfeitedMatch::Outcome::BlackWins}};
  const auto rounds = teamRounds(t.state, t.event, 1);
  ASSERT_TRUE(rounds.has_value());
  EXPECT_EQ((*rounds)[0][0].result, RoundResult::ForfeitLoss);
  EXPECT_EQ((*rounds)[0][0].matchPoints, 0);
  EXPECT_EQ((*rounds)[1][0].result, RoundResult::ForfeitWin);
  EXPECT_EQ((*rounds)[1][0].opponent, 1);
  EXPECT_EQ((*rounds)[1][0].matchPoints, 4);
  EXPECT_EQ((*rounds)[1][0].gamePoints, 4);
  EXPECT_FALSE((*rounds)[1][0].color.has_value());
}

TEST(TeamRounds, AnEmptyBoardIsLostAndTheOthersMoveUp) {
  auto t = twoTeams();
  // A fields player 2 alone: he moves up to board 1 and draws player 3;
  // board 2 is empty, player 4 wins it by forfeit. A ½ - B 1½.
  addRound(t, {{{0, std::nullopt, RoundResult::ZeroPointBye},
                {3, Color::White, RoundResult::Draw},
                {2, Color::Black, RoundResult::Draw},
                {0, std::nullopt, RoundResult::ForfeitWin}}});
  const auto rounds = teamRounds(t.state, t.event, 1);
  ASSERT_TRUE(rounds.has_value());
  const TeamRound& a = (*rounds)[0][0];
  EXPECT_EQ(a.boardPoints, (std::vector<HalfPoints>{1, 0}));
  EXPECT_EQ(a.result, RoundResult::Loss);
  EXPECT_EQ(a.matchPoints, 0);
  EXPECT_EQ((*rounds)[1][0].gamePoints, 3);
  EXPECT_EQ((*rounds)[1][0].matchPoints, 4);
}

TEST(TeamRounds, ThePairingByeIsWorthADrawUnlessSetOtherwise) {
  auto t = twoTeams();
  addRound(t, {{{},
                {},
                {0, std::nullopt, RoundResult::ZeroPointBye},
                {0, std::nullopt, RoundResult::ZeroPointBye}}});
  t.event.pairingByes = {1};
  auto rounds = teamRounds(t.state, t.event, 1);
  ASSERT_TRUE(rounds.has_value());
  // C.04.6 1.4: a draw's MP (1) and GP (half of 2 boards: 1); C.07 12
  // counts it as a win on every board.
  const TeamRound& pab = (*rounds)[0][0];
  EXPECT_EQ(pab.result, RoundResult::PairingBye);
  EXPECT_EQ(pab.matchPoints, 2);
  EXPECT_EQ(pab.gamePoints, 2);
  EXPECT_EQ(pab.boardPoints, (std::vector<HalfPoints>{2, 2}));
  // Team B's players are all absent: nothing scored.
  EXPECT_EQ((*rounds)[1][0].result, RoundResult::ZeroPointBye);
  EXPECT_EQ((*rounds)[1][0].matchPoints, 0);
  // TRF26 320 may give a win instead: 2 MP, 2 GP.
  t.event.settings.pabMatchPoints = 4;
  t.event.settings.pabGamePoints = 4;
  rounds = teamRounds(t.state, t.event, 1);
  EXPECT_EQ((*rounds)[0][0].matchPoints, 4);
}

TEST(TeamRounds, APlayerOnTwoRostersIsRefused) {
  auto t = twoTeams();
  t.event.teams[1].roster.push_back(1);
  const auto rounds = teamRounds(t.state, t.event, 0);
  ASSERT_FALSE(rounds.has_value());
  EXPECT_EQ(rounds.error().code, TeamRoundsErrorCode::PlayerInTwoTeams);
  EXPECT_EQ(rounds.error().player, 1);
}

}  // namespace
}  // namespace tournament
