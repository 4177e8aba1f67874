// SPDX-License-Identifier: MIT
// One claim at one moment (Laws 9.2, 9.3), on games worked out by hand.
#include "domain/chess/claim_check.h"
#include "tests/domain/pgn/replay_support.h"

#include <gtest/gtest.h>

namespace chess {
namespace {

using testing::replay;

const std::string Shuffle = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n";

std::vector<int> plies(const std::vector<PlyReference>& refs) {
  std::vector<int> list;
  for (const auto& ref : refs) list.push_back(ref.ply);
  return list;
}

TEST(ClaimCheck, ThreefoldOnTheBoardListsEveryOccurrenceWithMoveNumbers) {
  const auto r = replay(Shuffle);
  const auto v = checkClaim(r.line, r.verdict, {8, ClaimKind::Threefold, std::nullopt});
  ASSERT_TRUE(v);
  EXPECT_TRUE(v->valid);
  EXPECT_STREQ(v->article, "9.2.2");
  EXPECT_EQ(v->claimant, Color::White);
  EXPECT_EQ(plies(v->occurrences), (std::vector<int>{0, 4, 8}));
  EXPECT_EQ(v->occurrences[1].moveNumber, 2);
  EXPECT_EQ(v->occurrences[1].mover, Color::Black);
  EXPECT_EQ(v->occurrences[1].san, "Ng8");
}

TEST(ClaimCheck, ThreefoldWithAWrittenMoveCountsThePositionItWouldMake) {
  const auto r = replay(Shuffle);
  const auto v = checkClaim(r.line, r.verdict, {7, ClaimKind::Threefold, std::string("Ng8")});
  ASSERT_TRUE(v);
  EXPECT_TRUE(v->valid);
  EXPECT_STREQ(v->article, "9.2.1");
  EXPECT_EQ(v->claimant, Color::Black);
  EXPECT_EQ(plies(v->occurrences), (std::vector<int>{0, 4, 8}));
  EXPECT_EQ(v->writtenSan, "Ng8");
}

TEST(ClaimCheck, ATwofoldRepetitionIsNotEnough) {
  const auto r = replay(Shuffle);
  const auto board = checkClaim(r.line, r.verdict, {6, ClaimKind::Threefold, std::nullopt});
  ASSERT_TRUE(board);
  EXPECT_FALSE(board->valid);
  EXPECT_EQ(board->flaw, ClaimFlaw::TooFewOccurrences);
  EXPECT_EQ(plies(board->occurrences), (std::vector<int>{2, 6}));
  const auto other = checkClaim(r.line, r.verdict, {7, ClaimKind::Threefold, std::string("Nh6")});
  ASSERT_TRUE(other);
  EXPECT_FALSE(other->valid);
  const auto illegal =
      checkClaim(r.line, r.verdict, {7, ClaimKind::Threefold, std::string("Qxh2")});
  ASSERT_TRUE(illegal);
  EXPECT_EQ(illegal->flaw, ClaimFlaw::WrittenMoveIllegal);
}

TEST(ClaimCheck, RefusesAPlyBeyondTheGameOrAfterItsEnd) {
  const auto r = replay(Shuffle);
  EXPECT_EQ(checkClaim(r.line, r.verdict, {9, ClaimKind::Threefold, std::nullopt}).error().code,
            ClaimErrorCode::PlyOutOfRange);
  const auto mate = replay("1. f3 e5 2. g4 Qh4# 0-1\n");
  const auto v = checkClaim(mate.line, mate.verdict, {4, ClaimKind::FiftyMoves, std::nullopt});
  ASSERT_FALSE(v);
  EXPECT_EQ(v.error().code, ClaimErrorCode::GameAlreadyOver);
  EXPECT_EQ(v.error().endPly, 4);
}

TEST(ClaimCheck, FiftyMovesAtClock99NeedAQuietWrittenMove) {
  const auto r = replay("[FEN \"8/8/8/4k3/8/8/P7/R3K3 w - - 99 80\"]\n\n80. Rb1 Kd5 *\n");
  const auto board = checkClaim(r.line, r.verdict, {0, ClaimKind::FiftyMoves, std::nullopt});
  ASSERT_TRUE(board);
  EXPECT_FALSE(board->valid);
  EXPECT_EQ(board->flaw, ClaimFlaw::ClockTooLow);
  EXPECT_EQ(board->halfmoveClock, 99);
  const auto quiet = checkClaim(r.line, r.verdict, {0, ClaimKind::FiftyMoves, std::string("Rb1")});
  ASSERT_TRUE(quiet);
  EXPECT_TRUE(quiet->valid);
  EXPECT_STREQ(quiet->article, "9.3.1");
  const auto pawn = checkClaim(r.line, r.verdict, {0, ClaimKind::FiftyMoves, std::string("a3")});
  ASSERT_TRUE(pawn);
  EXPECT_EQ(pawn->flaw, ClaimFlaw::WrittenMoveIsZeroing);
  const auto later = checkClaim(r.line, r.verdict, {1, ClaimKind::FiftyMoves, std::nullopt});
  ASSERT_TRUE(later);
  EXPECT_TRUE(later->valid);
  EXPECT_STREQ(later->article, "9.3.2");
  EXPECT_FALSE(later->lastCaptureOrPawnMove.has_value());
}

TEST(ClaimCheck, AWrittenMoveThatStalematesEndsTheGameBeforeTheClaim) {
  // Qf7 leaves Kh8 no move and no check (Laws 5.2.1 comes first); Qg5 does not.
  const auto r = replay("[FEN \"7k/8/6Q1/8/8/8/8/K7 w - - 99 80\"]\n\n*\n");
  const auto stalemating =
      checkClaim(r.line, r.verdict, {0, ClaimKind::FiftyMoves, std::string("Qf7")});
  ASSERT_TRUE(stalemating);
  EXPECT_EQ(stalemating->flaw, ClaimFlaw::WrittenMoveEndsGame);
  const auto quiet = checkClaim(r.line, r.verdict, {0, ClaimKind::FiftyMoves, std::string("Qg5")});
  ASSERT_TRUE(quiet);
  EXPECT_TRUE(quiet->valid);
}

TEST(ClaimCheck, NamesTheLastCaptureOrPawnMove) {
  const auto r = replay("1. e4 d5 2. exd5 Nf6 3. Nc3 Ng8 *\n");
  const auto v = checkClaim(r.line, r.verdict, {6, ClaimKind::FiftyMoves, std::nullopt});
  ASSERT_TRUE(v);
  ASSERT_TRUE(v->lastCaptureOrPawnMove);
  EXPECT_EQ(v->lastCaptureOrPawnMove->ply, 3);
  EXPECT_EQ(v->lastCaptureOrPawnMove->san, "exd5");
  EXPECT_EQ(v->halfmoveClock, 3);
}

}  // namespace
}  // namespace chess
