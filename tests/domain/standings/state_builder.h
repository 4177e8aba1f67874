// SPDX-License-Identifier: MIT
// Hand-built tournament states for the standings and rating tests.
#pragma once

#include "domain/tournament/tournament_state.h"

#include <string>

namespace standings::testing {

// A section of `players` players (start numbers 1..N, unrated, named "P1"...)
// with `rounds` rounds, every round NotPaired until set.
class StateBuilder {
public:
  StateBuilder(int players, int rounds) {
    for (int i = 1; i <= players; ++i) {
      tournament::PlayerRecord p;
      p.startNumber = i;
      p.name = std::to_string(i);
      p.name.insert(0, 1, 'P');
      p.rounds.resize(static_cast<std::size_t>(rounds));
      state.players.push_back(p);
    }
    state.totalRounds = rounds;
  }

  StateBuilder& rating(int player, int value) {
    at(player).rating = value;
    return *this;
  }
  // A game; `result` is White's TRF code: '1', '=' or '0' ('W' 'D' 'L' for
  // games of less than one move).
  StateBuilder& game(int round, int white, int black, char result) {
    const auto whiteResult = *tournament::fromTrfCode(result);
    const char blackCode = result == '1'   ? '0'
                           : result == '0' ? '1'
                           : result == 'W' ? 'L'
                           : result == 'L' ? 'W'
                                           : result;
    set(round, white, {black, tournament::Color::White, whiteResult});
    set(round, black, {white, tournament::Color::Black, *tournament::fromTrfCode(blackCode)});
    return *this;
  }
  StateBuilder& forfeit(int round, int winner, int loser) {
    set(round, winner, {loser, tournament::Color::White, tournament::RoundResult::ForfeitWin});
    set(round, loser, {winner, tournament::Color::Black, tournament::RoundResult::ForfeitLoss});
    return *this;
  }
  StateBuilder& bye(int round, int player, tournament::RoundResult kind) {
    set(round, player, {0, std::nullopt, kind});
    return *this;
  }
  StateBuilder& roundRobin() {
    state.system = tournament::PairingSystem::RoundRobin;
    return *this;
  }

  tournament::TournamentState state;

private:
  tournament::PlayerRecord& at(int player) {
    return state.players[static_cast<std::size_t>(player - 1)];
  }
  void set(int round, int player, tournament::RoundEntry entry) {
    at(player).rounds[static_cast<std::size_t>(round - 1)] = entry;
  }
};

}  // namespace standings::testing
