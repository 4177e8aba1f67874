// SPDX-License-Identifier: MIT
#include "domain/tournament/standings_category.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <optional>

namespace tournament {
namespace {

bool sameLetters(std::string_view text, std::string_view lower) {
  return text.size() == lower.size() &&
         std::equal(text.begin(), text.end(), lower.begin(), [](char a, char b) {
           return (a >= 'A' && a <= 'Z' ? static_cast<char>(a - 'A' + 'a') : a) == b;
         });
}

// A whole decimal number without sign or leading zero, or nullopt.
std::optional<int> wholeNumber(std::string_view text) {
  if (text.empty() || text.size() > 6 || (text.size() > 1 && text.front() == '0') ||
      !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::nullopt;
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

bool ageInRange(int age) { return age >= MinCategoryAge && age <= MaxCategoryAge; }
bool ratingInRange(int rating) {
  return rating >= MinCategoryRating && rating <= MaxCategoryRating;
}

std::expected<Category, CategoryErrorCode> readCategory(std::string_view item) {
  if (item.empty()) return std::unexpected(CategoryErrorCode::Empty);
  if (sameLetters(item, "women")) return Category{CategoryKind::Women};
  if (sameLetters(item, "unrated")) return Category{CategoryKind::Unrated};
  const char first = item.front();
  if (first == 'U' || first == 'u' || first == 'S' || first == 's') {
    const auto n = wholeNumber(item.substr(1));
    if (!n) return std::unexpected(CategoryErrorCode::Unknown);
    const bool under = first == 'U' || first == 'u';
    if (under && *n >= MinCategoryRating) {
      if (!ratingInRange(*n)) return std::unexpected(CategoryErrorCode::RatingOutOfRange);
      return Category{CategoryKind::RatingUnder, *n};
    }
    if (!ageInRange(*n)) return std::unexpected(CategoryErrorCode::AgeOutOfRange);
    return Category{under ? CategoryKind::AgeUnder : CategoryKind::AgeFrom, *n};
  }
  const std::size_t dash = item.find('-');
  if (dash == std::string_view::npos) return std::unexpected(CategoryErrorCode::Unknown);
  const auto low = wholeNumber(item.substr(0, dash));
  const auto high = wholeNumber(item.substr(dash + 1));
  if (!low || !high) return std::unexpected(CategoryErrorCode::Unknown);
  if (!ratingInRange(*low) || !ratingInRange(*high))
    return std::unexpected(CategoryErrorCode::RatingOutOfRange);
  if (*low > *high) return std::unexpected(CategoryErrorCode::EmptyBand);
  return Category{CategoryKind::RatingBand, *low, *high};
}

}  // namespace

std::expected<std::vector<Category>, CategoryError> parseCategories(std::string_view text) {
  std::vector<Category> categories;
  const auto blank = [](std::string_view t) {
    return std::all_of(t.begin(), t.end(), [](char c) { return c == ' ' || c == '\t'; });
  };
  if (blank(text)) return categories;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = text.find(',', start);
    std::string_view item = text.substr(
        start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    std::size_t column = start + 1;
    while (!item.empty() && (item.front() == ' ' || item.front() == '\t')) {
      item.remove_prefix(1);
      ++column;
    }
    while (!item.empty() && (item.back() == ' ' || item.back() == '\t')) item.remove_suffix(1);
    const auto category = readCategory(item);
    if (!category)
      return std::unexpected(CategoryError{category.error(), static_cast<int>(column)});
    if (std::find(categories.begin(), categories.end(), *category) != categories.end())
      return std::unexpected(CategoryError{CategoryErrorCode::Duplicate, static_cast<int>(column)});
    categories.push_back(*category);
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return categories;
}

std::string categoryCode(const Category& category) {
  switch (category.kind) {
    case CategoryKind::Women:
      return "women";
    case CategoryKind::AgeUnder:
    case CategoryKind::RatingUnder:
      return fmt::format("U{}", category.limit);
    case CategoryKind::AgeFrom:
      return fmt::format("S{}", category.limit);
    case CategoryKind::RatingBand:
      return fmt::format("{}-{}", category.limit, category.upper);
    case CategoryKind::Unrated:
      return "unrated";
  }
  return {};
}

std::string categoriesText(const std::vector<Category>& categories) {
  std::string text;
  for (const auto& category : categories) {
    if (!text.empty()) text += ',';
    text += categoryCode(category);
  }
  return text;
}

int yearOf(std::string_view date) {
  if (date.size() < 4 ||
      !std::all_of(date.begin(), date.begin() + 4, [](char c) { return c >= '0' && c <= '9'; }))
    return 0;
  int year = 0;
  std::from_chars(date.data(), date.data() + 4, year);
  return year;
}

}  // namespace tournament
