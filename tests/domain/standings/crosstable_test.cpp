// SPDX-License-Identifier: MIT
#include "domain/standings/crosstable.h"
#include "tests/domain/standings/state_builder.h"

#include <gtest/gtest.h>

namespace standings {
namespace {

using tournament::Color;
using tournament::RoundResult;

TEST(Crosstable, EachRoundHasOpponentColourResultAndRunningScore) {
  // R1: 1-2 1-0, 3 PAB; R2: 3-1 =, 2 half-point bye.
  const auto state = testing::StateBuilder(3, 2)
                         .game(1, 1, 2, '1')
                         .bye(1, 3, RoundResult::PairingBye)
                         .game(2, 3, 1, '=')
                         .bye(2, 2, RoundResult::HalfPointBye)
                         .state;
  const auto lines = crosstable(state, 2);
  ASSERT_EQ(lines.size(), 3u);
  const auto& first = lines[0].cells;
  EXPECT_EQ(first[0].opponent, 2);
  EXPECT_EQ(first[0].color, Color::White);
  EXPECT_EQ(first[0].result, RoundResult::Win);
  EXPECT_EQ(first[0].runningScore, 2);
  EXPECT_EQ(first[1].opponent, 3);
  EXPECT_EQ(first[1].color, Color::Black);
  EXPECT_EQ(first[1].runningScore, 3);  // 1.5
  EXPECT_EQ(lines[1].cells[1].result, RoundResult::HalfPointBye);
  EXPECT_FALSE(lines[1].cells[1].color.has_value());
  EXPECT_EQ(lines[1].score, 1);
  EXPECT_EQ(lines[2].score, 3);  // PAB 1 + draw 0.5
}

TEST(Crosstable, RoundsWithoutAnEntryAreNotPaired) {
  const auto state = testing::StateBuilder(2, 1).game(1, 1, 2, '0').state;
  const auto lines = crosstable(state, 2);
  EXPECT_EQ(lines[1].cells[1].result, RoundResult::NotPaired);
  EXPECT_EQ(lines[1].cells[1].runningScore, 2);
}

}  // namespace
}  // namespace standings
