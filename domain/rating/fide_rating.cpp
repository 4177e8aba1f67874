// SPDX-License-Identifier: MIT
#include "domain/rating/fide_rating.h"

#include "domain/rating/fide_tables.h"
#include "domain/rating/rated_games.h"
#include "domain/rating/rounding.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <map>

namespace rating {

int kFactor(const KFactorInput& player, int gamesInPeriod) {
  int k = 20;
  if (player.reached2400) k = 10;
  if (player.careerGames < 30) k = 40;
  if (player.under18 && player.rating < 2300) k = 40;
  // B.02 8.3.3: K x n must not exceed 700.
  if (gamesInPeriod > 0 && k * gamesInPeriod > 700) k = 700 / gamesInPeriod;
  return k;
}

int cappedDifference(int ownRating, int opponentRating, RatingRate rate) {
  const int difference = ownRating - opponentRating;
  const bool capped = rate == RatingRate::RapidBlitz || ownRating < 2650;
  if (!capped) return difference;
  return std::clamp(difference, -400, 400);
}

RatingChange ratedPlayerChange(int ownRating, int k, std::span<const GameOutcome> games,
                               RatingRate rate) {
  RatingChange result;
  result.k = k;
  for (const auto& game : games) {
    result.scoreHundredths += game.score * 50;
    result.expectedHundredths +=
        expectedScoreHundredths(cappedDifference(ownRating, game.opponentRating, rate));
  }
  result.change = static_cast<int>(
      roundedQuotient(std::int64_t{k} * (result.scoreHundredths - result.expectedHundredths), 100));
  return result;
}

std::optional<int> averageOpponentRating(std::span<const GameOutcome> games) {
  if (games.empty()) return std::nullopt;
  std::int64_t sum = 0;
  for (const auto& game : games) sum += game.opponentRating;
  return static_cast<int>(roundedQuotient(sum, static_cast<std::int64_t>(games.size())));
}

std::optional<int> performanceRating(std::span<const GameOutcome> games) {
  const auto average = averageOpponentRating(games);
  if (!average) return std::nullopt;
  int score = 0;
  for (const auto& game : games) score += game.score;
  // p in hundredths: score (half-points) x 50 / games.
  const auto percentage =
      roundedQuotient(std::int64_t{score} * 50, static_cast<std::int64_t>(games.size()));
  return *average + ratingDifferenceForScore(static_cast<int>(percentage));
}

InitialRating initialRating(std::span<const GameOutcome> games) {
  InitialRating result;
  int score = 0;
  std::int64_t sum = 0;
  for (const auto& game : games) {
    score += game.score;
    sum += game.opponentRating;
  }
  if (games.empty() || score == 0) {
    result.ignored = true;  // B.02 8.2.1: a zero score ignores the event
    return result;
  }
  const auto n = static_cast<std::int64_t>(games.size()) + 2;  // two 1800 draws
  const auto average = roundedQuotient(sum + 2 * 1800, n);
  const auto percentage = roundedQuotient((std::int64_t{score} + 2) * 50, n);
  const int ru = static_cast<int>(average) + ratingDifferenceForScore(static_cast<int>(percentage));
  result.rating = std::min(ru, 2200);
  result.published = games.size() >= 5 && result.rating >= 1400;
  return result;
}

namespace {

bool isUnder18(const tournament::PlayerRecord& player, int eventYear) {
  if (eventYear == 0 || player.birthDate.size() < 4) return false;
  int birthYear = 0;
  const auto* begin = player.birthDate.data();
  if (std::from_chars(begin, begin + 4, birthYear).ec != std::errc{} || birthYear == 0)
    return false;
  return eventYear - birthYear <= 18;
}

// Rapid & blitz 2024 (from 1 Dec 2024): a difference of 600 or more is not
// rated when either player is rated above 2600.
bool isRated(int a, int b, RatingRate rate) {
  if (rate != RatingRate::RapidBlitz) return true;
  const int difference = a > b ? a - b : b - a;
  return !(difference >= 600 && (a > 2600 || b > 2600));
}

}  // namespace

std::vector<FidePlayerRating> fideRatingChanges(const tournament::TournamentState& state,
                                                int rounds, const FideRatingOptions& options) {
  const auto games = ratedGames(state, rounds);
  // Each player's games, in the order of `games` (round order): one pass,
  // not one pass over every game per player.
  std::map<int, std::vector<const RatedGame*>> gamesOf;
  for (const auto& game : games) {
    gamesOf[game.first].push_back(&game);
    gamesOf[game.second].push_back(&game);
  }
  static const std::vector<const RatedGame*> none;
  std::vector<FidePlayerRating> results;
  results.reserve(state.players.size());
  for (const auto& player : state.players) {
    FidePlayerRating outcome;
    outcome.startNumber = player.startNumber;
    outcome.ratingBefore = player.rating;
    std::vector<GameOutcome> counted;
    const auto own = gamesOf.find(player.startNumber);
    for (const RatedGame* played : own == gamesOf.end() ? none : own->second) {
      const RatedGame& game = *played;
      const auto* opponent = state.player(opponentOf(game, player.startNumber));
      // Games against unrated opponents are not rated (B.02 6.1 and 8.2).
      if (opponent == nullptr || opponent->rating == 0) continue;
      if (player.rating > 0 && !isRated(player.rating, opponent->rating, options.rate)) continue;
      counted.push_back({opponent->rating, scoreOf(game, player.startNumber)});
      outcome.lines.push_back(
          {game.round, opponent->startNumber, opponent->rating, counted.back().score,
           player.rating > 0 ? expectedScoreHundredths(
                                   cappedDifference(player.rating, opponent->rating, options.rate))
                             : 0});
    }
    outcome.games = static_cast<int>(counted.size());
    outcome.performance = performanceRating(counted);
    if (player.rating > 0) {
      const bool isNew =
          std::ranges::find(options.newPlayers, player.startNumber) != options.newPlayers.end();
      const KFactorInput input{player.rating, isNew ? 0 : 30, isUnder18(player, options.eventYear),
                               player.rating >= 2400};
      outcome.change =
          ratedPlayerChange(player.rating, kFactor(input, outcome.games), counted, options.rate);
      outcome.ratingAfter = player.rating + outcome.change.change;
    } else {
      outcome.initial = initialRating(counted);
      if (outcome.initial->published) outcome.ratingAfter = outcome.initial->rating;
    }
    results.push_back(outcome);
  }
  return results;
}

}  // namespace rating
