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
  auto column = readPlayerCsv("name,handicap\n");
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

// The headers of rating-list exports and Chinese spreadsheets: "FIDE ID"
// (blank read as '_'), "Elo", "Fed", 姓名 (name), 性别 with 男 (male),
// 出生日期 (birth date), 俱乐部 (club).
TEST(PlayerCsv, ReadsTheUsualOtherHeaders) {
  const auto english = readPlayerCsv("Player Name,Elo,Fed,FIDE ID\nWang Hao,2700,CHN,8603006\n");
  ASSERT_TRUE(english) << static_cast<int>(english.error().code);
  EXPECT_EQ((*english)[0].name, "Wang Hao");
  EXPECT_EQ((*english)[0].ratings.standard, 2700);
  EXPECT_EQ((*english)[0].federation, "CHN");
  EXPECT_EQ((*english)[0].fideId, "8603006");
  const auto chinese = readPlayerCsv("姓名,性别,出生日期,俱乐部\n王皓,男,1989-08-04,北京\n");
  ASSERT_TRUE(chinese) << static_cast<int>(chinese.error().code);
  EXPECT_EQ((*chinese)[0].name, "王皓");
  EXPECT_EQ((*chinese)[0].sex, Sex::Male);
  EXPECT_EQ((*chinese)[0].birthDate, "1989-08-04");
  EXPECT_EQ((*chinese)[0].club, "北京");
  // Two names for one column are one column named twice.
  EXPECT_EQ(readPlayerCsv("name,姓名\nA,B\n").error().code, PlayerCsvErrorCode::DuplicateColumn);
}

// A field of 1001 bytes is longer than any real value: refused at its line
// and column (line 3, column 3: after "2,"); 1000 bytes are read.
TEST(PlayerCsv, AFieldLongerThanAnyRealValueIsRefusedAtItsPlace) {
  const std::string longest(1000, 'a');
  const auto read = readPlayerCsv("rating,name\n1,A\n2," + longest + "b\n");
  ASSERT_FALSE(read);
  EXPECT_EQ(read.error().code, PlayerCsvErrorCode::FieldTooLong);
  EXPECT_EQ(read.error().line, 3);
  EXPECT_EQ(read.error().column, 3);
  EXPECT_TRUE(readPlayerCsv("name\n" + longest + "\n").has_value());
}
