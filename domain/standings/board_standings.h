// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/team.h"
#include "domain/tournament/tournament_state.h"

#include <optional>
#include <vector>

namespace standings {

// One player's games on one board of a team event.
struct BoardStandingRow {
  int player = 0;  // start number
  int team = 0;    // team number
  int games = 0;   // games played over the board on this board
  tournament::HalfPoints points = 0;
  // B.02 8.1.1's performance rating (Ra + dp(p)) over the rated opponents;
  // nullopt without one.
  std::optional<int> performance;
  bool qualifies = false;  // at least the organiser's minimum of games
};

// The standings of one board.
struct BoardStanding {
  int board = 0;  // 1-based
  std::vector<BoardStandingRow> rows;
};

// Board standings of rounds 1..`rounds` of a team event (board prizes): for
// each board, every player with a played game on it, by qualification
// (at least `minimumGames`), then performance rating, then percentage,
// then games, then start number. Only games played over the board count:
// forfeits and byes are no games. A player who played on two boards
// appears on both. C.07 does not define board prizes; team competitions
// award them by performance with a minimum of games.
std::vector<BoardStanding> boardStandings(const tournament::TournamentState& state,
                                          const tournament::TeamEvent& event, int rounds,
                                          int minimumGames);

}  // namespace standings
