// SPDX-License-Identifier: MIT
#include "reports/standings_adapter.h"

#include "domain/standings/tiebreak_text.h"

#include <fmt/format.h>

#include <algorithm>

namespace reports {

StandingsTable standingsTable(const tournament::TournamentState& state,
                              const standings::Standings& table) {
  StandingsTable out{.event = state.name, .rounds = table.rounds, .tieBreakCodes = {}, .lines = {}};
  for (const auto& tieBreak : table.tieBreaks)
    out.tieBreakCodes.push_back(standings::tieBreakCode(tieBreak));
  for (const auto& row : table.rows) {
    StandingsLine line{.rank = row.rank, .player = {}, .points = row.points, .tieBreaks = {}};
    if (const auto* player = state.player(row.startNumber))
      line.player = {player->startNumber, player->name, player->title, player->federation,
                     player->rating};
    for (std::size_t i = 0; i < row.values.size() && i < table.tieBreaks.size(); ++i)
      line.tieBreaks.push_back(standings::tieBreakText(
          row.values[i], standings::minimumDecimals(table.tieBreaks[i].kind)));
    out.lines.push_back(std::move(line));
  }
  return out;
}

}  // namespace reports
