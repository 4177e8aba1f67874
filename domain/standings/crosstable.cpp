// SPDX-License-Identifier: MIT
#include "domain/standings/crosstable.h"

namespace standings {

std::vector<CrosstableLine> crosstable(const tournament::TournamentState& state, int rounds) {
  std::vector<CrosstableLine> lines;
  for (const auto& player : state.players) {
    CrosstableLine line{player.startNumber, 0, {}};
    for (int r = 1; r <= rounds; ++r) {
      CrosstableCell cell;
      if (r <= static_cast<int>(player.rounds.size())) {
        const auto& entry = player.rounds[static_cast<std::size_t>(r - 1)];
        cell.opponent = entry.opponent;
        cell.color = entry.color;
        cell.result = entry.result;
        cell.points =
            state.scoring.pointsFor(entry.result) + entry.adjustment;  // Laws 12.9.4 / 12.9.5
        cell.penaltyScore = entry.adjustment != 0;
      }
      line.score += cell.points;
      cell.runningScore = line.score;
      line.cells.push_back(cell);
    }
    lines.push_back(std::move(line));
  }
  return lines;
}

}  // namespace standings
