// SPDX-License-Identifier: MIT
#include "reports/crosstable_html.h"
#include "reports/points_format.h"
#include "reports/standings_csv.h"
#include "reports/standings_html.h"
#include "tests/reports/xml_check.h"
#include "tests/support/player_record.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using reports_test::occurrences;
using reports_test::xmlProblem;
using tournament::Color;
using tournament::RoundResult;

namespace {

// Three players, two rounds, written out by hand:
//   R1: 1 (W) beats 2; 3 gets the pairing-allocated bye.
//   R2: 3 (W) draws with 1; 2 is absent (zero-point bye).
// Scores: 1 = 1½, 3 = 1½, 2 = 0.
tournament::PlayerRecord player(int startNumber, std::string name, std::string title,
                                std::string federation, int rating,
                                std::vector<tournament::RoundEntry> rounds) {
  auto record = test_support::makePlayer(startNumber, std::move(name), rating, std::move(rounds));
  record.title = std::move(title);
  record.federation = std::move(federation);
  return record;
}

tournament::TournamentState threePlayers() {
  tournament::TournamentState state;
  state.name = "Spring <Open>";
  state.totalRounds = 2;
  state.players = {
      player(1, "<script>alert(1)</script>", "GM", "ENG", 2500,
             {{2, Color::White, RoundResult::Win}, {3, Color::Black, RoundResult::Draw}}),
      player(2, "王皓", "", "CHN", 0,
             {{1, Color::Black, RoundResult::Loss}, {0, std::nullopt, RoundResult::ZeroPointBye}}),
      player(3, "Smith, \"Jo\"", "", "USA", 1800,
             {{0, std::nullopt, RoundResult::PairingBye}, {1, Color::White, RoundResult::Draw}}),
  };
  return state;
}

reports::StandingsTable threePlayerTable() {
  const auto state = threePlayers();
  reports::StandingsTable table{
      .event = state.name, .rounds = 2, .tieBreakCodes = {"BH"}, .lines = {}};
  auto label = [&](int sn) {
    const auto& p = *state.player(sn);
    return reports::PlayerLabel{sn, p.name, p.title, p.federation, p.rating};
  };
  table.lines = {{1, label(1), 3, {"1.5"}}, {1, label(3), 3, {"1.5"}}, {3, label(2), 0, {"3"}}};
  return table;
}

}  // namespace

TEST(PointsFormat, WritesHalvesWithTheFractionSign) {
  EXPECT_EQ(reports::pointsText(7), "3½");
  EXPECT_EQ(reports::pointsText(1), "½");
  EXPECT_EQ(reports::pointsText(0), "0");
  EXPECT_EQ(reports::pointsText(-3), "-1½");
  EXPECT_EQ(reports::pointsDecimal(7), "3.5");
  EXPECT_EQ(reports::pointsDecimal(1), "0.5");
  EXPECT_EQ(reports::pointsDecimal(4), "2");
}

TEST(StandingsHtml, EscapesNamesAndKeepsChinese) {
  const auto html = reports::standingsPage(threePlayerTable());
  EXPECT_EQ(xmlProblem(html), "");
  EXPECT_EQ(html.find("<script>"), std::string::npos);
  EXPECT_NE(html.find("&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);
  EXPECT_NE(html.find("<td>王皓</td>"), std::string::npos);
  EXPECT_NE(html.find("<title>Spring &lt;Open&gt;</title>"), std::string::npos);
  EXPECT_NE(html.find("<meta charset=\"utf-8\">"), std::string::npos);
}

TEST(StandingsHtml, HasOneRowPerPlayerWithPointsAndTieBreaks) {
  const auto html = reports::standingsSection(threePlayerTable());
  EXPECT_EQ(occurrences(html, "<tr>"), 4);  // header + 3 players
  EXPECT_NE(html.find("<h2>Standings after round 2</h2>"), std::string::npos);
  EXPECT_NE(html.find("<th>BH</th>"), std::string::npos);
  EXPECT_EQ(occurrences(html, "<td class=\"num\">1½</td>"), 2);
  // The unrated player's rating cell is empty.
  EXPECT_NE(html.find("<td>王皓</td><td>CHN</td><td class=\"num\"></td>"), std::string::npos);
}

TEST(StandingsHtml, UsesTheGivenLabels) {
  reports::StandingsLabels labels;
  labels.lang = "zh-CN";
  labels.heading = "第{}轮后排名";
  labels.name = "姓名";
  const auto html = reports::standingsPage(threePlayerTable(), labels);
  EXPECT_NE(html.find("<html lang=\"zh-CN\">"), std::string::npos);
  EXPECT_NE(html.find("<h2>第2轮后排名</h2>"), std::string::npos);
  EXPECT_NE(html.find("<th>姓名</th>"), std::string::npos);
}

TEST(StandingsCsv, QuotesCommasAndQuotesAndEndsLinesWithCrLf) {
  const auto csv = reports::standingsCsv(threePlayerTable());
  const std::string expected =
      "Rk,SNo,Title,Name,Fed,Rtg,Pts,BH\r\n"
      "1,1,GM,<script>alert(1)</script>,ENG,2500,1.5,1.5\r\n"
      "1,3,,\"Smith, \"\"Jo\"\"\",USA,1800,1.5,1.5\r\n"
      "3,2,,王皓,CHN,,0,3\r\n";
  EXPECT_EQ(csv, expected);
}

TEST(StandingsCsv, StartsWithAByteOrderMarkForSpreadsheets) {
  const auto csv = reports::standingsCsv(threePlayerTable(), {}, true);
  EXPECT_EQ(csv.substr(0, 3), "\xEF\xBB\xBF");
  EXPECT_EQ(csv.substr(3, 3), "Rk,");
}

TEST(CrosstableHtml, NamesOpponentsByLineColourAndResult) {
  const auto state = threePlayers();
  const auto html = reports::crosstableSection(state, threePlayerTable());
  EXPECT_EQ(xmlProblem(html), "");
  // Lines: 1 = player 1, 2 = player 3, 3 = player 2.
  // Player 1: R1 beat player 2 (line 3) with White, R2 drew player 3 (line 2) with Black.
  EXPECT_NE(html.find("<td>3w1</td><td>2b½</td>"), std::string::npos);
  // Player 3: R1 pairing-allocated bye, R2 drew line 1 with White.
  EXPECT_NE(html.find("<td>U</td><td>1w½</td>"), std::string::npos);
  // Player 2: R1 lost to line 1 with Black, R2 absent.
  EXPECT_NE(html.find("<td>1b0</td><td>Z</td>"), std::string::npos);
  std::filesystem::create_directories(ARBITER_TEST_OUTPUT_DIR);
  std::ofstream(ARBITER_TEST_OUTPUT_DIR "/crosstable.html")
      << reports::standingsPage(threePlayerTable()) << html;
}
