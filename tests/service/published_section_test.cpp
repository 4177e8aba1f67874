// SPDX-License-Identifier: MIT
#include "app/service/published_section.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

using tournament::Color;
using tournament::RoundResult;

TEST(PublishedSection, RanksATwoRoundTrfWithTheDefaultSwissTieBreaks) {
  // Four players, two rounds, worked by hand:
  //   R1: 1 (W) beats 2, 3 (W) draws 4.   R2: 1 (W) beats 3, 4 (W) beats 2.
  //   Points: 1 = 2, 4 = 1½, 3 = ½, 2 = 0.
  tournament::TournamentState state;
  state.name = "Four";
  auto add = [&](int sn, std::vector<tournament::RoundEntry> rounds) {
    tournament::PlayerRecord p;
    p.startNumber = sn;
    p.name = fmt::format("P{}", sn);
    p.rounds = std::move(rounds);
    state.players.push_back(p);
  };
  add(1, {{2, Color::White, RoundResult::Win}, {3, Color::White, RoundResult::Win}});
  add(2, {{1, Color::Black, RoundResult::Loss}, {4, Color::Black, RoundResult::Loss}});
  add(3, {{4, Color::White, RoundResult::Draw}, {1, Color::Black, RoundResult::Loss}});
  add(4, {{3, Color::Black, RoundResult::Draw}, {2, Color::White, RoundResult::Win}});
  const auto table = service::standingsTable(state);
  ASSERT_TRUE(table.has_value());
  EXPECT_EQ(table->rounds, 2);
  EXPECT_EQ(table->tieBreakCodes, (std::vector<std::string>{"BH/C1", "BH", "SB", "DE", "WIN"}));
  ASSERT_EQ(table->lines.size(), 4u);
  EXPECT_EQ(table->lines[0].player.startNumber, 1);
  EXPECT_EQ(table->lines[0].points, 4);
  EXPECT_EQ(table->lines[1].player.startNumber, 4);
  EXPECT_EQ(table->lines[3].player.startNumber, 2);
  // BH of player 1: opponents 2 (0) and 3 (½) = ½; BH/C1 drops the lowest (0) = ½.
  EXPECT_EQ(table->lines[0].tieBreaks[1], "0.5");
  EXPECT_EQ(table->lines[0].tieBreaks[0], "0.5");
}

TEST(PublishedSection, RefusesAnEventWithoutRounds) {
  tournament::TournamentState state;
  tournament::PlayerRecord p;
  p.startNumber = 1;
  state.players.push_back(p);
  EXPECT_FALSE(service::standingsTable(state).has_value());
}
