// SPDX-License-Identifier: MIT
// FIDE players lists (TXT and XML as downloaded from ratings.fide.com) and a
// national CSV list. The lines are laid out here by hand at the columns of
// FIDE's header (ID 1, Name 16, Fed 77, Sex 81, Tit 85, WTit 90, OTit 95,
// FOA 110, SRtng 114, SGm 120, SK 124, RRtng 127, RGm 133, Rk 137, BRtng 140,
// BGm 146, BK 150, B-day 153, Flag 159); the expected values are the ones
// written into them.
#include "domain/interchange/rating_list.h"
#include "domain/interchange/rating_list_index.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace interchange {
namespace {

const std::string Header =
    "ID Number      Name                                                         Fed Sex Tit  WTit "
    "OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";

// A line with each value written at its 1-based column.
std::string fixed(const std::vector<std::pair<int, std::string>>& fields) {
  std::string line;
  for (const auto& [column, value] : fields) {
    if (line.size() < static_cast<std::size_t>(column - 1)) line.resize(column - 1, ' ');
    line += value;
  }
  return line;
}

const std::string Carlsen = fixed({{1, "1503014"},
                                   {16, "Carlsen, Magnus"},
                                   {77, "NOR"},
                                   {81, "M"},
                                   {85, "GM"},
                                   {114, "2833"},
                                   {120, "9"},
                                   {124, "10"},
                                   {127, "2824"},
                                   {133, "0"},
                                   {137, "10"},
                                   {140, "2886"},
                                   {146, "13"},
                                   {150, "10"},
                                   {153, "1990"}});
const std::string Hou = fixed({{1, "8602980"},
                               {16, "Hou, Yifan"},
                               {77, "CHN"},
                               {81, "F"},
                               {85, "GM"},
                               {90, "WGM"},
                               {114, "2633"},
                               {120, "0"},
                               {124, "10"},
                               {153, "1994"},
                               {159, "wi"}});
const std::string Arbiter = fixed({{1, "25121731"},
                                   {16, "A C J John"},
                                   {77, "IND"},
                                   {81, "M"},
                                   {95, "IA,FT"},
                                   {127, "1063"},
                                   {133, "0"},
                                   {137, "40"},
                                   {153, "1987"},
                                   {159, "i"}});

std::vector<RatingListEntry> readTxt(const std::string& text, ListRate rate = ListRate::Standard) {
  std::istringstream in(text);
  auto list = readFideTxtList(in, rate);
  EXPECT_TRUE(list) << "code " << static_cast<int>(list.error().code) << " line "
                    << list.error().line << " column " << list.error().column;
  return list ? *list : std::vector<RatingListEntry>{};
}

TEST(FideTxtList, HeaderColumnsMatchTheCombinedLayout) {
  // The header itself places the columns FIDE documents.
  EXPECT_EQ(Header.find("Name"), 15u);
  EXPECT_EQ(Header.find("Fed"), 76u);
  EXPECT_EQ(Header.find("SRtng"), 113u);
  EXPECT_EQ(Header.find("B-day"), 152u);
  EXPECT_EQ(Header.find("Flag"), 158u);
}

TEST(FideTxtList, ReadsEveryFieldOfTheCombinedList) {
  const auto list = readTxt(Header + "\r\n" + Carlsen + "\r\n" + Hou + "\n\n" + Arbiter + "\n");
  ASSERT_EQ(list.size(), 3u);
  const auto& carlsen = list[0];
  EXPECT_EQ(carlsen.fideId, 1503014u);
  EXPECT_EQ(carlsen.name, "Carlsen, Magnus");
  EXPECT_EQ(carlsen.federation, "NOR");
  EXPECT_EQ(carlsen.sex, 'M');
  EXPECT_EQ(carlsen.title, "GM");
  EXPECT_EQ(carlsen.standard, 2833);
  EXPECT_EQ(carlsen.standardGames, 9);
  EXPECT_EQ(carlsen.standardK, 10);
  EXPECT_EQ(carlsen.rapid, 2824);
  EXPECT_EQ(carlsen.blitz, 2886);
  EXPECT_EQ(carlsen.blitzGames, 13);
  EXPECT_EQ(carlsen.birthYear, 1990);
  EXPECT_FALSE(carlsen.inactive);
  const auto& hou = list[1];
  EXPECT_EQ(hou.sex, 'F');
  EXPECT_EQ(hou.womenTitle, "WGM");
  EXPECT_EQ(hou.rapid, 0);
  EXPECT_TRUE(hou.inactive);
  const auto& arbiter = list[2];
  EXPECT_EQ(arbiter.otherTitles, "IA,FT");
  EXPECT_EQ(arbiter.standard, 0);
  EXPECT_EQ(arbiter.rapid, 1063);
  EXPECT_EQ(arbiter.rapidK, 40);
  EXPECT_TRUE(arbiter.inactive);
}

TEST(FideTxtList, ReadsASingleRateListAsTheRateGiven) {
  // FIDE's rapid list: "... FOA SEP26 Gms K  B-day Flag"
  const std::string header =
      "ID Number      Name                                                         Fed Sex Tit  "
      "WTit "
      "OTit           FOA SEP26 Gms K  B-day Flag";
  const std::string line = fixed({{1, "1503014"},
                                  {16, "Carlsen, Magnus"},
                                  {77, "NOR"},
                                  {81, "M"},
                                  {85, "GM"},
                                  {114, "2824"},
                                  {120, "4"},
                                  {124, "10"},
                                  {127, "1990"}});
  const auto list = readTxt(header + "\n" + line + "\n", ListRate::Rapid);
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].rapid, 2824);
  EXPECT_EQ(list[0].rapidGames, 4);
  EXPECT_EQ(list[0].rapidK, 10);
  EXPECT_EQ(list[0].standard, 0);
  EXPECT_EQ(list[0].birthYear, 1990);
}

