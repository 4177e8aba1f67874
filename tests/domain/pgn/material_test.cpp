// SPDX-License-Identifier: MIT
// Insufficient material: the classic list (art. 10.4) and FIDE's form.
#include "domain/chess/material.h"
#include "domain/chess/fen.h"

#include <gtest/gtest.h>

namespace chess {
namespace {

struct MaterialCase {
  const char* fen;
  const char* what;
  bool fide;
  bool classic;
};

class Material : public ::testing::TestWithParam<MaterialCase> {};

TEST_P(Material, MatchesBothLists) {
  const auto pos = parseFen(GetParam().fen);
  ASSERT_TRUE(pos) << GetParam().fen;
  EXPECT_EQ(isInsufficientMaterialFide(*pos), GetParam().fide) << GetParam().what;
  EXPECT_EQ(isInsufficientMaterialClassic(*pos), GetParam().classic) << GetParam().what;
}

// c1 and f8 are dark squares; f1 and c8 light (a1 is dark).
INSTANTIATE_TEST_SUITE_P(
    Cases, Material,
    ::testing::Values(
        MaterialCase{"8/8/8/4k3/8/8/8/4K3 w - - 0 1", "K v K", true, true},
        MaterialCase{"8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", "K+B v K", true, true},
        MaterialCase{"8/8/8/4k3/8/8/8/1N2K3 w - - 0 1", "K+N v K", true, true},
        MaterialCase{"5b2/8/8/4k3/8/8/8/2B1K3 w - - 0 1", "K+B v K+B, both dark", true, true},
        MaterialCase{"2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1", "K+B v K+B, opposite colours", false,
                     false},
        MaterialCase{"2b5/8/8/4k3/8/8/8/4KB2 w - - 0 1", "K+B v K+B, both light", true, true},
        MaterialCase{"2b5/8/8/4k3/8/8/6B1/4KB2 w - - 0 1", "K+B+B v K+B, all light", true, false},
        MaterialCase{"1n6/8/8/4k3/8/8/8/1N2K3 w - - 0 1", "K+N v K+N", false, false},
        MaterialCase{"8/8/8/4k3/8/8/8/1N2KN2 w - - 0 1", "K+N+N v K", false, false},
        MaterialCase{"1n6/8/8/4k3/8/8/8/2B1K3 w - - 0 1", "K+B v K+N", false, false},
        MaterialCase{"8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", "K+P v K", false, false},
        MaterialCase{"8/8/8/4k3/8/8/8/R3K3 w - - 0 1", "K+R v K", false, false}));

TEST(MaterialOneSided, ALoneKingCannotMateButTheOtherSideMay) {
  const auto pos = parseFen("8/8/8/4k3/8/8/8/R3K3 w - - 0 1");
  ASSERT_TRUE(pos);
  EXPECT_TRUE(cannotMateByMaterial(*pos, Color::Black));
  EXPECT_FALSE(cannotMateByMaterial(*pos, Color::White));
}

TEST(MaterialOneSided, AKnightCanMateWithTheHelpOfTheOpponentsPawn) {
  // Laws 6.9: K+N against K+P is not a draw on time; the pawn can block.
  const auto pos = parseFen("k7/p7/8/8/8/8/8/2N1K3 w - - 0 1");
  ASSERT_TRUE(pos);
  EXPECT_FALSE(cannotMateByMaterial(*pos, Color::White));
  EXPECT_FALSE(cannotMateByMaterial(*pos, Color::Black));  // the pawn may promote
}

}  // namespace
}  // namespace chess
