// SPDX-License-Identifier: MIT
// Speed of the Dubov engine (C.04.4.1): each of the first six rounds of a
// generated 1,000-player open (each paired by the engine itself, results
// by the Elo expectation) in at most one second of CPU time.
#include "domain/pairing/dubov_pairer.h"
#include "domain/pairing/tournament_generator.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace pairing;

TEST(DubovPerfSlow, AThousandPlayersArePairedWithinOneSecond) {
  double slowest = 0;
  int round = 0;
  GeneratorConfig config;
  config.players = 1000;
  config.rounds = 9;
  config.seed = 36;
  (void)generateTournament(
      config, [&](const tournament::TournamentState& s) -> std::optional<GeneratedRound> {
        if (++round > 6) return std::nullopt;  // stop after six paired rounds
        const std::clock_t start = std::clock();
        const auto pairing = pairDubov(s);
        const double seconds = double(std::clock() - start) / CLOCKS_PER_SEC;
        slowest = std::max(slowest, seconds);
        std::printf("dubov 1000 players, round %d: %.3f s CPU\n", round, seconds);
        if (!pairing) return std::nullopt;
        GeneratedRound r{{}, pairing->bye};
        for (const auto& b : pairing->boards) r.boards.emplace_back(b.white, b.black);
        return r;
      });
  EXPECT_EQ(round, 7);  // six rounds paired, the seventh stopped here
  EXPECT_LE(slowest, 1.0);
}
