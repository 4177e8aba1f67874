// SPDX-License-Identifier: MIT
#include "domain/standings/club_prizes.h"
#include "domain/standings/prize_table_text.h"

#include <gtest/gtest.h>

using standings::ClubAward;
using standings::PrizeCandidate;

namespace {

// The final standings (half-points): 1 A (X) 5, 2 B (Y) 4½, 3 C (X) 4,
// 4 D (Y) 4, 5 E (Z) 3½, 6 F (X) 3, 7 G (Y) 3, 8 H (no club) 3, 9 I (Z) 2.
std::vector<PrizeCandidate> finalStandings() {
  const auto player = [](int rank, int points, std::string club) {
    PrizeCandidate c;
    c.startNumber = rank;
    c.rank = rank;
    c.points = points;
    c.club = std::move(club);
    return c;
  };
  return {player(1, 10, "X"), player(2, 9, "Y"), player(3, 8, "X"),
          player(4, 8, "Y"),  player(5, 7, "Z"), player(6, 6, "X"),
          player(7, 6, "Y"),  player(8, 6, ""),  player(9, 4, "Z")};
}

standings::ClubPrizeCategory clubCategory(int top) {
  return {"Clubs", top, {{30000, ""}, {20000, ""}, {0, "cup"}}};
}

}  // namespace

// The best two of each club: X 5 + 4 = 9, Y 4½ + 4 = 8½, Z 3½ + 2 = 5½.
TEST(ClubPrizes, TheBestPlayersOfEachClubAreCounted) {
  EXPECT_EQ(standings::awardClubPrizes({clubCategory(2)}, finalStandings()),
            (std::vector<ClubAward>{{"Clubs", 1, "X", 18, 30000, ""},
                                    {"Clubs", 2, "Y", 17, 20000, ""},
                                    {"Clubs", 3, "Z", 11, 0, "cup"}}));
}

// The best three: X 5 + 4 + 3 = 12, Y 4½ + 4 + 3 = 11½; Z has two players
// and is not ranked, so the cup is not given.
TEST(ClubPrizes, AClubWithTooFewPlayersIsNotRanked) {
  EXPECT_EQ(
      standings::awardClubPrizes({clubCategory(3)}, finalStandings()),
      (std::vector<ClubAward>{{"Clubs", 1, "X", 24, 30000, ""}, {"Clubs", 2, "Y", 23, 20000, ""}}));
}

// D scores 4½ instead of 4: X 5 + 4 = 9 and Y 4½ + 4½ = 9 tie; X's
// counted ranks 1 + 3 = 4 are fewer than Y's 2 + 4 = 6, so X is first.
TEST(ClubPrizes, EqualScoresGoToTheClubWithTheBetterRanks) {
  auto standings = finalStandings();
  standings[3].points = 9;
  const auto awards = standings::awardClubPrizes({clubCategory(2)}, standings);
  ASSERT_GE(awards.size(), 2u);
  EXPECT_EQ(awards[0].club, "X");
  EXPECT_EQ(awards[1].club, "Y");
  EXPECT_EQ(awards[1].points, 18);
}

TEST(ClubPrizes, TheTableNamesAClubCategoryAndHowManyPlayersCount) {
  const auto table = standings::readPrizeTable("club Clubs top=2 = 300 200\n");
  ASSERT_TRUE(table.has_value());
  EXPECT_TRUE(table->categories.empty());
  ASSERT_EQ(table->clubCategories.size(), 1u);
  EXPECT_EQ(table->clubCategories[0],
            (standings::ClubPrizeCategory{"Clubs", 2, {{30000, ""}, {20000, ""}}}));
  // Without top=N, three players count.
  EXPECT_EQ(standings::readPrizeTable("club Clubs = 100\n")->clubCategories[0].top, 3);
  const auto bad = standings::readPrizeTable("club Clubs top=0 = 100\n");
  ASSERT_FALSE(bad.has_value());
  EXPECT_EQ(bad.error().code, standings::PrizeTableErrorCode::BadCondition);
  EXPECT_EQ(bad.error().column, 12);
}
