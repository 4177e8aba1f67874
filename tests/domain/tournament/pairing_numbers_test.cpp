// SPDX-License-Identifier: MIT
#include "domain/tournament/pairing_numbers.h"

#include "tests/domain/tournament/event_builder.h"

using namespace tournament;

// C.04.2 art. 2.2: rating, then title (GM, IM, WGM, FM, WIM, CM, WFM, WCM),
// then alphabetically.
TEST(PairingNumbers, OrderByRatingThenTitleThenName) {
  std::vector<Player> players{
      testing_event::player("Zeta", 2400, "FM"),   testing_event::player("Alpha", 2300),
      testing_event::player("Beta", 2400, "WGM"),  testing_event::player("Gamma", 2400, "IM"),
      testing_event::player("Delta", 2400, "WGM"), testing_event::player("Unrated", 0)};
  for (std::size_t i = 0; i < players.size(); ++i) players[i].id = static_cast<int>(i) + 1;
  assignPairingNumbers(players, RateOfPlay::Standard);
  std::vector<std::string> order;
  for (const auto& p : players) order.push_back(p.name);
  EXPECT_EQ(order,
            (std::vector<std::string>{"Gamma", "Beta", "Delta", "Zeta", "Alpha", "Unrated"}));
  EXPECT_EQ(players[0].pairingNumber, 1);
  EXPECT_EQ(players[5].pairingNumber, 6);
}

TEST(PairingNumbers, RapidSectionsRankByRapidRating) {
  Player fast = testing_event::player("Fast", 2000);
  fast.ratings.rapid = 2500;
  Player slow = testing_event::player("Slow", 2400);
  slow.ratings.rapid = 1900;
  std::vector<Player> players{slow, fast};
  assignPairingNumbers(players, RateOfPlay::Rapid);
  EXPECT_EQ(players[0].name, "Fast");
  assignPairingNumbers(players, RateOfPlay::Standard);
  EXPECT_EQ(players[0].name, "Slow");
}
