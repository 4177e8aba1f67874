// SPDX-License-Identifier: MIT
#include "app/live/live_standings.h"

#include "app/service/published_section.h"

namespace live {

StandingsBuilder standingsBuilder() {
  return [](const service::PublishedSection& section)
             -> std::expected<reports::StandingsTable, StandingsUnavailable> {
    auto table = service::standingsTable(section);
    if (table) return std::move(*table);
    switch (table.error()) {
      case standings::StandingsError::AdjournedGame:
        // C.07: no final standings while an adjourned game is unresolved.
        return std::unexpected(StandingsUnavailable{
            "adjourned-game", "standings are withheld while an adjourned game is unresolved"});
      case standings::StandingsError::NoCompleteRound:
        // C.07: a game without a result counts neither as played nor as a bye.
        return std::unexpected(StandingsUnavailable{
            "no-complete-round", "the first round is being played: no standings yet"});
      case standings::StandingsError::RoundNotComplete:  // the server asks for the latest only
      case standings::StandingsError::NoRounds:
        break;
    }
    return std::unexpected(StandingsUnavailable{"no-rounds", "no round has been paired yet"});
  };
}

}  // namespace live
