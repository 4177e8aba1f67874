// SPDX-License-Identifier: MIT
#include "app/live/live_standings.h"

#include "reports/standings_adapter.h"

namespace live {

StandingsBuilder standingsBuilder() {
  return [](const tournament::TournamentState& state)
             -> std::expected<reports::StandingsTable, StandingsUnavailable> {
    auto table = reports::currentStandings(state);
    if (table) return std::move(*table);
    switch (table.error()) {
      case standings::StandingsError::AdjournedGame:
        // C.07: no final standings while an adjourned game is unresolved.
        return std::unexpected(StandingsUnavailable{
            "adjourned-game", "standings are withheld while an adjourned game is unresolved"});
      case standings::StandingsError::NoRounds:
        break;
    }
    return std::unexpected(StandingsUnavailable{"no-rounds", "no round has been paired yet"});
  };
}

}  // namespace live
