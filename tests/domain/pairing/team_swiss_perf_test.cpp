// SPDX-License-Identifier: MIT
// Speed of the Swiss team engine (C.04.6): 1,000 teams, each round paired
// in at most a second, every round of a nine-round event played with
// random match results (MP 2/1/0), Type A colour preferences.
#include "domain/pairing/team_swiss_pairer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>

namespace pairing {
namespace {

using tournament::Color;

// Plays the matches of `round` into `field` (scores, colours, opponents,
// floats, preferences for the next round).
void play(TeamSwissField& field, const TeamSwissPairing& round, std::mt19937& random) {
  std::vector<int> indexOf(field.entrants.size() + 1);
  for (std::size_t i = 0; i < field.entrants.size(); ++i)
    indexOf[field.entrants[i].number] = static_cast<int>(i);
  const auto before = field.entrants;
  for (auto& e : field.entrants) e.floatedLastRound = false;
  for (const auto& m : round.matches) {
    auto& w = field.entrants[indexOf[m.white]];
    auto& b = field.entrants[indexOf[m.black]];
    const int outcome = static_cast<int>(random() % 3);  // 0 white wins, 1 draw, 2 black wins
    w.primary += 4 - 2 * outcome;
    b.primary += 2 * outcome;
    w.colours.push_back(Color::White);
    b.colours.push_back(Color::Black);
    w.opponents.push_back(m.black);
    b.opponents.push_back(m.white);
    ++w.matchesPlayed;
    ++b.matchesPlayed;
    const bool floated = before[indexOf[m.white]].primary != before[indexOf[m.black]].primary;
    w.floatedLastRound = b.floatedLastRound = floated;
  }
  if (round.bye > 0) {
    auto& e = field.entrants[indexOf[round.bye]];
    e.primary += 2;  // C.04.6 1.4: a draw's match points
    e.mayGetBye = false;
  }
  ++field.round;
  for (auto& e : field.entrants) {
    e.colourDifference = colourDifference(e.colours);
    e.preference =
        teamColourPreference(e.colours, field.colourPreferences, field.round == field.totalRounds);
  }
}

TEST(TeamSwissPerfSlow, AThousandTeamsPairEachRoundWithinASecond) {
  for (int teams : {1000, 999}) {
    std::mt19937 random(static_cast<unsigned>(teams));
    TeamSwissField field;
    field.round = 1;
    field.totalRounds = 9;
    for (int n = 1; n <= teams; ++n) field.entrants.push_back({.number = n});
    double slowest = 0;
    for (int round = 1; round <= 9; ++round) {
      const auto start = std::chrono::steady_clock::now();
      const auto paired = pairTeamSwiss(field);
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      ASSERT_TRUE(paired) << teams << " teams, round " << round;
      EXPECT_EQ(paired->matches.size(), static_cast<std::size_t>(teams / 2));
      EXPECT_EQ(paired->bye != 0, teams % 2 == 1);
      std::printf("team swiss: %d teams, round %d paired in %.3f s\n", teams, round, seconds);
      slowest = std::max(slowest, seconds);
      play(field, *paired, random);
    }
    EXPECT_LE(slowest, 1.0) << teams << " teams";
  }
}

}  // namespace
}  // namespace pairing
