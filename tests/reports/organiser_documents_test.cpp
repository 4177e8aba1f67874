// SPDX-License-Identifier: MIT
// The documents an organiser prints: start list, alphabetical pairings,
// result slips, the event header, the tie-break legend, the N×N grid.
#include "reports/crosstable_grid.h"
#include "reports/event_header.h"
#include "reports/pairings_alphabetical.h"
#include "reports/result_slips.h"
#include "reports/round_pairings.h"
#include "reports/start_list.h"
#include "reports/tiebreak_legend.h"
#include "tests/reports/xml_check.h"
#include "tests/support/player_record.h"

#include <gtest/gtest.h>

using reports::Language;
using reports_test::xmlProblem;
using tournament::Color;
using tournament::RoundResult;

namespace {

tournament::RoundEntry game(int opponent, Color color, RoundResult result) {
  return {opponent, color, result};
}

// Four players, two rounds, a round robin's first half written by hand:
//   R1: 1 (W) beat 4, 2 (W) drew 3.   R2: 3 (W) lost to 1, 4 (W) beat 2.
// After R2: 1: 2, 4: 1, 3: ½, 2: ½.
tournament::TournamentState fourPlayers() {
  tournament::TournamentState state;
  state.name = "Club";
  state.players = {
      test_support::makePlayer(
          1, "Zoe", 2100,
          {game(4, Color::White, RoundResult::Win), game(3, Color::Black, RoundResult::Win)}),
      test_support::makePlayer(
          2, "<script>alert(1)</script>", 2300,
          {game(3, Color::White, RoundResult::Draw), game(4, Color::Black, RoundResult::Loss)}),
      test_support::makePlayer(
          3, "Anna", 0,
          {game(2, Color::Black, RoundResult::Draw), game(1, Color::White, RoundResult::Loss)}),
      test_support::makePlayer(
          4, "王皓", 2200,
          {game(1, Color::Black, RoundResult::Loss), game(2, Color::White, RoundResult::Win)}),
  };
  return state;
}

std::size_t count(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

}  // namespace

TEST(StartList, OrdersByNumberNameAndRating) {
  const auto state = fourPlayers();
  using reports::StartListOrder;
  EXPECT_EQ(reports::startListOrder(state, StartListOrder::ByNumber), (std::vector{1, 2, 3, 4}));
  // Byte order of UTF-8: '<' (0x3C) < 'A' < 'Z' < 王 (0xE7...).
  EXPECT_EQ(reports::startListOrder(state, StartListOrder::Alphabetical),
            (std::vector{2, 3, 1, 4}));
  // 2300, 2200, 2100, unrated last.
  EXPECT_EQ(reports::startListOrder(state, StartListOrder::ByRating), (std::vector{2, 4, 1, 3}));
}

TEST(StartList, EscapesNamesAndIsWellFormed) {
  const std::string html =
      reports::startListSection(fourPlayers(), reports::StartListOrder::ByRating, Language::En);
  EXPECT_EQ(xmlProblem(html), "");
  EXPECT_EQ(html.find("<script>"), std::string::npos);
  EXPECT_NE(html.find("&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);
  EXPECT_NE(html.find("Start list (by rating)"), std::string::npos);
  EXPECT_NE(
      reports::startListSection(fourPlayers(), reports::StartListOrder::ByNumber, Language::Zh)
          .find("参赛名单（按编号）"),
      std::string::npos - 1);  // the Chinese heading reads 参赛名单 (按编号)
}

TEST(AlphabeticalPairings, GivesEachPlayerBoardColourAndOpponent) {
  const auto state = fourPlayers();
  const std::string html =
      reports::alphabeticalPairingsSection(state, reports::roundPairings(state, 2), Language::En);
  EXPECT_EQ(xmlProblem(html), "");
  // Round 2 boards (C.04.2 3.6: higher score first): 3-1 has max score 1 -> board 1;
  // 4-2 has max ½ -> board 2. Anna (3) sits on board 1 with White against 1 Zoe,
  // with ½ point before the round; she is unrated (an empty rating cell).
  EXPECT_NE(html.find("<tr><td class=\"num\">3</td><td>Anna</td><td class=\"num\"></td><td "
                      "class=\"num\">½</td><td class=\"num\">1</td><td>White</td><td>1 "
                      "Zoe</td></tr>"),
            std::string::npos);
  // Alphabetical: the escaped <script> name first, then Anna, Zoe, 王皓.
  const auto script = html.find("&lt;script&gt;");
  const auto anna = html.find("<td>Anna</td>");
  const auto zoe = html.find("<td>Zoe</td>");
  const auto wang = html.find("<td>王皓</td>");
  EXPECT_LT(script, anna);
  EXPECT_LT(anna, zoe);
  EXPECT_LT(zoe, wang);
}

TEST(ResultSlips, PrintsOneSlipPerBoardWithBothNamesAndBoxes) {
  const auto state = fourPlayers();
  const reports::EventHeader header{"Open", "A", "", "", "", "", "", 3};
  const std::string html =
      reports::resultSlipsSection(header, state, reports::roundPairings(state, 1), Language::En);
  EXPECT_EQ(xmlProblem(html), "");
  EXPECT_EQ(count(html, "class=\"slip\""), 2u);
  EXPECT_EQ(count(html, "&#9744; 1-0"), 2u);
  EXPECT_EQ(count(html, "Signature"), 2u);
  EXPECT_NE(html.find("1 Zoe (2100)"), std::string::npos);
  EXPECT_NE(html.find("4 王皓 (2200)"), std::string::npos);
  EXPECT_NE(html.find("Open — A"), std::string::npos);
  EXPECT_EQ(html.find("<script>"), std::string::npos);
}

TEST(EventHeader, ListsPlaceDatesArbiterAndTimeControl) {
  const reports::EventHeader header{.event = "Spring <Open>",
                                    .section = "",
                                    .place = "Hangzhou",
                                    .startDate = "2026-04-01",
                                    .endDate = "2026-04-05",
                                    .chiefArbiter = "IA Li",
                                    .timeControl = "90+30",
                                    .rounds = 7};
  const std::string html = reports::eventHeaderHtml(header, Language::En);
  EXPECT_EQ(xmlProblem(html), "");
  EXPECT_NE(html.find("<h1>Spring &lt;Open&gt;</h1>"), std::string::npos);
  EXPECT_NE(html.find("<dt>Dates</dt><dd>2026-04-01 – 2026-04-05</dd>"), std::string::npos);
  EXPECT_NE(html.find("<dt>Chief arbiter</dt><dd>IA Li</dd>"), std::string::npos);
  EXPECT_NE(html.find("<dt>Rounds</dt><dd>7</dd>"), std::string::npos);
  EXPECT_NE(reports::eventHeaderHtml(header, Language::Zh).find("<dt>裁判长</dt>"),
            std::string::npos);
}

TEST(TieBreakLegend, PutsEveryCodeInWordsWithItsArticle) {
  EXPECT_EQ(reports::tieBreakWords("BH/C1", Language::En),
            "Buchholz: the sum of the opponents' scores, without the 1 lowest (C.07 8.1, 14)");
  EXPECT_EQ(reports::tieBreakWords("SB", Language::En),
            "Sonneborn-Berger: the scores of the opponents beaten, plus half of those drawn "
            "(C.07 9.1)");
  EXPECT_EQ(reports::tieBreakWords("DE", Language::Zh), "相互间对局成绩 (C.07 6)");
  EXPECT_EQ(reports::tieBreakWords("XYZ", Language::En), "XYZ");
  const std::string html = reports::tieBreakLegendHtml({"BH/C1", "BH", "SB"}, Language::En);
  EXPECT_EQ(xmlProblem(html), "");
  EXPECT_EQ(count(html, "<dt>"), 3u);
}

TEST(CrosstableGrid, WritesWhatEachLineScoredAgainstEachColumn) {
  const auto state = fourPlayers();
  // Lines in standings order: 1 Zoe (2), 4 王皓 (1), 3 Anna (½), 2 <script> (½).
  reports::StandingsTable table{.event = "Club", .rounds = 2, .tieBreakCodes = {}, .lines = {}};
  table.lines = {{1, {1, "Zoe", "", "", 2100}, 4, {}},
                 {2, {4, "王皓", "", "", 2200}, 2, {}},
                 {3, {3, "Anna", "", "", 0}, 1, {}},
                 {3, {2, "<script>alert(1)</script>", "", "", 2300}, 1, {}}};
  const std::string html = reports::crosstableGridSection(state, table);
  EXPECT_EQ(xmlProblem(html), "");
  EXPECT_EQ(count(html, "class=\"diagonal\""), 4u);
  // Zoe's line: against 王皓 1, against Anna 1, against line 4 nothing yet.
  EXPECT_NE(html.find("<td>Zoe</td><td class=\"num\">2100</td><td class=\"diagonal\" "
                      "style=\"background:#bbb\"></td><td class=\"num\">1</td>"
                      "<td class=\"num\">1</td><td class=\"num\"></td>"),
            std::string::npos);
  // Anna's line: lost to Zoe, nothing against 王皓, drew line 4.
  EXPECT_NE(html.find("<td>Anna</td><td class=\"num\"></td><td class=\"num\">0</td>"
                      "<td class=\"num\"></td><td class=\"diagonal\" style=\"background:#bbb\">"
                      "</td><td class=\"num\">½</td>"),
            std::string::npos);
  EXPECT_EQ(html.find("<script>"), std::string::npos);
}
