// SPDX-License-Identifier: MIT
// A game of less than one move (TRF W D L): the board keeps it as unrated;
// pairing and scores read it as the played result (it is a played game:
// colour history, no rematch), rating skips it (B.02 5.1: a game is rated
// when both players made at least one move).
#include "domain/rating/rated_games.h"
#include "tests/domain/tournament/event_builder.h"

using namespace testing_event;

namespace {

// fourPlayers(): round 1 is 1-3 (board 1) and 4-2 (board 2).
const RoundEntry& entry(const TournamentState& state, int player, int round) {
  return state.players.at(static_cast<std::size_t>(player - 1))
      .rounds.at(static_cast<std::size_t>(round - 1));
}

}  // namespace

// Board 1 won by White in less than one move, board 2 drawn normally.
TEST(UnratedGame, PlayedForPairingAndScoresNotForRating) {
  Event event = accepted(fourPlayers(), EnterResult{"S", 1, 1, GameResult::WhiteWins, true});
  event = accepted(event, EnterResult{"S", 1, 2, GameResult::Draw});
  EXPECT_TRUE(section(event).round(1)->board(1)->unrated);
  const TournamentState state = toTournamentState(section(event));
  // TRF codes: 1 has W against 3 with White, 3 has L with Black.
  EXPECT_EQ(entry(state, 1, 1).result, RoundResult::UnratedWin);
  EXPECT_EQ(entry(state, 1, 1).opponent, 3);
  EXPECT_EQ(entry(state, 1, 1).color, Color::White);
  EXPECT_EQ(entry(state, 3, 1).result, RoundResult::UnratedLoss);
  EXPECT_EQ(entry(state, 4, 1).result, RoundResult::Draw);
  // Scores as played: 1 point for 1, 0 for 3 (in half-points 2 and 0).
  EXPECT_EQ(state.scoreAfter(state.players[0], 1), 2);
  EXPECT_EQ(state.scoreAfter(state.players[2], 1), 0);
  // Rating sees only the 4-2 draw: first = 2 (the lower number), score ½.
  const auto games = rating::ratedGames(state, 1);
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0].first, 2);
  EXPECT_EQ(games[0].second, 4);
  EXPECT_EQ(games[0].firstScore, 1);
}

// A correction without the flag makes it a rated game again; an unrated
// forfeit or pending result is refused (only 1-0, 1/2-1/2, 0-1).
TEST(UnratedGame, CorrectionClearsItAndOnlyPlayedResultsQualify) {
  const Event event = accepted(fourPlayers(), EnterResult{"S", 1, 1, GameResult::Draw, true});
  EXPECT_EQ(toTournamentState(section(event)).players[0].rounds[0].result,
            RoundResult::UnratedDraw);
  const Event corrected = accepted(event, EnterResult{"S", 1, 1, GameResult::Draw});
  EXPECT_FALSE(section(corrected).round(1)->board(1)->unrated);
  EXPECT_EQ(toTournamentState(section(corrected)).players[0].rounds[0].result, RoundResult::Draw);
  for (GameResult result : {GameResult::WhiteForfeitWin, GameResult::DoubleForfeit,
                            GameResult::DoubleLoss, GameResult::Adjourned, GameResult::Pending})
    EXPECT_EQ(refused(fourPlayers(), EnterResult{"S", 1, 2, result, true}),
              ActionErrorCode::UnratedNeedsPlayedResult);
  EXPECT_EQ(describeAction(EnterResult{"S", 1, 2, GameResult::BlackWins, true}),
            "result section=\"S\" round=1 board=2 result=0-1 unrated");
}