TEST(FideTxtList, ReadsLatin1NamesAsUtf8) {
  const std::string line = fixed({{1, "1000001"},
                                  {16,
                                   "N\xFA\xF1"
                                   "ez, Jos\xE9"},
                                  {77, "ESP"},
                                  {114, "2100"}});
  const auto list = readTxt(Header + "\n" + line + "\n");
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].name, "Núñez, José");
}

TEST(FideTxtList, RefusesBadFieldsWithLineAndColumn) {
  const auto refuse = [](const std::string& text) {
    std::istringstream in(text);
    auto list = readFideTxtList(in);
    EXPECT_FALSE(list);
    return list ? RatingListError{RatingListErrorCode::Empty} : list.error();
  };
  auto rating =
      refuse(Header + "\n" + Carlsen + "\n" + fixed({{1, "7"}, {16, "X"}, {114, "28x3"}}));
  EXPECT_EQ(rating.code, RatingListErrorCode::BadRating);
  EXPECT_EQ(rating.line, 3);
  EXPECT_EQ(rating.column, 114);
  auto id = refuse(Header + "\n" + fixed({{1, "A12"}, {16, "X"}}));
  EXPECT_EQ(id.code, RatingListErrorCode::BadId);
  EXPECT_EQ(id.line, 2);
  EXPECT_EQ(id.column, 1);
  auto year = refuse(Header + "\n" + fixed({{1, "12"}, {16, "X"}, {153, "19x0"}}));
  EXPECT_EQ(year.code, RatingListErrorCode::BadNumber);
  EXPECT_EQ(year.column, 153);
  EXPECT_EQ(refuse("1503014 Carlsen\n").code, RatingListErrorCode::NoHeader);
  EXPECT_EQ(refuse("ID Number      Name           Fed\n1 X\n").code,
            RatingListErrorCode::MissingColumn);
  EXPECT_EQ(refuse("").code, RatingListErrorCode::Empty);
  EXPECT_EQ(refuse(Header + "\n").code, RatingListErrorCode::Empty);
}

const std::string Xml = R"(<?xml version="1.0" encoding="utf-8"?>
<playerslist>
<player>
<fideid>1503014</fideid>
<name>Carlsen, Magnus</name>
<country>NOR</country>
<sex>M</sex>
<title>GM</title>
<w_title></w_title>
<o_title></o_title>
<foa_title></foa_title>
<rating>2833</rating>
<games>9</games>
<k>10</k>
<rapid_rating>2824</rapid_rating>
<rapid_games>0</rapid_games>
<rapid_k>10</rapid_k>
<blitz_rating>2886</blitz_rating>
<blitz_games>13</blitz_games>
<blitz_k>10</blitz_k>
<birthday>1990</birthday>
<flag></flag>
</player>
<player><fideid>2000001</fideid><name>O&apos;Brien &amp; Son, Se&#225;n</name><country>IRL</country><sex>M</sex><title/><rating></rating><flag>i</flag></player>
</playerslist>
)";

