// SPDX-License-Identifier: MIT
// A draw claim brought to a deputy at the board and judged on the
// scoresheet's moves by the rules core (Laws 9.2, 9.3, 9.5).
#include "app/service/venue_claim.h"

#include "tests/persistence/event_file_fixture.h"
#include "tests/service/venue_account_fixture.h"

#include <gtest/gtest.h>

#include <variant>

namespace {

using service::ClaimRecordProblem;
using service_test::deputyOf;
using tournament::GameResult;

service::StationClaim claimOnBoardTwo(std::string moves) {
  return {"Open", 1, 2, std::move(moves)};
}

const service::ClaimNotJudged* notJudged(
    const std::expected<persistence::Applied, service::StationClaimError>& answer) {
  return answer ? nullptr : std::get_if<service::ClaimNotJudged>(&answer.error());
}

}  // namespace

// Both knights out and back twice: after 4...Ng8 the starting position
// stands for the third time (before move 1, after 2...Ng8, after 4...Ng8)
// with White to move, so White's claim is correct (Laws 9.2.2) and the game
// is drawn (9.5.2). The scoresheet is written the Chinese way (马g1-f3).
TEST(VenueClaim, AThreefoldClaimOnAChineseScoresheetIsCorrectAndDrawsTheGame) {
  const std::string path = seededEventFile("venue_claim_threefold");
  service::EventSession session(path);
  const auto recorded = service::recordStationClaim(
      session, deputyOf("Open:2"), "10.0.0.5",
      claimOnBoardTwo(
          "1. 马g1-f3 马g8-f6 2. 马f3-g1 马f6-g8 3. 马g1-f3 马g8-f6 4. 马f3-g1 马f6-g8"));
  ASSERT_TRUE(recorded);
  ASSERT_TRUE(recorded->incident);
  EXPECT_EQ(recorded->incident->verdict, tournament::Verdict::ClaimCorrect);
  EXPECT_EQ(recorded->incident->article, "9.2.2");
  EXPECT_EQ(recorded->incident->player, 4);  // Delta, White on board 2
  EXPECT_EQ(session.event().section("Open")->round(1)->board(2)->result, GameResult::Draw);
  EXPECT_EQ(session.auditLog().back().who, "Wang (deputy, 10.0.0.5)");
}

// The position has stood only twice: the claim is incorrect, and in a
// standard game the arbiter adds two minutes to the opponent's remaining
// time (Laws 9.5.3); the game goes on.
TEST(VenueClaim, AnIncorrectClaimGivesTheOpponentTwoMinutes) {
  const std::string path = seededEventFile("venue_claim_incorrect");
  service::EventSession session(path);
  const auto recorded = service::recordStationClaim(session, deputyOf("Open"), "hall",
                                                    claimOnBoardTwo("1. Nf3 Nf6 2. Ng1 Ng8"));
  ASSERT_TRUE(recorded);
  EXPECT_EQ(recorded->incident->verdict, tournament::Verdict::TimePenalty);
  EXPECT_EQ(recorded->incident->clock, tournament::ClockEffect::OpponentRemainingAdded);
  EXPECT_EQ(recorded->incident->seconds, 120);
  EXPECT_EQ(session.event().section("Open")->round(1)->board(2)->result, GameResult::Pending);
}

// Moves the rules core cannot judge on, and a deputy outside his area:
// nothing is written. 2. Ke3 is ply 3 and illegal (e3 is not next to e1);
// 1. f3 e5 2. g4 Qh4# ended the game by checkmate at ply 4 (Laws 5.1.1).
TEST(VenueClaim, UnplayableMovesAFinishedGameNoMovesAndAnotherAreaWriteNothing) {
  const std::string path = seededEventFile("venue_claim_refused");
  service::EventSession session(path);
  const auto before = storedNow(path);
  const auto illegal = service::recordStationClaim(session, deputyOf("Open"), "hall",
                                                   claimOnBoardTwo("1. e4 e5 2. Ke3"));
  ASSERT_NE(notJudged(illegal), nullptr);
  EXPECT_EQ(notJudged(illegal)->problem, ClaimRecordProblem::MoveNotPlayable);
  EXPECT_EQ(notJudged(illegal)->ply, 3);
  EXPECT_EQ(notJudged(illegal)->token, "Ke3");
  const auto mate = service::recordStationClaim(session, deputyOf("Open"), "hall",
                                                claimOnBoardTwo("1. f3 e5 2. g4 Qh4#"));
  ASSERT_NE(notJudged(mate), nullptr);
  EXPECT_EQ(notJudged(mate)->problem, ClaimRecordProblem::GameAlreadyOver);
  EXPECT_EQ(notJudged(mate)->ply, 4);
  const auto empty =
      service::recordStationClaim(session, deputyOf("Open"), "hall", claimOnBoardTwo(""));
  ASSERT_NE(notJudged(empty), nullptr);
  EXPECT_EQ(notJudged(empty)->problem, ClaimRecordProblem::NoMoves);
  const auto outside = service::recordStationClaim(session, deputyOf("Open:1"), "hall",
                                                   claimOnBoardTwo("1. Nf3 Nf6 2. Ng1 Ng8"));
  ASSERT_FALSE(outside);
  EXPECT_TRUE(std::holds_alternative<service::VenueError>(outside.error()));
  EXPECT_EQ(storedNow(path), before);
}
