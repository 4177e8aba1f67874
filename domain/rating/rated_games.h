// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"

#include <vector>

namespace rating {

// One game that a rating system may count: played over the board with a
// rated result (TRF codes 1 = 0). Forfeits, byes and games of fewer than one
// move each (codes W D L) are never rated (B.02 5.1). `firstScore` is the
// first player's result in half-points of a 1/½/0 game: 2, 1 or 0, whatever
// the section's scoring system.
struct RatedGame {
  int round = 0;  // 1-based
  int first = 0;  // start numbers, first < second
  int second = 0;
  int firstScore = 0;  // 2 win, 1 draw, 0 loss
};

// Every rated game of rounds 1..`rounds`, each once, in round order and by
// the first player's start number within a round.
std::vector<RatedGame> ratedGames(const tournament::TournamentState& state, int rounds);

// Runs `apply(game, before, current)` for every game of rounds 1..rounds,
// where `before` holds every player's state (index start number - 1) as it
// was before the game's round and `current` is updated; every game of a
// round sees the states from before that round. Returns the final states.
template <typename PlayerState, typename Apply>
std::vector<PlayerState> applyRoundByRound(const std::vector<RatedGame>& games, int rounds,
                                           std::vector<PlayerState> current, Apply apply) {
  auto next = games.begin();
  for (int round = 1; round <= rounds; ++round) {
    const std::vector<PlayerState> before = current;
    for (; next != games.end() && next->round == round; ++next) apply(*next, before, current);
  }
  return current;
}

// The player's own score in half-points of a 1/½/0 game, for the game seen
// from start number `player` (which must be one of the two).
int scoreOf(const RatedGame& game, int player);
// The other player of the game.
int opponentOf(const RatedGame& game, int player);

}  // namespace rating
