// SPDX-License-Identifier: MIT
#include "domain/standings/board_standings.h"

#include "domain/rating/fide_rating.h"
#include "domain/tournament/team_rounds.h"

#include <algorithm>
#include <map>

namespace standings {

namespace {

struct Tally {
  int games = 0;
  tournament::HalfPoints points = 0;
  std::vector<rating::GameOutcome> rated;
};

// Better first: percentage compared as points_a * games_b against
// points_b * games_a.
bool better(const BoardStandingRow& a, const BoardStandingRow& b) {
  if (a.qualifies != b.qualifies) return a.qualifies;
  if (a.performance != b.performance)
    return a.performance.value_or(-1) > b.performance.value_or(-1);
  const long long left = static_cast<long long>(a.points) * b.games;
  const long long right = static_cast<long long>(b.points) * a.games;
  if (left != right) return left > right;
  if (a.games != b.games) return a.games > b.games;
  return a.player < b.player;
}

// A rated game: played over the board and not marked unrated (W D L).
bool ratedGame(tournament::RoundResult r) {
  using tournament::RoundResult;
  return r == RoundResult::Win || r == RoundResult::Draw || r == RoundResult::Loss;
}

// A game's score as B.02 counts it: 2 a win, 1 a draw, 0 a loss.
int ratingScore(tournament::RoundResult r) {
  using tournament::RoundResult;
  return r == RoundResult::Win ? 2 : r == RoundResult::Draw ? 1 : 0;
}

}  // namespace

std::vector<BoardStanding> boardStandings(const tournament::TournamentState& state,
                                          const tournament::TeamEvent& event, int rounds,
                                          int minimumGames) {
  std::map<std::pair<int, int>, Tally> tallies;  // (board, player)
  std::map<int, int> teamOf;
  for (const auto& team : event.teams)
    for (int round = 1; round <= rounds; ++round) {
      const auto boards = tournament::teamBoards(state, event, team, round);
      for (std::size_t b = 0; b < boards.size(); ++b) {
        const auto* player = state.player(boards[b]);
        if (player == nullptr || player->rounds.size() < static_cast<std::size_t>(round)) continue;
        const auto& entry = player->rounds[round - 1];
        if (!tournament::isPlayedGame(entry.result)) continue;
        auto& tally = tallies[{static_cast<int>(b) + 1, boards[b]}];
        teamOf[boards[b]] = team.number;
        const auto points = state.scoring.pointsFor(entry.result);
        ++tally.games;
        tally.points += points;
        const auto* opponent = state.player(entry.opponent);
        if (opponent && opponent->rating > 0 && ratedGame(entry.result))
          tally.rated.push_back({opponent->rating, ratingScore(entry.result)});
      }
    }
  std::vector<BoardStanding> out;
  for (const auto& [key, tally] : tallies) {
    const auto [board, player] = key;
    if (out.empty() || out.back().board != board) out.push_back({board, {}});
    out.back().rows.push_back({player, teamOf[player], tally.games, tally.points,
                               rating::performanceRating(tally.rated),
                               tally.games >= minimumGames});
  }
  for (auto& standing : out) std::ranges::sort(standing.rows, better);
  return out;
}

}  // namespace standings
