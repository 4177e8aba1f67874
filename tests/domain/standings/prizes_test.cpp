// SPDX-License-Identifier: MIT
// Prize lists worked out by hand: six players in final order, a place
// table 1000 / 600 / 300, women 200 / 100, under 2000 150, under 16 100 and
// a book.
#include "domain/standings/prizes.h"
#include "domain/standings/prize_table_text.h"

#include <gtest/gtest.h>

namespace standings {
namespace {

// startNumber, rank, points (half-points), woman, birth year, rating
const std::vector<PrizeCandidate> Final{
    {1, 1, 14, false, 1990, 2400},  // 7
    {2, 2, 13, true, 1995, 2300},   // 6.5
    {3, 3, 13, false, 2011, 1950},  // 6.5, under 16, under 2000
    {4, 4, 13, false, 1980, 2100},  // 6.5
    {5, 5, 12, true, 2012, 1900},   // 6, woman, under 16, under 2000
    {6, 6, 10, false, 1970, 1800},  // 5, under 2000
};

PrizeTable table(PrizeTieRule rule, PrizePrecedence precedence = PrizePrecedence::HigherPrize) {
  PrizeTable t;
  t.categories = {{"Overall", {}, {{1000, ""}, {600, ""}, {300, ""}}},
                  {"Women", {.womenOnly = true}, {{200, ""}, {100, ""}}},
                  {"U2000", {.ratingTo = 1999}, {{150, ""}}},
                  {"U16", {.bornFrom = 2010}, {{100, ""}, {0, "book"}}}};
  t.tieRule = rule;
  t.precedence = precedence;
  return t;
}

TEST(Prizes, ByTieBreakEachPlayerTakesTheHigherPrize) {
  // Overall 1-3 go to 1, 2, 3 (2 takes 600 rather than the women's 200);
  // women 1st: 5 (2 already has a prize); U2000: 6 (3 and 5 have prizes);
  // women 2nd, U16: nobody eligible is left.
  const std::vector<PrizeAward> expected{{1, "Overall", 1, 1000, "", 0},
                                         {2, "Overall", 2, 600, "", 0},
                                         {3, "Overall", 3, 300, "", 0},
                                         {5, "Women", 1, 200, "", 0},
                                         {6, "U2000", 1, 150, "", 0}};
  EXPECT_EQ(awardPrizes(table(PrizeTieRule::ByTieBreak), Final), expected);
}

TEST(Prizes, SharedMoneyIsPooledAmongThePlayersTiedOnPoints) {
  // 2, 3 and 4 are tied on 6.5 in places 2-4: (600 + 300 + 0) / 3 = 300 each.
  const std::vector<PrizeAward> expected{
      {1, "Overall", 1, 1000, "", 0}, {2, "Overall", 2, 300, "", 3}, {3, "Overall", 3, 300, "", 3},
      {4, "Overall", 4, 300, "", 3},  {5, "Women", 1, 200, "", 0},   {6, "U2000", 1, 150, "", 0}};
  EXPECT_EQ(awardPrizes(table(PrizeTieRule::Shared), Final), expected);
}

TEST(Prizes, HortSystemHalfByTieBreakHalfShared) {
  // Half of 600 and of 300 by tie-break: 300, 150, 0; the other halves
  // (300 + 150 = 450) shared: 150 each. 2: 450, 3: 300, 4: 150.
  const auto list = awardPrizes(table(PrizeTieRule::Hort), Final);
  ASSERT_GE(list.size(), 4u);
  EXPECT_EQ(list[1].amount, 450);
  EXPECT_EQ(list[2].amount, 300);
  EXPECT_EQ(list[3].amount, 150);
  EXPECT_EQ(list[1].amount + list[2].amount + list[3].amount, 900);
}

TEST(Prizes, TheOrganizersOrderOfCategories) {
  // Women first, then U16, then the place prizes: 2 takes the women's 1st,
  // 5 the women's 2nd, 3 the U16 100 (the book finds nobody), the place
  // prizes go to 1, 4 and 6, and nobody is left for U2000.
  PrizeTable t = table(PrizeTieRule::ByTieBreak, PrizePrecedence::CategoryOrder);
  std::swap(t.categories[0], t.categories[1]);  // Women, Overall, U2000, U16
  std::rotate(t.categories.begin() + 1, t.categories.begin() + 3, t.categories.end());
  ASSERT_EQ(t.categories[1].name, "U16");
  const std::vector<PrizeAward> expected{
      {2, "Women", 1, 200, "", 0},    {5, "Women", 2, 100, "", 0},   {3, "U16", 1, 100, "", 0},
      {1, "Overall", 1, 1000, "", 0}, {4, "Overall", 2, 600, "", 0}, {6, "Overall", 3, 300, "", 0}};
  EXPECT_EQ(awardPrizes(t, Final), expected);
}

TEST(Prizes, IndivisibleRestGoesOneUnitEachByTieBreakAndItemsAreNotShared) {
  PrizeTable t;
  t.categories = {{"Overall", {}, {{1000, "cup"}}}};
  t.tieRule = PrizeTieRule::Shared;
  const std::vector<PrizeCandidate> tied{{7, 1, 10}, {8, 1, 10}, {9, 1, 10}};
  const std::vector<PrizeAward> expected{{7, "Overall", 1, 334, "cup", 3},
                                         {8, "Overall", 2, 333, "", 3},
                                         {9, "Overall", 3, 333, "", 3}};
  EXPECT_EQ(awardPrizes(t, tied), expected);
}

TEST(Prizes, EligibilityOfAgeAndRatingBands) {
  EXPECT_TRUE(eligible({.bornFrom = 2010}, Final[2]));
  EXPECT_FALSE(eligible({.bornFrom = 2010}, Final[0]));
  EXPECT_FALSE(eligible({.bornFrom = 2010}, {10, 1, 0, false, 0, 0}));  // birth year unknown
  EXPECT_TRUE(eligible({.ratingTo = 1999}, {10, 1, 0, false, 0, 0}));   // unrated is under 2000
  EXPECT_FALSE(eligible({.ratingFrom = 1600, .ratingTo = 1999}, {10, 1, 0, false, 0, 0}));
  EXPECT_TRUE(eligible({.womenOnly = true}, Final[1]));
}

}  // namespace
}  // namespace standings