TEST(FideXmlList, ReadsEveryElementAndDecodesEntities) {
  std::istringstream in(Xml);
  auto list = readFideXmlList(in);
  ASSERT_TRUE(list) << static_cast<int>(list.error().code) << " line " << list.error().line;
  ASSERT_EQ(list->size(), 2u);
  const auto& carlsen = (*list)[0];
  EXPECT_EQ(carlsen.fideId, 1503014u);
  EXPECT_EQ(carlsen.name, "Carlsen, Magnus");
  EXPECT_EQ(carlsen.federation, "NOR");
  EXPECT_EQ(carlsen.standard, 2833);
  EXPECT_EQ(carlsen.standardGames, 9);
  EXPECT_EQ(carlsen.rapid, 2824);
  EXPECT_EQ(carlsen.blitz, 2886);
  EXPECT_EQ(carlsen.blitzGames, 13);
  EXPECT_EQ(carlsen.birthYear, 1990);
  const auto& other = (*list)[1];
  EXPECT_EQ(other.name, "O'Brien & Son, Seán");
  EXPECT_EQ(other.standard, 0);
  EXPECT_TRUE(other.inactive);
}

TEST(FideXmlList, RefusesBadValuesWithTheirLine) {
  std::istringstream rating(
      "<playerslist>\n<player>\n<fideid>5</fideid>\n<rating>abc</rating>\n</player>\n");
  auto bad = readFideXmlList(rating);
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, RatingListErrorCode::BadRating);
  EXPECT_EQ(bad.error().line, 4);
  EXPECT_EQ(bad.error().column, 9);
  std::istringstream entity(
      "<playerslist><player><fideid>5</fideid><name>A &nbsp; B</name></player>");
  EXPECT_EQ(readFideXmlList(entity).error().code, RatingListErrorCode::BadEntity);
  std::istringstream open("<playerslist><player><fideid>5</fideid><name>A</name>");
  EXPECT_EQ(readFideXmlList(open).error().code, RatingListErrorCode::NotXml);
  std::istringstream empty("<playerslist></playerslist>");
  EXPECT_EQ(readFideXmlList(empty).error().code, RatingListErrorCode::Empty);
}

TEST(NationalCsvList, ReadsNationalIdsAndRatings) {
  auto list = readNationalCsvList(
      "national_id,name,national,fide_id,federation,birth\n"
      "CHN-0001,王芳,2210,8600000,CHN,1995-03-02\n"
      "CHN-0002,\"Li, Wen\",1850,,CHN,2001\n");
  ASSERT_TRUE(list);
  ASSERT_EQ(list->size(), 2u);
  EXPECT_EQ((*list)[0].nationalId, "CHN-0001");
  EXPECT_EQ((*list)[0].national, 2210);
  EXPECT_EQ((*list)[0].fideId, 8600000u);
  EXPECT_EQ((*list)[0].birthYear, 1995);
  EXPECT_EQ((*list)[1].fideId, 0u);
  auto bad = readNationalCsvList("name,national\nA,12x\n");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, RatingListErrorCode::BadCsv);
  EXPECT_EQ(bad.error().line, 2);
}

TEST(RatingListIndex, FindsByIdByNamePrefixAndByWordsInAnyOrder) {
  const auto list = readTxt(Header + "\n" + Carlsen + "\n" + Hou + "\n" + Arbiter + "\n" +
                            fixed({{1, "1000001"}, {16, "Núñez-Pérez, José"}, {77, "ESP"}}) + "\n" +
                            fixed({{1, "1000002"}, {16, "Carlsen, Henrik"}, {77, "NOR"}}) + "\n");
  const RatingListIndex index(list);
  ASSERT_NE(index.byFideId(8602980), nullptr);
  EXPECT_EQ(index.byFideId(8602980)->name, "Hou, Yifan");
  EXPECT_EQ(index.byFideId(42), nullptr);

  const auto names = [&](ListQuery query) {
    std::vector<std::string> out;
    for (const auto* entry : index.search(query)) out.push_back(entry->name);
    return out;
  };
  EXPECT_EQ(names({"carlsen"}), (std::vector<std::string>{"Carlsen, Henrik", "Carlsen, Magnus"}));
  EXPECT_EQ(names({"CARLSEN, M"}), (std::vector<std::string>{"Carlsen, Magnus"}));
  EXPECT_EQ(names({"magnus carlsen"}), (std::vector<std::string>{"Carlsen, Magnus"}));
  EXPECT_EQ(names({"nunez perez"}), (std::vector<std::string>{"Núñez-Pérez, José"}));
  EXPECT_EQ(names({"jose nunez"}), (std::vector<std::string>{"Núñez-Pérez, José"}));
  EXPECT_EQ(names({"1503014"}), (std::vector<std::string>{"Carlsen, Magnus"}));
  EXPECT_EQ(names({"carlsen", "NOR", 1}), (std::vector<std::string>{"Carlsen, Henrik"}));
  EXPECT_EQ(names({"hou", "NOR"}), (std::vector<std::string>{}));
}

}  // namespace
}  // namespace interchange
