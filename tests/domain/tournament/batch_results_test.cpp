// SPDX-License-Identifier: MIT
// A round's results typed at once: the tokens of a results sheet, the
// board-order line and "board result" lines, and the all-or-nothing action.
#include "domain/tournament/batch_results.h"
#include "tests/domain/tournament/event_builder.h"

using namespace testing_event;

TEST(BatchResults, ReadsTheTokensOfAResultsSheet) {
  const auto result = [](std::string_view token) {
    const auto parsed = parseBatchToken(token);
    return parsed ? parsed->result : GameResult::Adjourned;  // Adjourned = refused here
  };
  EXPECT_EQ(result("1"), GameResult::WhiteWins);
  EXPECT_EQ(result("1-0"), GameResult::WhiteWins);
  EXPECT_EQ(result("0"), GameResult::BlackWins);
  EXPECT_EQ(result("="), GameResult::Draw);
  EXPECT_EQ(result("½"), GameResult::Draw);
  EXPECT_EQ(result("1/2-1/2"), GameResult::Draw);
  EXPECT_EQ(result("+"), GameResult::WhiteForfeitWin);
  EXPECT_EQ(result("-"), GameResult::BlackForfeitWin);
  EXPECT_EQ(result("--"), GameResult::DoubleForfeit);
  EXPECT_EQ(result("00"), GameResult::DoubleLoss);
  EXPECT_EQ(result("*"), GameResult::Pending);
  EXPECT_EQ(result("2"), GameResult::Adjourned);
  EXPECT_EQ(result("adjourned"), GameResult::Adjourned);
  // B.02 5.1: a game of less than one move, played but not rated.
  ASSERT_TRUE(parseBatchToken("=u"));
  EXPECT_TRUE(parseBatchToken("=u")->unrated);
  EXPECT_EQ(parseBatchToken("0-1u")->result, GameResult::BlackWins);
  EXPECT_FALSE(parseBatchToken("+u"));
}

TEST(BatchResults, BoardOrderLineGivesBoardsOneToN) {
  const auto results = parseBoardOrder("1 = 0 + -");
  ASSERT_TRUE(results);
  const std::vector<BoardResult> expected{{1, GameResult::WhiteWins},
                                          {2, GameResult::Draw},
                                          {3, GameResult::BlackWins},
                                          {4, GameResult::WhiteForfeitWin},
                                          {5, GameResult::BlackForfeitWin}};
  EXPECT_EQ(*results, expected);
  const auto bad = parseBoardOrder("1 = x 0");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, BatchErrorCode::UnknownResult);
  EXPECT_EQ(bad.error().column, 5);
  EXPECT_EQ(parseBoardOrder("   ").error().code, BatchErrorCode::Empty);
}

TEST(BatchResults, BoardLinesAnyOrderWithCommentsAndPlaces) {
  const auto results = parseBoardLines("# round 3\n2 1-0\r\n\n1 =\n");
  ASSERT_TRUE(results);
  const std::vector<BoardResult> expected{{2, GameResult::WhiteWins}, {1, GameResult::Draw}};
  EXPECT_EQ(*results, expected);
  const auto twice = parseBoardLines("1 1\n2 0\n1 =\n");
  EXPECT_EQ(twice.error().code, BatchErrorCode::BoardTwice);
  EXPECT_EQ(twice.error().line, 3);
  const auto board = parseBoardLines("1 1\nb2 0\n");
  EXPECT_EQ(board.error().code, BatchErrorCode::BadBoard);
  EXPECT_EQ(board.error().line, 2);
  EXPECT_EQ(board.error().column, 1);
  EXPECT_EQ(parseBoardLines("3\n").error().code, BatchErrorCode::MissingResult);
  const auto extra = parseBoardLines("3 1 0\n");
  EXPECT_EQ(extra.error().code, BatchErrorCode::UnknownResult);
  EXPECT_EQ(extra.error().column, 5);
}

TEST(BatchResults, AppliesEveryBoardOrNone) {
  Event event = fourPlayers();  // round 1: board 1 (1-3), board 2 (4-2)
  const auto outcome = applyAction(
      event, EnterResults{"S", 1, {{1, GameResult::Draw}, {2, GameResult::BlackWins}}, true});
  ASSERT_TRUE(outcome);
  EXPECT_EQ(resultOf(outcome->event, 1, 1), GameResult::Draw);
  EXPECT_EQ(resultOf(outcome->event, 1, 2), GameResult::BlackWins);

  // Board 3 does not exist: board 1 is not changed either.
  auto refusal =
      applyAction(event, EnterResults{"S", 1, {{1, GameResult::Draw}, {3, GameResult::WhiteWins}}});
  ASSERT_FALSE(refusal);
  EXPECT_EQ(refusal.error().code, ActionErrorCode::NoSuchBoard);
  EXPECT_EQ(refusal.error().detail, 3);
  EXPECT_EQ(resultOf(event, 1, 1), GameResult::Pending);

  refusal = applyAction(event, EnterResults{"S", 1, {{1, GameResult::Draw}}});
  EXPECT_EQ(refusal.error().code, ActionErrorCode::BoardWithoutResult);
  EXPECT_EQ(refusal.error().detail, 2);
  refusal =
      applyAction(event, EnterResults{"S", 1, {{1, GameResult::Draw}, {1, GameResult::WhiteWins}}});
  EXPECT_EQ(refusal.error().code, ActionErrorCode::BoardGivenTwice);
  EXPECT_EQ(refused(event, EnterResults{"S", 1, {}}), ActionErrorCode::NoResults);
  EXPECT_EQ(refused(event, EnterResults{"S", 4, {{1, GameResult::Draw}}}),
            ActionErrorCode::NoSuchRound);
}

TEST(BatchResults, CorrectionsAreNoticedPerBoard) {
  Event event = accepted(fourPlayers(), EnterResult{"S", 1, 2, GameResult::WhiteWins});
  const auto outcome = applyAction(
      event, EnterResults{"S", 1, {{1, GameResult::Draw}, {2, GameResult::BlackWins}}, true});
  ASSERT_TRUE(outcome);
  ASSERT_EQ(outcome->notices.size(), 1u);
  EXPECT_EQ(outcome->notices[0].code, NoticeCode::ResultCorrected);
  EXPECT_EQ(outcome->notices[0].detail, 2);
  EXPECT_EQ(describeAction(
                EnterResults{"S", 1, {{1, GameResult::Draw}, {2, GameResult::BlackWins, false}}}),
            "results section=\"S\" round=1 1=1/2-1/2 2=0-1");
}
