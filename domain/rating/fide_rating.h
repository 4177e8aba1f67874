// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"

#include <optional>
#include <span>
#include <vector>

namespace rating {

// Which FIDE list the event is rated for: the 400-point rule differs.
enum class RatingRate : std::uint8_t { Standard, RapidBlitz };

// One game against an opponent of known rating; `score` is 2 / 1 / 0
// half-points (win, draw, loss).
struct GameOutcome {
  int opponentRating = 0;
  int score = 0;
};

// What decides a rated player's K-factor (B.02 8.3.3).
struct KFactorInput {
  int rating = 0;
  int careerGames = 30;      // rated games completed before this period
  bool under18 = false;      // until the end of the year of the 18th birthday
  bool reached2400 = false;  // a published rating has ever been 2400 or more
};

// B.02 8.3.3: K = 40 for a new player until 30 games are completed, and for
// a player under 18 whose rating is below 2300; K = 10 once a published
// rating has reached 2400; K = 20 otherwise. If K x games in the period
// exceeds 700, K is the largest whole number with K x games <= 700.
int kFactor(const KFactorInput& player, int gamesInPeriod);

// B.02 8.3.1: the rating difference used for the expected score. Standard:
// more than 400 counts as 400, but only for players rated below 2650 (the
// amendment in force from 1 Oct 2025). Rapid and blitz: a plain 400 cap.
int cappedDifference(int ownRating, int opponentRating, RatingRate rate);

// B.02 8.3: a rated player's change for one period, K x sum(score - PD),
// rounded to the nearest integer with .5 away from zero. Sums are returned
// in hundredths of a point so the working can be shown.
struct RatingChange {
  int k = 0;
  int scoreHundredths = 0;     // sum of the scores
  int expectedHundredths = 0;  // sum of PD
  int change = 0;
};
RatingChange ratedPlayerChange(int ownRating, int k, std::span<const GameOutcome> games,
                               RatingRate rate);

// B.02 8.2: an unrated player's initial rating from the games against rated
// opponents, with two hypothetical opponents rated 1800 both drawn:
// Ra = (sum of ratings + 3600) / (n + 2), p = (score + 1) / (n + 2),
// Ru = Ra + dp(p), at most 2200. A zero score ignores the event (8.2.1).
// Published only with at least 5 games against rated opponents (7.1.4;
// this event alone, no pooling over periods) and Ru >= 1400 (7.2.1).
// Choice (the text leaves it open): Ra is rounded to a whole number and p to
// hundredths, both .5 up, before the table lookup.
struct InitialRating {
  bool ignored = false;  // zero score or no rated opponents
  int rating = 0;        // Ru after the 2200 cap
  bool published = false;
};
InitialRating initialRating(std::span<const GameOutcome> games);

// The performance rating Ra + dp(p) (B.02 / B.01): Ra the average opponent
// rating and p = score / games, both rounded .5 up (to a whole number and to
// hundredths) before the table lookup. nullopt without games.
std::optional<int> performanceRating(std::span<const GameOutcome> games);
// The average of the opponents' ratings rounded .5 up; nullopt without games.
std::optional<int> averageOpponentRating(std::span<const GameOutcome> games);

// How the event is rated.
struct FideRatingOptions {
  RatingRate rate = RatingRate::Standard;
  int eventYear = 0;            // for the under-18 rule; 0 = nobody under 18
  std::vector<int> newPlayers;  // start numbers with fewer than 30 career games
};

// One game counted for a player, for the working shown in a rating report:
// the opponent, his rating, the player's score (2 / 1 / 0 half-points) and,
// for a rated player, the expected score PD of table 8.1.2 (hundredths) for
// the difference capped as in 8.3.1 (0 for an unrated player).
struct FideGameLine {
  int round = 0;
  int opponent = 0;  // start number
  int opponentRating = 0;
  int score = 0;
  int expectedHundredths = 0;
};

// One player's outcome of the event. Ratings come from PlayerRecord::rating
// (0 = unrated); a rating of 2400 or more is taken as a published 2400.
struct FidePlayerRating {
  int startNumber = 0;
  int ratingBefore = 0;
  int games = 0;                         // games rated for this player
  RatingChange change;                   // rated players
  std::optional<InitialRating> initial;  // unrated players
  std::optional<int> performance;
  std::optional<int> ratingAfter;   // nullopt: stays unrated
  std::vector<FideGameLine> lines;  // the `games` counted, in round order
};

// Every player's FIDE rating outcome for rounds 1..rounds. Rated players
// count games against rated opponents only; unrated players' games against
// rated opponents give the initial rating; games between unrated players
// count for nothing. Rapid/blitz: a game with a difference of 600 or more is
// not rated when either player is rated above 2600 (from 1 Dec 2024).
std::vector<FidePlayerRating> fideRatingChanges(const tournament::TournamentState& state,
                                                int rounds, const FideRatingOptions& options);

}  // namespace rating
