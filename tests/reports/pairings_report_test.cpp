// SPDX-License-Identifier: MIT
#include "reports/language.h"
#include "reports/pairings_html.h"
#include "reports/result_text.h"
#include "reports/round_pairings.h"
#include "tests/reports/xml_check.h"
#include "tests/support/player_record.h"

#include <gtest/gtest.h>

using reports_test::xmlProblem;
using tournament::Color;
using tournament::RoundResult;

namespace {

tournament::RoundEntry game(int opponent, Color color, RoundResult result) {
  return {opponent, color, result};
}

tournament::PlayerRecord player(int startNumber, std::string name,
                                std::vector<tournament::RoundEntry> rounds) {
  return test_support::makePlayer(startNumber, std::move(name), 0, std::move(rounds));
}

// Five players, round 2 to be listed. After round 1 (hand count):
//   1 beat 4 -> 1: 1, 4: 0;  2 drew 5 -> ½ each;  3 had the PAB -> 1.
// Round 2: 3 (W) - 1, 5 (W) - 2 pending, 4 absent (Z).
// C.04.2 3.6 order: board 1 is 3-1 (higher score 1 + sum 2),
// board 2 is 5-2 (higher score ½).
tournament::TournamentState fivePlayers() {
  tournament::TournamentState state;
  state.name = "Club <Swiss>";
  state.players = {
      player(1, "Anna",
             {game(4, Color::White, RoundResult::Win), game(3, Color::Black, RoundResult::Loss)}),
      player(
          2, "李娜",
          {game(5, Color::Black, RoundResult::Draw), game(5, Color::Black, RoundResult::Pending)}),
      player(3, "Carl",
             {{0, std::nullopt, RoundResult::PairingBye}, game(1, Color::White, RoundResult::Win)}),
      player(
          4, "Dora",
          {game(1, Color::Black, RoundResult::Loss), {0, std::nullopt, RoundResult::ZeroPointBye}}),
      player(
          5, "Emil",
          {game(2, Color::White, RoundResult::Draw), game(2, Color::White, RoundResult::Pending)}),
  };
  return state;
}

}  // namespace

TEST(RoundPairings, OrdersBoardsByHigherScoreThenSum) {
  const auto pairings = reports::roundPairings(fivePlayers(), 2);
  ASSERT_EQ(pairings.boards.size(), 2u);
  EXPECT_EQ(pairings.boards[0].white, 3);
  EXPECT_EQ(pairings.boards[0].black, 1);
  EXPECT_EQ(pairings.boards[0].whiteScore, 2);
  EXPECT_EQ(pairings.boards[0].blackScore, 2);
  EXPECT_EQ(pairings.boards[1].white, 5);
  EXPECT_EQ(pairings.boards[1].black, 2);
  EXPECT_EQ(pairings.boards[1].board, 2);
  ASSERT_EQ(pairings.absences.size(), 1u);
  EXPECT_EQ(pairings.absences[0].startNumber, 4);
  EXPECT_EQ(pairings.absences[0].result, RoundResult::ZeroPointBye);
}

TEST(RoundPairings, FirstRoundListsTheByeAndTwoBoards) {
  const auto pairings = reports::roundPairings(fivePlayers(), 1);
  ASSERT_EQ(pairings.boards.size(), 2u);
  EXPECT_EQ(pairings.boards[0].white, 1);  // both pairs score 0: smaller start number first
  EXPECT_EQ(pairings.boards[1].white, 5);
  ASSERT_EQ(pairings.absences.size(), 1u);
  EXPECT_EQ(pairings.absences[0].result, RoundResult::PairingBye);
}

TEST(RoundPairings, ARoundNotRecordedHasNoBoards) {
  EXPECT_TRUE(reports::roundPairings(fivePlayers(), 3).boards.empty());
  EXPECT_TRUE(reports::roundPairings(fivePlayers(), 0).boards.empty());
}

TEST(ResultText, WritesBoardResultsAsOnAPairingsList) {
  EXPECT_EQ(reports::boardResultText(RoundResult::Win, RoundResult::Loss), "1-0");
  EXPECT_EQ(reports::boardResultText(RoundResult::Draw, RoundResult::Draw), "½-½");
  EXPECT_EQ(reports::boardResultText(RoundResult::ForfeitLoss, RoundResult::ForfeitWin), "-/+");
  EXPECT_EQ(reports::boardResultText(RoundResult::ForfeitLoss, RoundResult::ForfeitLoss), "-/-");
  EXPECT_EQ(reports::boardResultText(RoundResult::Pending, RoundResult::Pending), "");
}

TEST(PairingsHtml, ListsBoardsWithScoresResultsAndEscapedNames) {
  auto state = fivePlayers();
  state.players[0].title = "WIM";  // Anna
  state.players[0].rating = 2250;
  const auto html = reports::pairingsPage(state, reports::roundPairings(state, 2));
  EXPECT_EQ(xmlProblem(html), "");
  EXPECT_NE(html.find("<title>Club &lt;Swiss&gt;</title>"), std::string::npos);
  EXPECT_NE(html.find("<h2>Pairings of round 2</h2>"), std::string::npos);
  // Each side: start number, title and name, rating (unrated: empty), points before the round.
  EXPECT_NE(html.find("<th>Bd</th><th>SNo</th><th>White</th><th>Rtg</th><th>Pts</th>"
                      "<th>Result</th><th>Pts</th><th>Black</th><th>Rtg</th><th>SNo</th>"),
            std::string::npos);
  EXPECT_NE(html.find("<td class=\"num\">1</td><td class=\"num\">3</td><td>Carl</td>"
                      "<td class=\"num\"></td><td class=\"num\">1</td><td class=\"result\">1-0</td>"
                      "<td class=\"num\">1</td><td>WIM Anna</td><td class=\"num\">2250</td>"
                      "<td class=\"num\">1</td></tr>"),
            std::string::npos);
  EXPECT_NE(html.find("<td>Emil</td><td class=\"num\"></td><td class=\"num\">½</td><td "
                      "class=\"result\"></td><td class=\"num\">½</td><td>李娜</td>"),
            std::string::npos);
  EXPECT_NE(html.find("<li>4 Dora: absent (zero-point bye)</li>"), std::string::npos);
}

// An adjourned game (Guidelines I) is said in words in the page's language:
// 封局 is the client's word for it (shared/client-texts 002, 续赛 and 封局).
TEST(PairingsHtml, AnAdjournedGameIsSaidInThePagesLanguage) {
  auto state = fivePlayers();
  state.players[1].rounds[1].result = RoundResult::Adjourned;  // 李娜, board 2
  state.players[4].rounds[1].result = RoundResult::Adjourned;  // Emil
  const auto pairings = reports::roundPairings(state, 2);
  const auto english = reports::pairingsPage(state, pairings);
  EXPECT_NE(english.find("<td class=\"result\">adjourned</td>"), std::string::npos);
  const auto chinese =
      reports::pairingsPage(state, pairings, reports::pairingsLabels(reports::Language::Zh));
  EXPECT_NE(chinese.find("<td class=\"result\">封局</td>"), std::string::npos);
  EXPECT_EQ(chinese.find("adj"), std::string::npos);
}
