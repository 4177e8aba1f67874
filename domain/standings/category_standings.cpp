// SPDX-License-Identifier: MIT
#include "domain/standings/category_standings.h"

#include <algorithm>

namespace standings {
namespace {

// The prize table's condition for the same players (prizes.h), so that a
// category and a prize category of the same name take the same players.
PrizeEligibility eligibilityOf(const Category& category, int eventYear) {
  PrizeEligibility e;
  switch (category.kind) {
    case CategoryKind::Women:
      e.womenOnly = true;
      break;
    case CategoryKind::AgeUnder:
      e.bornFrom = eventYear - category.limit;
      break;
    case CategoryKind::AgeFrom:
      e.bornTo = eventYear - category.limit;
      break;
    case CategoryKind::RatingUnder:
      e.ratingTo = category.limit - 1;
      break;
    case CategoryKind::RatingBand:
      e.ratingFrom = category.limit;
      e.ratingTo = category.upper;
      break;
    case CategoryKind::Unrated:
      break;
  }
  return e;
}

}  // namespace

bool inCategory(const Category& category, const PrizeCandidate& player, int eventYear) {
  if (category.kind == CategoryKind::Unrated) return player.rating == 0;
  const bool age =
      category.kind == CategoryKind::AgeUnder || category.kind == CategoryKind::AgeFrom;
  if (age && eventYear <= 0) return false;
  return eligible(eligibilityOf(category, eventYear), player);
}

std::vector<CategoryTable> categoryStandings(const std::vector<Category>& categories,
                                             const std::vector<PrizeCandidate>& players,
                                             int eventYear) {
  std::vector<CategoryTable> tables;
  for (const auto& category : categories) {
    CategoryTable table{category, {}};
    for (const auto& player : players) {
      if (!inCategory(category, player, eventYear)) continue;
      const auto above =
          std::count_if(table.places.begin(), table.places.end(),
                        [&](const CategoryPlace& p) { return p.rank < player.rank; });
      table.places.push_back({player.startNumber, static_cast<int>(above) + 1, player.rank});
    }
    tables.push_back(std::move(table));
  }
  return tables;
}

}  // namespace standings
