// SPDX-License-Identifier: MIT
#include "reports/prize_list.h"
#include "tests/reports/xml_check.h"

#include <gtest/gtest.h>

namespace {

// A hand-made list: Overall 1 to no. 4 (1000), places 2-3 shared by nos. 2
// and 7 ((600 + 300) / 2 = 450 each), a women's prize of 12.50 and a book,
// the best club's 300.
std::vector<reports::PrizeListLine> lines() {
  return {{"Overall", 1, 4, "Ivanov, Sergei", 100000, "", 0},
          {"Overall", 2, 2, "Müller, Johannes", 45000, "", 2},
          {"Overall", 3, 7, "张伟", 45000, "", 2},
          {"Women", 1, 9, "陈静", 1250, "book, signed", 0},
          {"Clubs", 1, 0, "SK Berlin", 30000, "", 0}};
}

}  // namespace

TEST(PrizeList, AmountsAreWholeOrWithTwoDecimals) {
  EXPECT_EQ(reports::amountText(100000), "1000");
  EXPECT_EQ(reports::amountText(1250), "12.50");
  EXPECT_EQ(reports::amountText(5), "0.05");
}

// RFC 4180: CRLF after each record; the names and the item holding a comma
// are quoted.
TEST(PrizeList, CsvHasOneRecordAPrize) {
  EXPECT_EQ(reports::prizeListCsv(lines()),
            "category,place,start_number,name,amount,item,shared_with\r\n"
            "Overall,1,4,\"Ivanov, Sergei\",1000,,0\r\n"
            "Overall,2,2,\"Müller, Johannes\",450,,2\r\n"
            "Overall,3,7,张伟,450,,2\r\n"
            "Women,1,9,陈静,12.50,\"book, signed\",0\r\n"
            "Clubs,1,,SK Berlin,300,,0\r\n");
  EXPECT_EQ(reports::prizeListCsv({}, true).substr(0, 3), "\xEF\xBB\xBF");
}

TEST(PrizeList, HtmlIsAPageInTheLanguageAsked) {
  const std::string en = reports::prizeListHtml("City Open — A", 7, lines(), reports::Language::En);
  EXPECT_EQ(reports_test::xmlProblem(en), "");
  EXPECT_NE(en.find("<h2>Prize list after round 7</h2>"), std::string::npos);
  EXPECT_NE(en.find("<td class=\"num\">12.50 + book, signed</td>"), std::string::npos);
  EXPECT_EQ(reports_test::occurrences(en, "<tr><td>"), 5);
  // A club has no start number.
  EXPECT_NE(en.find("<td class=\"num\"></td><td>SK Berlin</td>"), std::string::npos);
  const std::string zh = reports::prizeListHtml("城市公开赛", 7, lines(), reports::Language::Zh);
  EXPECT_NE(zh.find("lang=\"zh-CN\""), std::string::npos);
  EXPECT_NE(zh.find("第 7 轮后的获奖名单"), std::string::npos);
  EXPECT_NE(zh.find("<th>平分人数</th>"), std::string::npos);
}