namespace standings {
namespace {

TEST(PrizeTableText, ReadsSettingsCategoriesConditionsAndPrizes) {
  const auto table = readPrizeTable(
      "# Open 2026\n"
      "tie = hort\n"
      "precedence = order\n"
      "category Overall = 1000 600 300.50\n"
      "category U16 born>=2010 women = 100 \"book\" 50+\"medal\"  # juniors\n");
  ASSERT_TRUE(table) << static_cast<int>(table.error().code) << " line " << table.error().line;
  EXPECT_EQ(table->tieRule, PrizeTieRule::Hort);
  EXPECT_EQ(table->precedence, PrizePrecedence::CategoryOrder);
  ASSERT_EQ(table->categories.size(), 2u);
  EXPECT_EQ(table->categories[0].prizes,
            (std::vector<Prize>{{100000, ""}, {60000, ""}, {30050, ""}}));
  EXPECT_EQ(table->categories[1].name, "U16");
  EXPECT_EQ(table->categories[1].eligibility,
            (PrizeEligibility{.womenOnly = true, .bornFrom = 2010}));
  EXPECT_EQ(table->categories[1].prizes,
            (std::vector<Prize>{{10000, ""}, {0, "book"}, {5000, "medal"}}));
}

TEST(PrizeTableText, RefusesWithLineAndColumn) {
  const auto refuse = [](std::string_view text) {
    const auto table = readPrizeTable(text);
    EXPECT_FALSE(table);
    return table ? PrizeTableError{PrizeTableErrorCode::UnknownLine} : table.error();
  };
  const auto prize = refuse("category A = 100\ncategory B = 10x\n");
  EXPECT_EQ(prize.code, PrizeTableErrorCode::BadPrize);
  EXPECT_EQ(prize.line, 2);
  EXPECT_EQ(prize.column, 14);
  EXPECT_EQ(refuse("category A age<16 = 1\n").code, PrizeTableErrorCode::BadCondition);
  EXPECT_EQ(refuse("tie = lots\ncategory A = 1\n").code, PrizeTableErrorCode::BadTieRule);
  EXPECT_EQ(refuse("category A =\n").code, PrizeTableErrorCode::NoPrizes);
  EXPECT_EQ(refuse("prize 100\n").code, PrizeTableErrorCode::UnknownLine);
  EXPECT_EQ(refuse("category A = \"cup\n").code, PrizeTableErrorCode::UnterminatedQuote);
  EXPECT_EQ(refuse("# nothing\n").code, PrizeTableErrorCode::NoCategories);
}

}  // namespace
}  // namespace standings
