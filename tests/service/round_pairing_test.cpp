// SPDX-License-Identifier: MIT
#include "app/service/round_pairing.h"

#include <gtest/gtest.h>

namespace {

using namespace tournament;

// Section "S", four players (ids = pairing numbers 1..4), round 1 paired
// 1-2 (board 1), 3-4 (board 2).
Section fourPlayersPaired() {
  Section section;
  section.settings.name = "S";
  section.settings.rounds = 3;
  for (int n = 1; n <= 4; ++n) {
    Player p;
    p.id = n;
    p.pairingNumber = n;
    p.name = "P" + std::to_string(n);
    section.players.push_back(p);
  }
  Round round;
  round.number = 1;
  round.boards = {{1, 1, 2, GameResult::Pending, {}, {}}, {2, 3, 4, GameResult::Pending, {}, {}}};
  section.rounds.push_back(round);
  return section;
}

}  // namespace

// Board 1 becomes 1-3: player 3 leaves White on board 2, and the player
// board 1 loses (2) takes that seat: board 2 is 2-4.
TEST(RoundPairing, AnEditedBoardSendsTheDisplacedPlayerToTheFreedSeat) {
  const auto action = service::editedPairing(fourPlayersPaired(), 1, 1, 1, 3);
  ASSERT_TRUE(action.has_value());
  EXPECT_EQ(action->boards, (std::vector<std::pair<int, int>>{{1, 3}, {2, 4}}));
  EXPECT_TRUE(action->replace);
  EXPECT_EQ(action->section, "S");
}

// Colours swapped on board 2: nobody else moves.
TEST(RoundPairing, SwappingColoursIsOneEdit) {
  const auto action = service::editedPairing(fourPlayersPaired(), 1, 2, 4, 3);
  ASSERT_TRUE(action.has_value());
  EXPECT_EQ(action->boards, (std::vector<std::pair<int, int>>{{1, 2}, {4, 3}}));
}

TEST(RoundPairing, AnEditOfABoardThatIsNotThereIsRefused) {
  const auto action = service::editedPairing(fourPlayersPaired(), 1, 3, 1, 2);
  ASSERT_FALSE(action.has_value());
  EXPECT_EQ(action.error().code, ActionErrorCode::NoSuchBoard);
  EXPECT_EQ(service::editedPairing(fourPlayersPaired(), 2, 1, 1, 2).error().code,
            ActionErrorCode::NoSuchRound);
}
