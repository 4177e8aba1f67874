// SPDX-License-Identifier: MIT
// SAN writing and reading. Expected moves are worked out by hand on the
// positions named in each case (FEN given), not taken from our own output.
#include "domain/chess/san.h"
#include "domain/chess/fen.h"
#include "domain/chess/movegen.h"
#include "tests/domain/chess/chess_test_support.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <string_view>

namespace chess {
namespace {

using testing::fen;

constexpr std::string_view AfterRuyLopezA6 =
    "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4";
constexpr std::string_view TwoRooks = "4k3/8/8/8/8/R6R/8/4K3 w - - 0 1";
constexpr std::string_view PawnOnE7 = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
constexpr std::string_view PinnedKnight = "4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1";
constexpr std::string_view BeforeFoolsMate =
    "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";
constexpr std::string_view EnPassantF6 =
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
constexpr std::string_view BothCastlings = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
constexpr std::string_view AfterE4E5 =
    "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";
constexpr std::string_view QueenC1 = "8/4k3/8/8/8/8/8/2Q1K3 w - - 0 1";
// Knights b1 and f3 both reach d2 (file tells them apart); rooks a1 and a5
// both reach a3 (rank); queens e4, h4 and h1 all reach e1: h4 shares a file
// with h1 and a rank with e4 (square), e4 is alone on its file (file), h1
// shares its file with h4 but not its rank (rank).
constexpr std::string_view Disambiguation = "8/2k5/6K1/R7/4Q2Q/5N2/8/RN5Q w - - 0 1";

TEST(SanWrite, UsesFileThenRankThenSquareToDisambiguate) {
  const Position pos = fen(Disambiguation);
  EXPECT_EQ(toSan(pos, Move(B1, D2)), "Nbd2");
  EXPECT_EQ(toSan(pos, Move(A1, A3)), "R1a3");
  EXPECT_EQ(toSan(pos, Move(H4, E1)), "Qh4e1");
  EXPECT_EQ(toSan(pos, Move(E4, E1)), "Qee1");
  EXPECT_EQ(toSan(pos, Move(H1, E1)), "Q1e1");
}

TEST(SanWrite, WritesCastlingPromotionCheckAndMate) {
  EXPECT_EQ(toSan(fen(BothCastlings), Move(E1, G1, MoveKind::Castling)), "O-O");
  EXPECT_EQ(toSan(fen(BothCastlings), Move(E1, C1, MoveKind::Castling)), "O-O-O");
  EXPECT_EQ(toSan(fen(PawnOnE7), Move(E7, E8, MoveKind::Promotion, Knight)), "e8=N");
  EXPECT_EQ(toSan(fen(BeforeFoolsMate), Move(D8, H4)), "Qh4#");
  EXPECT_EQ(toSan(fen(EnPassantF6), Move(E5, F6, MoveKind::EnPassant)), "exf6");
  EXPECT_EQ(toSan(fen(AfterRuyLopezA6), Move(B5, C6)), "Bxc6");
}

// Every legal move of every position reached within `depth` plies.
void forEachMove(const Position& pos, int depth,
                 const std::function<void(const Position&, Move)>& visit) {
  for (Move m : legalMoves(pos)) {
    visit(pos, m);
    if (depth > 1) forEachMove(pos.after(m), depth - 1, visit);
  }
}

TEST(SanRoundTrip, EveryLegalMoveReadsBackFromItsSanInEveryMode) {
  const std::string_view starts[] = {
      StartFen,
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
      "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
      "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
      Disambiguation,
  };
  int checked = 0;
  for (auto start : starts) {
    forEachMove(fen(start), 3, [&](const Position& pos, Move m) {
      const std::string san = toSan(pos, m);
      for (SanMode mode : {SanMode::Strict, SanMode::Lax}) {
        const auto read = readSan(pos, san, mode);
        ASSERT_TRUE(read.has_value()) << toFen(pos) << " " << san;
        ASSERT_EQ(read->move, m) << toFen(pos) << " " << san;
        ASSERT_EQ(read->form, SanForm::Canonical);
        ASSERT_TRUE(read->checkMarkMatches);
      }
      const Position next = pos.after(m);
      ASSERT_EQ(next.key(), parseFen(toFen(next))->key()) << toFen(pos) << " " << san;
      ++checked;
    });
  }
  EXPECT_GT(checked, 100'000);
}

struct Lenient {
  std::string_view fen;
  std::string text;
  std::string uci;
  SanForm form;
};

TEST(SanRead, ReadsScoresheetNotationsLeniently) {
  using enum SanForm;
  const Lenient cases[] = {
      {StartFen, "Nf3", "g1f3", Canonical},
      {StartFen, "e4!?", "e2e4", Canonical},
      {StartFen, "Ng1-f3", "g1f3", Lax},
      {StartFen, "Ng1f3", "g1f3", Lax},
      {StartFen, "e2-e4", "e2e4", Lax},
      {StartFen, "e2e4", "e2e4", Lax},
      {StartFen, "Nxf3", "g1f3", Lax},
      {StartFen, "马g1-f3", "g1f3", Foreign},
      {StartFen, "Sf3", "g1f3", Foreign},
      {StartFen, "Cf3", "g1f3", Foreign},
      {StartFen, "♘f3", "g1f3", Foreign},
      {StartFen, "♞f3", "g1f3", Foreign},
      {StartFen, "Кf3", "g1f3", Foreign},
      {StartFen, "Pe4", "e2e4", Foreign},
      {AfterRuyLopezA6, "象b5xc6", "b5c6", Foreign},
      {AfterRuyLopezA6, "象xc6", "b5c6", Foreign},
      {AfterRuyLopezA6, "Lxc6", "b5c6", Foreign},
      {AfterRuyLopezA6, "Fxc6", "b5c6", Foreign},
      {AfterRuyLopezA6, "Axc6", "b5c6", Foreign},
      {AfterRuyLopezA6, "Сxc6", "b5c6", Foreign},  // Cyrillic С (слон)
      {AfterRuyLopezA6, "B:c6", "b5c6", Foreign},
      {AfterRuyLopezA6, "Bc6", "b5c6", Lax},
      {AfterRuyLopezA6, "Bb5xc6", "b5c6", Lax},
      {AfterRuyLopezA6, "O-O", "e1g1", Canonical},
      {AfterRuyLopezA6, "0-0", "e1g1", Lax},
      {AfterRuyLopezA6, "e1g1", "e1g1", Lax},
      {TwoRooks, "车ad3", "a3d3", Foreign},
      {TwoRooks, "Tad3", "a3d3", Foreign},
      {TwoRooks, "Rad3", "a3d3", Canonical},
      {TwoRooks, "Ra3d3", "a3d3", Lax},
      {QueenC1, "后c5+", "c1c5", Foreign},
      {QueenC1, "Dc5+", "c1c5", Foreign},
      {QueenC1, "Фc5+", "c1c5", Foreign},
      {QueenC1, "♕c5", "c1c5", Foreign},
      {PawnOnE7, "e8=Q", "e7e8q", Canonical},
      {PawnOnE7, "e8Q", "e7e8q", Lax},
      {PawnOnE7, "e8=q", "e7e8q", Lax},
      {PawnOnE7, "e7e8q", "e7e8q", Lax},
      {PawnOnE7, "e8R", "e7e8r", Lax},  // a rook: king promotion is never legal
      {PawnOnE7, "e8(Q)", "e7e8q", Foreign},
      {PawnOnE7, "e8/Q", "e7e8q", Foreign},
      {PawnOnE7, "e8(=后)", "e7e8q", Foreign},
      {PawnOnE7, "e8=后", "e7e8q", Foreign},
      {PawnOnE7, "e8D", "e7e8q", Foreign},
      {PawnOnE7, "e8T", "e7e8r", Foreign},
      {PawnOnE7, "e8=马", "e7e8n", Foreign},
      {EnPassantF6, "exf6", "e5f6", Canonical},
      {EnPassantF6, "exf6e.p.", "e5f6", Lax},
      {EnPassantF6, "exf6 e.p.", "e5f6", Lax},
      {EnPassantF6, "exf6ep", "e5f6", Lax},
      {EnPassantF6, "ef6", "e5f6", Lax},
      {EnPassantF6, "e5f6", "e5f6", Lax},
      {BeforeFoolsMate, "Qh4#", "d8h4", Canonical},
      {BeforeFoolsMate, "Qh4++", "d8h4", Lax},
      {BeforeFoolsMate, "Qd8h4", "d8h4", Lax},
      {BeforeFoolsMate, "Dh4#", "d8h4", Foreign},
      {BeforeFoolsMate, "♛h4", "d8h4", Foreign},
      {PinnedKnight, "Ne2", "g1e2", Canonical},
      {PinnedKnight, "Nge2", "g1e2", Lax},  // the c3 knight is pinned: superfluous
      {BothCastlings, "0-0-0", "e1c1", Lax},
      {BothCastlings, "o-o", "e1g1", Foreign},
      {AfterE4E5, "Ke2", "e1e2", Canonical},
      {AfterE4E5, "Крe2", "e1e2", Foreign},
      {AfterE4E5, "♔e2", "e1e2", Foreign},
      {AfterE4E5, "Re2", "e1e2", Foreign},  // French/Spanish R = king; no rook reaches e2
      {AfterE4E5, "Кe2", "g1e2", Foreign},  // Cyrillic К = knight
  };
  for (const auto& c : cases) {
    const auto read = readSan(fen(c.fen), c.text, SanMode::Lenient);
    ASSERT_TRUE(read.has_value()) << c.text << " in " << c.fen << ": code "
                                  << static_cast<int>(read.error().code);
    EXPECT_EQ(toUci(read->move), c.uci) << c.text;
    EXPECT_EQ(read->form, c.form) << c.text;
  }
}

TEST(SanRead, ReportsWhetherTheCheckMarkFits) {
  EXPECT_FALSE(readSan(fen(StartFen), "Nf3+", SanMode::Strict)->checkMarkMatches);
  EXPECT_FALSE(readSan(fen(BeforeFoolsMate), "Qh4+", SanMode::Strict)->checkMarkMatches);
  EXPECT_FALSE(readSan(fen(BeforeFoolsMate), "Qh4", SanMode::Strict)->checkMarkMatches);
  EXPECT_TRUE(readSan(fen(BeforeFoolsMate), "Qh4++", SanMode::Lax)->checkMarkMatches);
}

TEST(SanRead, LenientReadingTakesTheEnglishMeaningFirst) {
  // "Rf1": a rook h1-f1 in English, the king e1-f1 in French or Spanish.
  // PGN holds English SAN, so a text the Lax grammar reads is that move:
  // the French Roi is tried only where no English reading fits.
  const auto read = readSan(fen(AfterRuyLopezA6), "Rf1", SanMode::Lenient);
  ASSERT_TRUE(read.has_value());
  EXPECT_EQ(toUci(read->move), "h1f1");
  EXPECT_EQ(read->form, SanForm::Canonical);
  // The trial's position: rook f3-f2 and king g2-f2 both reach f2.
  const auto trial = readSan(fen("4k3/8/8/8/8/5R2/6K1/8 w - - 0 1"), "Rf2", SanMode::Lenient);
  ASSERT_TRUE(trial.has_value());
  EXPECT_EQ(toUci(trial->move), "f3f2");
}

TEST(SanRead, AForeignMeaningIsTriedWhereTheEnglishOneFitsNoMove) {
  // No white rook: "Rf2" can only be the French or Spanish king g2-f2.
  const auto king = readSan(fen("4k3/8/8/8/8/8/6K1/8 w - - 0 1"), "Rf2", SanMode::Lenient);
  ASSERT_TRUE(king.has_value());
  EXPECT_EQ(toUci(king->move), "g2f2");
  EXPECT_EQ(king->form, SanForm::Foreign);
  EXPECT_FALSE(readSan(fen("4k3/8/8/8/8/8/6K1/8 w - - 0 1"), "Rf2", SanMode::Lax).has_value());
}

struct BadSan {
  std::string_view fen;
  std::string text;
  SanMode mode;
  SanErrorCode code;
  int column;
};

TEST(SanRead, RejectsBadMovesWithTheirCodeAndColumn) {
  using enum SanErrorCode;
  const BadSan cases[] = {
      {StartFen, "Nf4", SanMode::Strict, NoPieceCanReach, 1},
      {StartFen, "e5", SanMode::Strict, NoPieceCanReach, 1},
      {StartFen, "Ke2", SanMode::Lenient, NoPieceCanReach, 1},
      {StartFen, "O-O", SanMode::Strict, CastlingNotAllowed, 1},
      {"r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", "O-O", SanMode::Strict, CastlingNotAllowed, 1},
      {PinnedKnight, "Nce2", SanMode::Strict, LeavesKingInCheck, 1},
      {"4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "Kd1", SanMode::Strict, LeavesKingInCheck, 1},
      {TwoRooks, "Rd3", SanMode::Strict, Ambiguous, 1},
      {PawnOnE7, "e8", SanMode::Strict, PromotionMissing, 3},
      {PawnOnE7, "e7e8", SanMode::Lax, PromotionMissing, 5},
      {PawnOnE7, "e8=K", SanMode::Lax, BadPromotion, 3},
      {StartFen, "e4=Q", SanMode::Lax, BadPromotion, 3},
      {StartFen, "Ke9", SanMode::Lax, UnknownToken, 3},
      {StartFen, "Zf3", SanMode::Lax, UnknownToken, 1},
      {StartFen, "Sf3", SanMode::Lax, UnknownToken, 1},
      {StartFen, "马f3", SanMode::Strict, UnknownToken, 1},
      {StartFen, "e8(Q)", SanMode::Lax, UnknownToken, 5},
      {StartFen, "", SanMode::Lenient, UnknownToken, 1},
      {BeforeFoolsMate, "Qh4+++", SanMode::Lax, UnknownToken, 6},
      {StartFen, "--", SanMode::Lenient, NullMove, 1},
      {StartFen, "Z0", SanMode::Lax, NullMove, 1},
      {StartFen, "0000", SanMode::Lax, NullMove, 1},
      {StartFen, "Ng1f3", SanMode::Strict, NotCanonical, 1},
      {StartFen, "0-0", SanMode::Strict, CastlingNotAllowed, 1},
      {PinnedKnight, "Nge2", SanMode::Strict, NotCanonical, 1},
  };
  for (const auto& c : cases) {
    const auto read = readSan(fen(c.fen), c.text, c.mode);
    ASSERT_FALSE(read.has_value()) << c.text << " in " << c.fen;
    EXPECT_EQ(read.error().code, c.code) << c.text;
    EXPECT_EQ(read.error().column, c.column) << c.text;
  }
}

TEST(SanRead, AmbiguityListsEveryCandidateSquare) {
  const auto read = readSan(fen(TwoRooks), "Rd3", SanMode::Strict);
  ASSERT_FALSE(read.has_value());
  EXPECT_EQ(read.error().candidates, squareBit(A3) | squareBit(H3));
}

}  // namespace
}  // namespace chess
