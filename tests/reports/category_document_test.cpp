// SPDX-License-Identifier: MIT
// `arbiter report categories`: the category standings document (HTML, CSV)
// and its part of the final report, for a small event held in 2026 worked
// out by hand. FIDE's age rule: D.04.07 6 (U12 = not 12 before 1 January:
// born 2014 or later), D.04.03 2.1 (S50 = 50 or older in the year: born 1976
// or earlier).
#include "reports/category_standings.h"
#include "reports/report_documents.h"
#include "tests/reports/xml_check.h"
#include "tests/support/player_record.h"

#include <gtest/gtest.h>

using reports::DocumentError;
using reports::DocumentKind;
using reports::Language;
using reports_test::xmlProblem;

namespace {

struct Entry {
  int number;
  const char* name;
  char sex;
  const char* born;
  int rating;
  int rank;
  int halfPoints;
};

// The final standings after round 5, in rank order (Chen and Dara share 3rd).
const Entry Entries[] = {
    {3, "Anna", 'w', "2014/05/01", 2050, 1, 9},  // 12 in 2026: U12
    {1, "Bao", 'm', "1970", 2210, 2, 8},         // 56: S50
    {5, "陈静", 'w', "1960", 0, 3, 7},           // 66: S50, unrated
    {2, "Dara, \"DJ\"", 'm', "2010", 1850, 3, 7},
    {4, "Eli", 'm', "2015", 1650, 5, 6},  // U12
    {6, "Fay", 'w', "", 1999, 6, 4},      // no birth date: in no age group
};

reports::SiteSection section(std::string_view categories) {
  reports::SiteSection s;
  s.header = {"Summer Open", "A", "Hangzhou", "2026-07-10", "2026-07-14", "IA Li", "90+30", 5};
  s.state.name = "A";
  reports::StandingsTable table{"A", 5, {}, {}};
  for (const Entry& e : Entries) {
    auto player = test_support::makePlayer(e.number, e.name, e.rating, {});
    player.sex = e.sex;
    player.birthDate = e.born;
    s.state.players.push_back(player);
    table.lines.push_back({e.rank, {e.number, e.name, "", "CHN", e.rating}, e.halfPoints, {}});
  }
  s.standingsAfter = {table};
  s.categories = tournament::parseCategories(categories).value();
  return s;
}

reports::DocumentRequest request(DocumentKind kind, Language language = Language::En) {
  return {kind, 0, language, reports::StartListOrder::ByNumber, false};
}

}  // namespace

TEST(CategoryDocument, ListsEachCategorysMembersWithPlaceAndRank) {
  const auto page =
      reports::documentPage(section("women,U12,S50,1600-1799"), request(DocumentKind::Categories));
  ASSERT_TRUE(page);
  EXPECT_EQ(xmlProblem(*page), "");
  EXPECT_NE(page->find("<h1>Summer Open — A</h1>"), std::string::npos);
  EXPECT_NE(page->find("<h2>Category standings (after round 5)</h2>"), std::string::npos);
  const std::size_t women = page->find("<h3>Women</h3>");
  const std::size_t u12 = page->find("<h3>Under 12 (U12)</h3>");
  const std::size_t s50 = page->find("<h3>50 and over (S50)</h3>");
  const std::size_t band = page->find("<h3>Rating 1600-1799</h3>");
  ASSERT_NE(women, std::string::npos);
  ASSERT_NE(u12, std::string::npos);
  ASSERT_NE(s50, std::string::npos);
  ASSERT_NE(band, std::string::npos);
  EXPECT_TRUE(women < u12 && u12 < s50 && s50 < band);  // the organiser's order
  // Women by hand: Anna 1st (rank 1), 陈静 2nd (rank 3), Fay 3rd (rank 6).
  const std::string womenPart = page->substr(women, u12 - women);
  EXPECT_NE(womenPart.find("<tr><td class=\"num\">1</td><td class=\"num\">1</td><td "
                           "class=\"num\">3</td><td></td><td>Anna</td><td>CHN</td><td "
                           "class=\"num\">2050</td><td class=\"num\">4½</td></tr>"),
            std::string::npos);
  EXPECT_NE(womenPart.find("<td class=\"num\">2</td><td class=\"num\">3</td><td "
                           "class=\"num\">5</td><td></td><td>陈静</td><td>CHN</td><td "
                           "class=\"num\"></td><td class=\"num\">3½</td>"),
            std::string::npos);
  EXPECT_NE(womenPart.find("<td class=\"num\">3</td><td class=\"num\">6</td><td "
                           "class=\"num\">6</td><td></td><td>Fay</td>"),
            std::string::npos);
  // U12: Anna (born 2014) 1st, Eli (2015) 2nd at rank 5; Dara (2010) is not in it.
  const std::string u12Part = page->substr(u12, s50 - u12);
  EXPECT_NE(u12Part.find("<td class=\"num\">2</td><td class=\"num\">5</td><td "
                         "class=\"num\">4</td><td></td><td>Eli</td>"),
            std::string::npos);
  EXPECT_EQ(u12Part.find("Dara"), std::string::npos);
  EXPECT_EQ(page->find("Dara, &quot;DJ&quot;"), std::string::npos);  // Dara is in none of these
}

