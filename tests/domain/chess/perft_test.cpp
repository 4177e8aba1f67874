// SPDX-License-Identifier: MIT
// Perft counts from the chessprogramming wiki "Perft Results" page
// (https://www.chessprogramming.org/Perft_Results), positions 1-6.
#include "domain/chess/fen.h"
#include "domain/chess/perft.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string_view>

namespace chess {
namespace {

struct PerftCase {
  std::string_view fen;
  int depth;
  std::uint64_t nodes;
};

constexpr std::string_view Initial = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
constexpr std::string_view Kiwipete =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
constexpr std::string_view Position3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
constexpr std::string_view Position4 =
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
constexpr std::string_view Position4Mirrored =
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
constexpr std::string_view Position5 =
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
constexpr std::string_view Position6 =
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

void expectPerft(const PerftCase& c) {
  const auto pos = parseFen(c.fen);
  ASSERT_TRUE(pos.has_value()) << c.fen;
  EXPECT_EQ(perft(*pos, c.depth), c.nodes) << c.fen << " depth " << c.depth;
}

TEST(Perft, MatchesPublishedCountsAtShallowDepths) {
  const PerftCase cases[] = {
      {Initial, 1, 20},          {Initial, 2, 400},          {Initial, 3, 8'902},
      {Initial, 4, 197'281},     {Initial, 5, 4'865'609},    {Kiwipete, 1, 48},
      {Kiwipete, 2, 2'039},      {Kiwipete, 3, 97'862},      {Kiwipete, 4, 4'085'603},
      {Position3, 1, 14},        {Position3, 2, 191},        {Position3, 3, 2'812},
      {Position3, 4, 43'238},    {Position3, 5, 674'624},    {Position3, 6, 11'030'083},
      {Position4, 1, 6},         {Position4, 2, 264},        {Position4, 3, 9'467},
      {Position4, 4, 422'333},   {Position4Mirrored, 4, 422'333},
      {Position5, 1, 44},        {Position5, 2, 1'486},      {Position5, 3, 62'379},
      {Position5, 4, 2'103'487}, {Position6, 1, 46},         {Position6, 2, 2'079},
      {Position6, 3, 89'890},    {Position6, 4, 3'894'594},
  };
  for (const auto& c : cases) expectPerft(c);
}

TEST(Perft, DepthZeroCountsThePositionItself) {
  EXPECT_EQ(perft(*parseFen(Initial), 0), 1u);
}

TEST(Perft, DivideSumsToTheTotalAndListsEveryRootMove) {
  const auto entries = perftDivide(*parseFen(Kiwipete), 3);
  ASSERT_EQ(entries.size(), 48u);
  std::uint64_t sum = 0;
  for (const auto& e : entries) sum += e.nodes;
  EXPECT_EQ(sum, 97'862u);
}

TEST(PerftDeep, MatchesPublishedCountsAtDepth) {
  const PerftCase cases[] = {
      {Initial, 6, 119'060'324},       {Kiwipete, 5, 193'690'690},
      {Position3, 7, 178'633'661},     {Position4, 5, 15'833'292},
      {Position4Mirrored, 5, 15'833'292}, {Position5, 5, 89'941'194},
      {Position6, 5, 164'075'551},
  };
  for (const auto& c : cases) expectPerft(c);
}

}  // namespace
}  // namespace chess
