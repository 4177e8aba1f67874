// SPDX-License-Identifier: MIT
#include "domain/rating/rated_games.h"

#include <optional>

namespace rating {

namespace {

// The 1/½/0 value of a rated result in half-points, or nullopt when the
// round's result is not a rated game (B.02 5.1).
std::optional<int> ratedScore(tournament::RoundResult result) {
  using tournament::RoundResult;
  switch (result) {
    case RoundResult::Win:
      return 2;
    case RoundResult::Draw:
      return 1;
    case RoundResult::Loss:
      return 0;
    default:
      return std::nullopt;
  }
}

}  // namespace

std::vector<RatedGame> ratedGames(const tournament::TournamentState& state, int rounds) {
  std::vector<RatedGame> games;
  for (int round = 1; round <= rounds; ++round) {
    for (const auto& player : state.players) {
      if (static_cast<int>(player.rounds.size()) < round) continue;
      const auto& entry = player.rounds[static_cast<std::size_t>(round - 1)];
      if (entry.opponent <= player.startNumber || state.player(entry.opponent) == nullptr) continue;
      if (const auto score = ratedScore(entry.result))
        games.push_back({round, player.startNumber, entry.opponent, *score});
    }
  }
  return games;
}

int scoreOf(const RatedGame& game, int player) {
  return player == game.first ? game.firstScore : 2 - game.firstScore;
}

int opponentOf(const RatedGame& game, int player) {
  return player == game.first ? game.second : game.first;
}

}  // namespace rating
