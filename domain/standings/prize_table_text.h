// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/prizes.h"

#include <cstdint>
#include <expected>
#include <string_view>

namespace standings {

enum class PrizeTableErrorCode : std::uint8_t {
  UnknownLine,    // a line that is neither a setting nor a category
  BadTieRule,     // tie = tie-break | shared | hort
  BadPrecedence,  // precedence = higher | order
  BadCondition,   // not women, born>=Y, born<=Y, rating>=R, rating<=R (a club: top=N, N >= 1)
  BadPrize,       // not an amount (up to two decimals) or a "quoted item"
  NoPrizes,       // a category without prizes
  NoCategories,   // the table has none (neither category nor club)
  UnterminatedQuote,
};

struct PrizeTableError {
  PrizeTableErrorCode code;
  int line = 0;
  int column = 0;
};

// Reads a prize table written by the organizer, one statement a line
// ('#' starts a comment):
//   tie = shared                 (tie-break | shared | hort; default tie-break)
//   precedence = higher          (higher | order; default higher)
//   category Overall = 1000 600 300
//   category Women women = 200 100
//   category U2000 rating<=1999 = 150
//   category U16 born>=2010 = 100 "book"
//   club Clubs top=3 = 300 200   (best club: its 3 best players' points; top=3 by default)
// A category's name is one word; its conditions follow (all must hold);
// after "=" its prizes by place: an amount (kept in hundredths: 1000 or
// 12.50) or a quoted item; "500+\"cup\"" is both.
std::expected<PrizeTable, PrizeTableError> readPrizeTable(std::string_view text);

}  // namespace standings
