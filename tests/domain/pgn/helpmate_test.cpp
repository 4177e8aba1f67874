// SPDX-License-Identifier: MIT
// Laws 6.9 one-sided test. "Yes" answers carry their mating series, which
// the test replays move by move with the rules core and checks for mate.
#include "domain/chess/helpmate.h"
#include "domain/chess/fen.h"
#include "domain/chess/movegen.h"

#include <gtest/gtest.h>

namespace chess {
namespace {

Position fenPosition(const char* fen) {
  auto pos = parseFen(fen);
  EXPECT_TRUE(pos) << fen;
  return pos.value_or(Position::startPosition());
}

// Replays the series and checks it ends with `winner` mating.
void expectMatingSeries(const Position& start, Color winner, const std::vector<Move>& line) {
  Position pos = start;
  for (Move m : line) {
    ASSERT_TRUE(legalMoves(pos).contains(m));
    pos.play(m);
  }
  EXPECT_TRUE(isCheckmate(pos));
  EXPECT_EQ(pos.sideToMove(), ~winner);
}

// A position where `winner` can mate with help: the answer must be Yes
// with a series that really mates.
struct HelpmateCase {
  const char* fen;
  Color winner;
};

void expectYesWithAMatingSeries(const HelpmateCase& c) {
  const Position pos = fenPosition(c.fen);
  const auto answer = canCheckmate(pos, c.winner);
  ASSERT_EQ(answer.ability, MateAbility::Yes) << c.fen;
  expectMatingSeries(pos, c.winner, answer.line);
}

TEST(Helpmate, ALoneKingCannotMate) {
  const Position pos = fenPosition("8/8/8/4k3/8/8/8/R3K3 w - - 0 1");
  const auto answer = canCheckmate(pos, Color::Black);
  EXPECT_EQ(answer.ability, MateAbility::No);
  EXPECT_TRUE(answer.decidedByMaterial);
}

TEST(Helpmate, AKnightAgainstALoneKingCannotMate) {
  EXPECT_EQ(canCheckmate(fenPosition("8/8/8/3k4/8/8/3K4/3N4 w - - 0 1"), Color::White).ability,
            MateAbility::No);
}

TEST(Helpmate, BishopsOnOneColourCannotMate) {
  EXPECT_EQ(canCheckmate(fenPosition("8/8/8/3k4/8/8/3K4/1B1B4 w - - 0 1"), Color::White).ability,
            MateAbility::No);
}

TEST(Helpmate, FindsAMateInOne) {
  const Position pos = fenPosition("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1");
  const auto answer = canCheckmate(pos, Color::White);
  ASSERT_EQ(answer.ability, MateAbility::Yes);
  EXPECT_EQ(answer.line.size(), 1u);
  expectMatingSeries(pos, Color::White, answer.line);
}

TEST(Helpmate, FindsTheFoolsMateForBlackFromTheStart) {
  // 1.f3 e5 2.g4 Qh4#: the shortest helpmate, four plies.
  const Position pos = Position::startPosition();
  const auto answer = canCheckmate(pos, Color::Black);
  ASSERT_EQ(answer.ability, MateAbility::Yes);
  EXPECT_EQ(answer.line.size(), 4u);
  expectMatingSeries(pos, Color::Black, answer.line);
}

TEST(Helpmate, ARookMatesALoneKingFromTheCentre) {
  const Position pos = fenPosition("8/8/8/4k3/8/8/8/R3K3 w - - 0 1");
  const auto answer = canCheckmate(pos, Color::White);
  ASSERT_EQ(answer.ability, MateAbility::Yes);
  expectMatingSeries(pos, Color::White, answer.line);
}

TEST(Helpmate, AKnightMatesAKingHemmedInByItsOwnPawn) {
  // The rules-reference example: K+N against K+P is a loss on time for the
  // pawn's side (Laws 6.9), because a helpmate exists.
  const Position pos = fenPosition("1k6/p7/3K4/4N3/8/8/8/8 w - - 0 1");
  const auto answer = canCheckmate(pos, Color::White);
  ASSERT_EQ(answer.ability, MateAbility::Yes);
  expectMatingSeries(pos, Color::White, answer.line);
}

TEST(Helpmate, TwoKnightsMateALoneKingWhenItCooperates) {
  // K+N+N cannot force mate, but a helpmate exists (e.g. Kh8, Kg6, Nf6,
  // Nf7#), so under Laws 6.9 the lone king's side loses on time. From both
  // sides to move and for either colour.
  for (const HelpmateCase& c : {HelpmateCase{"8/8/8/4k3/8/8/8/1N2K1N1 w - - 0 1", Color::White},
                                HelpmateCase{"8/8/3k4/8/8/2N5/8/4KN2 b - - 0 1", Color::White},
                                HelpmateCase{"4k1n1/8/8/8/3n4/8/8/5K2 w - - 0 1", Color::Black},
                                HelpmateCase{"8/8/8/8/8/8/6NN/k6K w - - 0 1", Color::White}})
    expectYesWithAMatingSeries(c);
}

TEST(Helpmate, ALoneKnightMatesWhenTheOtherSidesPieceBlocksItsKing) {
  // Laws 6.9: if the side with K+R oversteps the time, the opponent with
  // K+N wins, because a series of legal moves mates: the rook shuts in its
  // own king, e.g. Black Ka8 and Rb8, White Kb6 and Nc7#. Same with K+N
  // against K+N.
  for (const HelpmateCase& c : {HelpmateCase{"8/8/8/4k3/3r4/8/8/4K1N1 w - - 0 1", Color::White},
                                HelpmateCase{"8/8/8/4k3/3n4/8/8/4K1N1 w - - 0 1", Color::White},
                                HelpmateCase{"8/8/8/4k3/3n4/8/8/4K1N1 b - - 0 1", Color::Black}})
    expectYesWithAMatingSeries(c);
}

TEST(Helpmate, SaysUndecidedWhenTheSearchBudgetRunsOut) {
  const Position pos = fenPosition("8/8/8/4k3/8/8/8/R3K3 w - - 0 1");
  const auto answer = canCheckmate(pos, Color::White, HelpmateLimits{1, 10, 10});
  EXPECT_EQ(answer.ability, MateAbility::Undecided);
  EXPECT_TRUE(answer.line.empty());
}

}  // namespace
}  // namespace chess
