// SPDX-License-Identifier: MIT
// The categories of a section's category standings, as the organiser sets
// them among the section's settings (`section add/edit --categories`):
// women, age groups from the birth dates, rating bands. Who is in which, and
// their places: domain/standings/category_standings.h.
#pragma once

#include <cstdint>
#include <expected>
#include <string>
#include <string_view>
#include <vector>

namespace tournament {

enum class CategoryKind : std::uint8_t {
  Women,        // "women": players registered as female
  AgeUnder,     // "U12": born in (year - 12) or later (D.04.07 6)
  AgeFrom,      // "S50": born in (year - 50) or earlier (D.04.03 2.1)
  RatingUnder,  // "U2000": rated below 2000, the unrated included (as the prize
                // table's rating<=1999)
  RatingBand,   // "1600-1799": rated 1600 to 1799 (both included); the unrated not
  Unrated,      // "unrated": no rating for the section's rate
};

// One category. An age (U, S) is 2..99 years; a rating (U, band) 100..4000.
struct Category {
  CategoryKind kind = CategoryKind::Women;
  int limit = 0;  // the age of U/S, the rating of U, the lowest rating of a band
  int upper = 0;  // the highest rating of a band
  bool operator==(const Category&) const = default;
};

constexpr int MinCategoryAge = 2;
constexpr int MaxCategoryAge = 99;
constexpr int MinCategoryRating = 100;
constexpr int MaxCategoryRating = 4000;

enum class CategoryErrorCode : std::uint8_t {
  Empty,             // an empty item ("women,,U12")
  Unknown,           // not women, unrated, U<n>, S<n> or <low>-<high>
  AgeOutOfRange,     // U/S with an age outside 2..99
  RatingOutOfRange,  // a rating outside 100..4000
  EmptyBand,         // a band whose lowest rating is above its highest
  Duplicate,         // the same category twice
};

struct CategoryError {
  CategoryErrorCode code;
  int column = 0;  // 1-based byte column of the item in the text
};

// Reads a comma-separated list of categories, e.g. "women,U12,U16,S50,U2000,
// 1600-1799,unrated" (letters in any case, spaces around items allowed). U
// with a number below 100 is an age, with 100 or more a rating. An empty text
// is the empty list.
std::expected<std::vector<Category>, CategoryError> parseCategories(std::string_view text);

// A category's code as parseCategories reads it ("women", "U12", "S50",
// "U2000", "1600-1799", "unrated"), and a list's codes joined by commas.
std::string categoryCode(const Category& category);
std::string categoriesText(const std::vector<Category>& categories);

// The year of a date written "YYYY", "YYYY-MM-DD" or "YYYY/MM/DD" (a birth
// date or an event's start date as stored), or 0 when the text does not
// start with four digits (unknown).
int yearOf(std::string_view date);

}  // namespace tournament
