// SPDX-License-Identifier: MIT
// Category standings worked out by hand for a small event held in 2026.
// FIDE's age rule (D.04.07 6: "shall not have reached the age of 12 before
// January 1st of the year"; D.04.03 2.1: "50 or older in the year of the
// tournament"): in 2026, U12 is born 2014 or later, U16 born 2010 or later,
// S50 born 1976 or earlier, S65 born 1961 or earlier.
#include "domain/standings/category_standings.h"

#include <gtest/gtest.h>

namespace standings {
namespace {

using tournament::categoriesText;
using tournament::CategoryError;
using tournament::CategoryErrorCode;
using tournament::parseCategories;

// The final standings (startNumber, rank, points, woman, birth year, rating):
// two players share rank 3.
const std::vector<PrizeCandidate> Final{
    {3, 1, 9, true, 2014, 2050},   // Anna: 12 in 2026, so still U12 (11 on 1 January)
    {1, 2, 8, false, 1970, 2210},  // Bao: 56, S50
    {5, 3, 7, true, 1960, 0},      // Chen: 66, S50 and S65, unrated
    {2, 3, 7, false, 2010, 1850},  // Dara: 16 in 2026, U16 not U12
    {4, 5, 6, false, 2015, 1650},  // Eli: U12, U16, band 1600-1799
    {6, 6, 4, true, 0, 1999},      // Fay: birth year unknown, just under 2000
};

std::vector<CategoryPlace> places(const CategoryTable& table) { return table.places; }

TEST(CategoryStandings, HandWorkedSmallEvent) {
  const auto categories = parseCategories("women,U12,U16,S50,S65,U2000,1600-1799,unrated");
  ASSERT_TRUE(categories);
  const auto tables = categoryStandings(*categories, Final, 2026);
  ASSERT_EQ(tables.size(), 8u);
  // {startNumber, place in the category, overall rank}
  EXPECT_EQ(places(tables[0]),
            (std::vector<CategoryPlace>{{3, 1, 1}, {5, 2, 3}, {6, 3, 6}}));          // women
  EXPECT_EQ(places(tables[1]), (std::vector<CategoryPlace>{{3, 1, 1}, {4, 2, 5}}));  // U12
  EXPECT_EQ(places(tables[2]),
            (std::vector<CategoryPlace>{{3, 1, 1}, {2, 2, 3}, {4, 3, 5}}));          // U16
  EXPECT_EQ(places(tables[3]), (std::vector<CategoryPlace>{{1, 1, 2}, {5, 2, 3}}));  // S50
  EXPECT_EQ(places(tables[4]), (std::vector<CategoryPlace>{{5, 1, 3}}));             // S65
  // U2000: the unrated Chen and Dara share rank 3, so both are first; Eli third.
  EXPECT_EQ(places(tables[5]),
            (std::vector<CategoryPlace>{{5, 1, 3}, {2, 1, 3}, {4, 3, 5}, {6, 4, 6}}));
  EXPECT_EQ(places(tables[6]), (std::vector<CategoryPlace>{{4, 1, 5}}));  // 1600-1799
  EXPECT_EQ(places(tables[7]), (std::vector<CategoryPlace>{{5, 1, 3}}));  // unrated
}

TEST(CategoryStandings, AgeGroupsNeedTheEventsYearAndABirthYear) {
  const std::vector<Category> u16{{CategoryKind::AgeUnder, 16}};
  EXPECT_TRUE(categoryStandings(u16, Final, 0)[0].places.empty());
  EXPECT_FALSE(inCategory({CategoryKind::AgeFrom, 50}, Final[5], 2026));  // Fay: no birth year
  // The boundary years (2027: U12 is born 2015 or later, so Anna is out).
  EXPECT_FALSE(inCategory({CategoryKind::AgeUnder, 12}, Final[0], 2027));
  EXPECT_TRUE(inCategory({CategoryKind::AgeFrom, 50}, {7, 7, 0, false, 1976, 0}, 2026));
  EXPECT_FALSE(inCategory({CategoryKind::AgeFrom, 50}, {7, 7, 0, false, 1977, 0}, 2026));
}

TEST(CategoryStandings, ReadsAndWritesTheCodes) {
  const auto read = parseCategories(" Women , u12,S65,U2000, 1600-1799 ,UNRATED");
  ASSERT_TRUE(read);
  EXPECT_EQ(*read, (std::vector<Category>{{CategoryKind::Women},
                                          {CategoryKind::AgeUnder, 12},
                                          {CategoryKind::AgeFrom, 65},
                                          {CategoryKind::RatingUnder, 2000},
                                          {CategoryKind::RatingBand, 1600, 1799},
                                          {CategoryKind::Unrated}}));
  EXPECT_EQ(categoriesText(*read), "women,U12,S65,U2000,1600-1799,unrated");
  EXPECT_EQ(parseCategories(""), (std::vector<Category>{}));
}

TEST(CategoryStandings, RefusesBadListsWithTheColumn) {
  const auto error = [](std::string_view text) {
    const auto read = parseCategories(text);
    EXPECT_FALSE(read) << text;
    return read ? CategoryError{CategoryErrorCode::Empty, -1} : read.error();
  };
  EXPECT_EQ(error("women,girls").code, CategoryErrorCode::Unknown);
  EXPECT_EQ(error("women,girls").column, 7);
  EXPECT_EQ(error("women,,U12").code, CategoryErrorCode::Empty);
  EXPECT_EQ(error("women,,U12").column, 7);
  EXPECT_EQ(error("U1").code, CategoryErrorCode::AgeOutOfRange);
  EXPECT_EQ(error("S0").code, CategoryErrorCode::AgeOutOfRange);
  EXPECT_EQ(error("U5000").code, CategoryErrorCode::RatingOutOfRange);
  EXPECT_EQ(error("1800-1600").code, CategoryErrorCode::EmptyBand);
  EXPECT_EQ(error("U12, U012").code, CategoryErrorCode::Unknown);  // no leading zero
  EXPECT_EQ(error("U12,u12").code, CategoryErrorCode::Duplicate);
  EXPECT_EQ(error("U12,u12").column, 5);
  EXPECT_EQ(error("U-12").code, CategoryErrorCode::Unknown);
}

}  // namespace
}  // namespace standings
