// SPDX-License-Identifier: MIT
#include "tests/domain/tournament/event_builder.h"

using namespace testing_event;

TEST(RoundActions, PairingMustBeTheNextRoundWithEveryAvailablePlayerOnce) {
  Event event = fourPlayers();
  EXPECT_EQ(section(event).round(1)->state(), RoundState::Paired);
  EXPECT_EQ(refused(event, SetPairing{"S", 3, {{1, 2}, {3, 4}}, 0, ""}),
            ActionErrorCode::RoundNotNext);
  EXPECT_EQ(refused(event, SetPairing{"S", 2, {{1, 2}, {1, 4}}, 0, ""}),
            ActionErrorCode::PlayerTwiceInRound);
  EXPECT_EQ(refused(event, SetPairing{"S", 2, {{1, 1}, {3, 4}}, 0, ""}),
            ActionErrorCode::PlayerPairedWithSelf);
  EXPECT_EQ(refused(event, SetPairing{"S", 2, {{1, 2}, {3, 9}}, 0, ""}),
            ActionErrorCode::NoSuchPlayer);
  EXPECT_EQ(refused(event, SetPairing{"S", 2, {{1, 2}}, 0, ""}),
            ActionErrorCode::PlayerLeftUnpaired);
  event = accepted(event, WithdrawPlayer{"S", 4, 2});
  EXPECT_EQ(refused(event, SetPairing{"S", 2, {{1, 2}, {3, 4}}, 0, ""}),
            ActionErrorCode::PlayerNotAvailable);
}

// VCL (rules-reference §1.10): pairing the next round while a game of the
// previous one has no result marks it adjourned; requested byes are placed.
TEST(RoundActions, PairingMarksMissingResultsAdjournedAndPlacesRequestedByes) {
  Event event = fourPlayers();
  event = accepted(event, EnterResult{"S", 1, 1, GameResult::WhiteWins});
  event = accepted(event, RequestBye{"S", 4, 2, ByeKind::HalfPoint});
  auto outcome = applyAction(event, SetPairing{"S", 2, {{2, 1}}, 3, ""});
  ASSERT_TRUE(outcome);
  ASSERT_EQ(outcome->notices.size(), 1u);
  EXPECT_EQ(outcome->notices[0].code, NoticeCode::AutoAdjourned);
  EXPECT_EQ(outcome->notices[0].detail, 2);
  EXPECT_EQ(resultOf(outcome->event, 1, 2), GameResult::Adjourned);
  const Round& round2 = *section(outcome->event).round(2);
  ASSERT_EQ(round2.byes.size(), 2u);
  const int idOf3 = section(outcome->event).playerByNumber(3)->id;
  const int idOf4 = section(outcome->event).playerByNumber(4)->id;
  EXPECT_EQ(round2.byes[0], (Bye{idOf3, ByeKind::PairingAllocated}));
  EXPECT_EQ(round2.byes[1], (Bye{idOf4, ByeKind::HalfPoint}));
  EXPECT_TRUE(section(outcome->event).hasAdjournedGames());
}

TEST(RoundActions, RoundStatesFollowPublicationAndResults) {
  Event event = fourPlayers();
  event = accepted(event, PublishRound{"S", 1});
  EXPECT_EQ(section(event).round(1)->state(), RoundState::Published);
  event = accepted(event, EnterResult{"S", 1, 1, GameResult::Draw});
  event = accepted(event, EnterResult{"S", 1, 2, GameResult::Adjourned});
  EXPECT_EQ(section(event).round(1)->state(), RoundState::Published);
  event = accepted(event, EnterResult{"S", 1, 2, GameResult::DoubleForfeit});
  EXPECT_EQ(section(event).round(1)->state(), RoundState::Complete);
}

TEST(RoundActions, ResultCorrectionIsNoticed) {
  Event event = fourPlayers();
  event = accepted(event, EnterResult{"S", 1, 1, GameResult::WhiteWins});
  auto corrected = applyAction(event, EnterResult{"S", 1, 1, GameResult::BlackWins, false, true});
  ASSERT_TRUE(corrected);
  EXPECT_EQ(corrected->notices.at(0).code, NoticeCode::ResultCorrected);
  EXPECT_EQ(resultOf(corrected->event, 1, 1), GameResult::BlackWins);
  EXPECT_EQ(refused(event, EnterResult{"S", 1, 3, GameResult::Draw}), ActionErrorCode::NoSuchBoard);
  EXPECT_EQ(refused(event, EnterResult{"S", 2, 1, GameResult::Draw}), ActionErrorCode::NoSuchRound);
}

TEST(RoundActions, UnpairIsRefusedOnceResultsExistUnlessForced) {
  Event event = fourPlayers();
  Event unpaired = accepted(event, UnpairRound{"S", 1, false});
  EXPECT_TRUE(section(unpaired).rounds.empty());
  event = accepted(event, EnterResult{"S", 1, 2, GameResult::Draw});
  EXPECT_EQ(refused(event, UnpairRound{"S", 1, false}), ActionErrorCode::RoundHasResults);
  auto forced = applyAction(event, UnpairRound{"S", 1, true});
  ASSERT_TRUE(forced);
  EXPECT_EQ(forced->notices.at(0).code, NoticeCode::RoundUnpairedWithResults);
  EXPECT_TRUE(section(forced->event).rounds.empty());
}

TEST(ResultText, ReadsAndWritesEveryResult) {
  for (auto r : {GameResult::Pending, GameResult::WhiteWins, GameResult::Draw,
                 GameResult::BlackWins, GameResult::WhiteForfeitWin, GameResult::BlackForfeitWin,
                 GameResult::DoubleForfeit, GameResult::DoubleLoss, GameResult::Adjourned})
    EXPECT_EQ(parseResult(resultText(r)), r);
  EXPECT_EQ(parseResult("½-½"), GameResult::Draw);
  EXPECT_FALSE(parseResult("2-0"));
  EXPECT_EQ(sideResult(GameResult::BlackForfeitWin, Color::White), RoundResult::ForfeitLoss);
  EXPECT_EQ(sideResult(GameResult::BlackForfeitWin, Color::Black), RoundResult::ForfeitWin);
  EXPECT_EQ(sideResult(GameResult::Adjourned, Color::Black), RoundResult::Adjourned);
}

// Replacing a final result is a correction the arbiter states; the same
// result again changes nothing and needs no flag.
TEST(RoundActions, ReplacingAFinalResultNeedsTheCorrectionFlag) {
  Event event = accepted(fourPlayers(), EnterResult{"S", 1, 1, GameResult::WhiteWins});
  EXPECT_EQ(refused(event, EnterResult{"S", 1, 1, GameResult::Draw}),
            ActionErrorCode::FinalResultNeedsCorrection);
  EXPECT_EQ(refused(event, EnterResults{"S", 1, {{1, GameResult::Draw}, {2, GameResult::Draw}}}),
            ActionErrorCode::FinalResultNeedsCorrection);
  accepted(event, EnterResult{"S", 1, 1, GameResult::WhiteWins});
  auto corrected = applyAction(event, EnterResult{"S", 1, 1, GameResult::Draw, false, true});
  ASSERT_TRUE(corrected);
  ASSERT_EQ(corrected->notices.size(), 1u);
  EXPECT_EQ(corrected->notices[0].code, NoticeCode::ResultCorrected);
  EXPECT_EQ(resultOf(corrected->event, 1, 1), GameResult::Draw);
}
