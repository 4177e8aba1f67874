// SPDX-License-Identifier: MIT
#include "domain/tournament/player_csv.h"

#include <gtest/gtest.h>

using namespace tournament;

TEST(PlayerCsv, ReadsColumnsInAnyOrderWithQuotes) {
  const std::string text =
      "\xEF\xBB\xBFRating,Name,title,Federation,sex,birth,club,fide_id\r\n"
      "2400,\"Wang, Fang\",GM,CHN,f,1990-05-01,\"The \"\"Dragon\"\" Club\",8600000\r\n"
      "\r\n"
      ",王芳,,CHN,w,1995,,\r\n";
  auto players = readPlayerCsv(text);
  ASSERT_TRUE(players) << static_cast<int>(players.error().code) << " line "
                       << players.error().line;
  ASSERT_EQ(players->size(), 2u);
  const Player& first = (*players)[0];
  EXPECT_EQ(first.name, "Wang, Fang");
  EXPECT_EQ(first.ratings.standard, 2400);
  EXPECT_EQ(first.title, "GM");
  EXPECT_EQ(first.sex, Sex::Female);
  EXPECT_EQ(first.birthDate, "1990-05-01");
  EXPECT_EQ(first.club, "The \"Dragon\" Club");
  EXPECT_EQ(first.fideId, "8600000");
  EXPECT_EQ((*players)[1].name, "王芳");
  EXPECT_EQ((*players)[1].ratings.standard, 0);
  EXPECT_EQ((*players)[1].birthDate, "1995");
}

TEST(PlayerCsv, RefusesBadFieldsWithLineAndColumn) {
  auto rating = readPlayerCsv("name,rating\nA,2400\nB,24x0\n");
  ASSERT_FALSE(rating);
  EXPECT_EQ(rating.error().code, PlayerCsvErrorCode::BadRating);
  EXPECT_EQ(rating.error().line, 3);
  EXPECT_EQ(rating.error().column, 3);
  auto column = readPlayerCsv("name,elo\n");
  EXPECT_EQ(column.error().code, PlayerCsvErrorCode::UnknownColumn);
  EXPECT_EQ(column.error().column, 6);
  EXPECT_EQ(readPlayerCsv("rating\n2000\n").error().code, PlayerCsvErrorCode::NoNameColumn);
  EXPECT_EQ(readPlayerCsv("name\n\"open\n").error().code, PlayerCsvErrorCode::UnterminatedQuote);
  EXPECT_EQ(readPlayerCsv("name,sex\nA,x\n").error().code, PlayerCsvErrorCode::BadSex);
  EXPECT_EQ(readPlayerCsv("name,birth\nA,1.5.1990\n").error().code, PlayerCsvErrorCode::BadDate);
  EXPECT_EQ(readPlayerCsv("name\nA,extra\n").error().code, PlayerCsvErrorCode::FieldCount);
  EXPECT_EQ(readPlayerCsv("name\n\xFF\n").error().code, PlayerCsvErrorCode::NotUtf8);
  EXPECT_EQ(readPlayerCsv("").error().code, PlayerCsvErrorCode::Empty);
}

// Found by fuzz_player_csv: a club (or national id) holding a control
// character (here NUL) was read although registration refuses it; now the
// reader refuses it at its place (line 2, column 6: after "Anna,").
TEST(PlayerCsv, RefusesAControlCharacterInTheClubOrNationalId) {
  using namespace std::string_literals;
  const auto club = readPlayerCsv("name,club\nAnna,SK\0Berlin\n"s);
  ASSERT_FALSE(club);
  EXPECT_EQ(club.error().code, PlayerCsvErrorCode::NotUtf8);
  EXPECT_EQ(club.error().line, 2);
  EXPECT_EQ(club.error().column, 6);
  const auto id = readPlayerCsv("name,national_id\nAnna,12\t34\n"s);
  ASSERT_FALSE(id);
  EXPECT_EQ(id.error().code, PlayerCsvErrorCode::NotUtf8);
}
