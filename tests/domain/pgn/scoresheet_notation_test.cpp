// SPDX-License-Identifier: MIT
// The client's recording notation (003: "目前通用的代数记谱法是先写棋子再写由哪格走到
// 哪格 ... 例如马g1-f3"; "记录吃过路兵,在着法后加上e.p."; "记录兵的升变,在着法后
// 加上(=后)、(=车)等"; 002: "记录时记为 “en passant” 或 “en pt”") read by the
// verifier and the claim check, each move worked out by hand.
#include "domain/chess/claim_check.h"
#include "domain/chess/pgn_move.h"
#include "domain/chess/san.h"
#include "tests/domain/chess/chess_test_support.h"
#include "tests/domain/pgn/replay_support.h"

#include <gtest/gtest.h>

#include <sstream>

namespace chess {
namespace {

using testing::fen;

std::string sanOf(const Position& pos, std::string_view text) {
  const auto read = readSan(pos, text, SanMode::Lenient);
  return read ? toSan(pos, read->move) : std::string("error");
}

// White pawn e5, Black just played d7-d5: exd6 e.p. in every spelling.
TEST(ScoresheetNotation, EnPassantInTheTextsSpellings) {
  const Position pos = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
  EXPECT_EQ(sanOf(pos, "exd6 e.p."), "exd6");
  EXPECT_EQ(sanOf(pos, "exd6 en passant"), "exd6");
  EXPECT_EQ(sanOf(pos, "exd6 en pt"), "exd6");
  EXPECT_EQ(sanOf(pos, "e5xd6 en pt."), "exd6");
}

// A pawn on b7 promotes on b8: (=后), full-width （=后）, ＝后 and (=车).
TEST(ScoresheetNotation, PromotionInChineseWithFullWidthSigns) {
  const Position pos = fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_EQ(sanOf(pos, "b8(=后)"), "b8=Q+");
  EXPECT_EQ(sanOf(pos, "b8（=后）"), "b8=Q+");
  EXPECT_EQ(sanOf(pos, "b8＝后"), "b8=Q+");
  EXPECT_EQ(sanOf(pos, "b8（=车）"), "b8=R+");
}

// 003's own example "马g1-f3": the verifier's move reader takes it in the
// lenient notation (as not canonical) and refuses it in the strict one.
TEST(ScoresheetNotation, TheVerifiersMoveReaderTakesChineseMovesWhenLenient) {
  const Position start = Position::startPosition();
  const auto lenient = readPgnMove(start, "马g1-f3", SanMode::Lenient);
  ASSERT_TRUE(lenient);
  EXPECT_EQ(toSan(start, lenient->move), "Nf3");
  EXPECT_FALSE(lenient->canonical);
  EXPECT_FALSE(readPgnMove(start, "马g1-f3"));
}

// A threefold claim with the move written 马f6-g8: Black's knight back to g8
// after 4.Ng1 makes the start position for the third time (plies 0, 4, 8).
TEST(ScoresheetNotation, TheClaimReadsTheWrittenMoveLeniently) {
  const auto r = testing::replay("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 *\n");
  const auto v = checkClaim(r.line, r.verdict, {7, ClaimKind::Threefold, std::string("马f6-g8")});
  ASSERT_TRUE(v);
  EXPECT_EQ(v->writtenSan, "Ng8");
  EXPECT_EQ(v->occurrences.size(), 3u);
  EXPECT_TRUE(v->valid);
}

}  // namespace
}  // namespace chess
