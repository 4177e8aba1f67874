// SPDX-License-Identifier: MIT
// Generated tournaments paired by the Burstein engine (C.04.4.2), round by
// round: every round breaks no absolute criterion (C1-C4), gives every
// available player a board or the PAB, and the checker, re-pairing each
// round from the ones before it, finds it the same as ours.
#include "domain/pairing/burstein_checker.h"
#include "domain/pairing/burstein_pairer.h"
#include "domain/pairing/tournament_generator.h"

#include <gtest/gtest.h>

using namespace pairing;

TEST(BursteinProperty, GeneratedTournamentsPassTheCheckerEveryRound) {
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    GeneratorConfig config;
    config.players = 9 + static_cast<int>(seed * 7 % 40);
    config.rounds = 7 + static_cast<int>(seed % 3);
    config.seed = seed;
    const auto state = generateTournament(
        config, [](const tournament::TournamentState& s) -> std::optional<GeneratedRound> {
          const auto pairing = pairBurstein(s);
          if (!pairing) return std::nullopt;
          GeneratedRound r{{}, pairing->bye};
          for (const auto& b : pairing->boards) r.boards.emplace_back(b.white, b.black);
          return r;
        });
    ASSERT_TRUE(state.has_value()) << "seed " << seed;
    for (int round = 1; round <= config.rounds; ++round) {
      const auto report = checkBursteinRound(*state, round);
      ASSERT_TRUE(report.has_value());
      EXPECT_TRUE(report->violations.empty()) << "seed " << seed << " round " << round;
      EXPECT_TRUE(report->sameAsOurs) << "seed " << seed << " round " << round << ": "
                                      << bursteinCriterionLabel(report->firstDifference);
    }
  }
}
