// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/ranking.h"
#include "domain/tournament/team_rounds.h"

#include <cstdint>
#include <vector>

namespace standings {

// The board tie-breaks of team events (C.07 art. 12), over a team's rounds
// (tournament::TeamRound::boardPoints: a PAB as a win on every board, a
// bye or an absence as its result on every board).

// 12.1 BC: the sum over all rounds of board number x game points on that
// board, in half-points. Lower is better.
std::int64_t boardCount(const std::vector<tournament::TeamRound>& rounds);

// 12.2 TBR: the game points on board 1, then on board 2, ... (half-points).
std::vector<std::int64_t> topBoardResults(const std::vector<tournament::TeamRound>& rounds,
                                          int boards);

// 12.3 BBE: the game points without the bottom board, then without the
// bottom two, ... (half-points).
std::vector<std::int64_t> bottomBoardElimination(const std::vector<tournament::TeamRound>& rounds,
                                                 int boards);

// Orders a tied group (team numbers) by TBR or BBE over `rounds` (index
// team - 1), higher first, and splits it where they differ.
Groups splitByBoards(const std::vector<int>& group,
                     const std::vector<std::vector<tournament::TeamRound>>& rounds, int boards,
                     bool bottomElimination);

}  // namespace standings
