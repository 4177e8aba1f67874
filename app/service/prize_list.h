// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/club_prizes.h"
#include "domain/standings/prize_table_text.h"
#include "domain/standings/standings.h"
#include "domain/standings/tiebreak_list.h"
#include "domain/tournament/section.h"

#include <expected>
#include <string_view>
#include <variant>
#include <vector>

namespace service {

// The prize list of a section: the final standings (the section's tie-break
// list) with the prize table applied.
struct PrizeList {
  int rounds = 0;  // the standings are after this round
  standings::PrizeTable table;
  std::vector<standings::PrizeAward> awards;
  std::vector<standings::ClubAward> clubAwards;  // the best-club categories
};

using PrizeListError = std::variant<standings::PrizeTableError, standings::TieBreakListError,
                                    standings::StandingsError>;

// Reads the prize table (standings/prize_table_text.h) and awards it on the
// standings after the last round.
std::expected<PrizeList, PrizeListError> prizeList(const tournament::Section& section,
                                                   std::string_view tableText);

}  // namespace service