TEST(CategoryDocument, AnEmptyCategorySaysSoAndSharedRanksSharePlaces) {
  const auto page = reports::documentPage(section("S65,S80,U2000"),
                                          request(DocumentKind::Categories, Language::Zh));
  ASSERT_TRUE(page);
  EXPECT_NE(page->find("<h3>80岁及以上 (S80)</h3>\n<p class=\"nobody\">本类别无棋手。</p>"),
            std::string::npos);
  // U2000 (the unrated included): 陈静 and Dara share rank 3, so both are 1st; Eli 3rd, Fay 4th.
  EXPECT_NE(page->find("<td class=\"num\">1</td><td class=\"num\">3</td><td "
                       "class=\"num\">2</td><td></td><td>Dara, &quot;DJ&quot;</td>"),
            std::string::npos);
  EXPECT_NE(page->find("<td class=\"num\">4</td><td class=\"num\">6</td><td "
                       "class=\"num\">6</td><td></td><td>Fay</td>"),
            std::string::npos);
}

TEST(CategoryDocument, CsvCarriesCategoryPlaceRankAndNameWithAByteOrderMark) {
  const auto s = section("U12,U2000");
  const std::string csv =
      reports::categoryStandingsCsv(s, s.standingsAfter.back(), Language::En, true);
  EXPECT_EQ(csv,
            "\xEF\xBB\xBF"
            "Category,Place,Overall,SNo,Title,Name,Fed,Rtg,Pts\r\n"
            "Under 12 (U12),1,1,3,,Anna,CHN,2050,4.5\r\n"
            "Under 12 (U12),2,5,4,,Eli,CHN,1650,3\r\n"
            "Rating under 2000 (U2000),1,3,5,,陈静,CHN,,3.5\r\n"
            "Rating under 2000 (U2000),1,3,2,,\"Dara, \"\"DJ\"\"\",CHN,1850,3.5\r\n"
            "Rating under 2000 (U2000),3,5,4,,Eli,CHN,1650,3\r\n"
            "Rating under 2000 (U2000),4,6,6,,Fay,CHN,1999,2\r\n");
  const std::string zh =
      reports::categoryStandingsCsv(s, s.standingsAfter.back(), Language::Zh, false);
  EXPECT_TRUE(zh.starts_with("类别,组内名次,总名次,编号,称号,姓名,协会,等级分,积分\r\n")) << zh;
}

TEST(CategoryDocument, RefusedWithoutCategoriesAndPartOfTheFinalReport) {
  EXPECT_EQ(reports::documentPage(section(""), request(DocumentKind::Categories)).error(),
            DocumentError::NoCategories);
  EXPECT_EQ(reports::parseDocumentKind("categories"), DocumentKind::Categories);
  const auto final = reports::documentPage(section("women"), request(DocumentKind::Final));
  ASSERT_TRUE(final);
  const std::size_t standings = final->find("Standings after round 5");
  const std::size_t categories = final->find("Category standings (after round 5)");
  ASSERT_NE(categories, std::string::npos);
  EXPECT_LT(standings, categories);
  const auto without = reports::documentPage(section(""), request(DocumentKind::Final));
  EXPECT_EQ(without->find("Category standings"), std::string::npos);
}
