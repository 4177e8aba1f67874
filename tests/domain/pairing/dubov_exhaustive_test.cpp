// SPDX-License-Identifier: MIT
// Small generated fields (8 and 9 players), every round from the second: each
// legal pairing (C1, C3) with the same PAB as ours (3.1 gives it before any
// bracket), colours by 5.2, is judged against ours by the checker's own
// order of the Dubov criteria (scoregroup by scoregroup from the top: C5,
// C6, C7, C8-C10). None may be better than ours.
#include "domain/pairing/dubov_checker.h"
#include "domain/pairing/dubov_colours.h"
#include "domain/pairing/dubov_pairer.h"
#include "domain/pairing/given_round.h"
#include "domain/pairing/tournament_generator.h"
#include "tests/domain/pairing/corpus_case.h"
#include "tests/domain/pairing/dubov_round.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <functional>

using namespace pairing;
using namespace pairing::testing;

namespace {

// Every pairing of `players` (indices) in which each pair may meet.
void forEachLegalPairing(
    const std::vector<DubovPlayer>& players, std::vector<int> left,
    std::vector<std::pair<int, int>>& pairs,
    const std::function<void(const std::vector<std::pair<int, int>>&)>& visit) {
  if (left.empty()) {
    visit(pairs);
    return;
  }
  const int first = left.front();
  for (std::size_t i = 1; i < left.size(); ++i) {
    const int other = left[i];
    if (!dubovMayMeet(players[first], players[other])) continue;
    std::vector<int> rest;
    for (std::size_t j = 1; j < left.size(); ++j)
      if (j != i) rest.push_back(left[j]);
    pairs.emplace_back(first, other);
    forEachLegalPairing(players, rest, pairs, visit);
    pairs.pop_back();
  }
}

}  // namespace

TEST(DubovExhaustive, NoLegalPairingOfASmallFieldBeatsOurs) {
  int rounds = 0;
  int alternatives = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    GeneratorConfig config;
    config.players = seed % 2 ? 8 : 9;
    config.rounds = 5;
    config.seed = seed;
    const auto state = generateTournament(config, pairByDubov);
    if (!state) continue;
    for (int round = 2; round <= config.rounds; ++round) {
      const auto before = stateBefore(*state, round);
      const auto ours = pairDubov(before);
      ASSERT_TRUE(ours.has_value());
      const auto players = dubovPlayers(before, round);
      const auto initial = before.firstColor.value_or(tournament::Color::White);
      std::vector<int> left;
      for (int i = 0; i < static_cast<int>(players.size()); ++i)
        if (!ours->bye || players[i].id() != *ours->bye) left.push_back(i);
      std::vector<std::pair<int, int>> pairs;
      ++rounds;
      forEachLegalPairing(players, left, pairs, [&](const auto& legal) {
        Pairing candidate;
        candidate.round = round;
        candidate.bye = ours->bye;
        for (auto [a, b] : legal) {
          const bool aHigher = ranksAbove(players[a], players[b]);
          const auto& higher = players[aHigher ? a : b];
          const auto& lower = players[aHigher ? b : a];
          const auto colours = dubovColours(higher, lower, initial);
          candidate.boards.push_back(colours.higherGets == tournament::Color::White
                                         ? Board{higher.id(), lower.id()}
                                         : Board{lower.id(), higher.id()});
        }
        ++alternatives;
        const auto report = checkDubovRound(withRound(before, candidate), round);
        ASSERT_TRUE(report.has_value());
        EXPECT_TRUE(report->sameAsOurs || report->oursBetter)
            << "seed " << seed << " round " << round << ": " << describe(candidate)
            << " beats ours " << describe(*ours) << " by "
            << dubovCriterionLabel(report->firstDifference);
      });
    }
  }
  std::printf("dubov exhaustive: %d rounds, %d legal pairings compared with ours\n", rounds,
              alternatives);
  EXPECT_GT(rounds, 30);
}
