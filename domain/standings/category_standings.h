// SPDX-License-Identifier: MIT
// The category standings of a section: the organiser names the categories
// (women, age groups from the birth dates, rating bands) among the section's
// settings; each category lists its members in the standings' order with
// their place in it.
//
// Ages count years of birth in the event's year, as FIDE's competitions do:
// D.04.07 6 "All chess players who shall not have reached the age of 8, 10
// or 12 before January 1st of the year ... are eligible" (so U12 in 2026
// takes those born in 2014 or later), D.04.03 2.1 "Open 50+, open to all
// players who are 50 or older in the year of the tournament" (so S50 in 2026
// takes those born in 1976 or earlier).
#pragma once

#include "domain/standings/prizes.h"
#include "domain/tournament/standings_category.h"

#include <vector>

namespace standings {

using tournament::Category;
using tournament::CategoryKind;

// True when `player` (as the prize list reads one: sex, birth year, the
// rating of the section's rate) is in the category in an event held in
// `eventYear`. An age category has nobody whose birth year, or the event's
// year, is unknown (0).
bool inCategory(const Category& category, const PrizeCandidate& player, int eventYear);

// A member of a category: their place in it (1 + the members ranked above
// them, so players sharing a rank share the place) and their overall rank.
struct CategoryPlace {
  int startNumber = 0;
  int place = 0;
  int rank = 0;
  bool operator==(const CategoryPlace&) const = default;
};

struct CategoryTable {
  Category category;
  std::vector<CategoryPlace> places;  // the standings' order
};

// Each category of `categories`, in that order, with its members among
// `players` (the standings' order, ranks set), even when it has none.
std::vector<CategoryTable> categoryStandings(const std::vector<Category>& categories,
                                             const std::vector<PrizeCandidate>& players,
                                             int eventYear);

}  // namespace standings
