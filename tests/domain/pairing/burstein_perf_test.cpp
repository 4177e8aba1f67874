// SPDX-License-Identifier: MIT
// Speed of the Burstein engine (C.04.4.2): each of the nine rounds of a
// generated 1,000-player open (each paired by the engine itself, results by
// the Elo expectation; rounds 1-4 are the seeding rounds, 1.6) in at most
// one second of CPU time.
#include "domain/pairing/burstein_pairer.h"
#include "domain/pairing/tournament_generator.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace pairing;

TEST(BursteinPerfSlow, AThousandPlayersArePairedWithinOneSecond) {
  double slowest = 0;
  int round = 0;
  GeneratorConfig config;
  config.players = 1000;
  config.rounds = 9;
  config.seed = 36;
  const auto state = generateTournament(
      config, [&](const tournament::TournamentState& s) -> std::optional<GeneratedRound> {
        ++round;
        const std::clock_t start = std::clock();
        const auto pairing = pairBurstein(s);
        const double seconds = double(std::clock() - start) / CLOCKS_PER_SEC;
        slowest = std::max(slowest, seconds);
        std::printf("burstein 1000 players, round %d: %.3f s CPU\n", round, seconds);
        if (!pairing) return std::nullopt;
        GeneratedRound r{{}, pairing->bye};
        for (const auto& b : pairing->boards) r.boards.emplace_back(b.white, b.black);
        return r;
      });
  EXPECT_TRUE(state.has_value());
  EXPECT_EQ(round, 9);
  EXPECT_LE(slowest, 1.0);
}
