// SPDX-License-Identifier: MIT
// C.04.3 (2026) C18-C21 minimise "the score differences (descending)" of
// repeated floats: a list compared from its highest element down. The
// engine compares their sums (one field each); the two orders differ only
// when a bracket holds MDPs of two or more scores who floated before (e.g.
// differences {2, 0} against {1, 1}). This search pairs every round of
// generated tournaments both ways and reports each round where the
// pairings differ; none found means the sums decide as the lists would on
// every round searched (the 150 corpus rounds too, against bbpPairings
// v6.0.0's answers). DUTCH_LISTS_SWEEPS=N searches N times as many
// generated tournaments. (A bracket of so many score levels that the lists
// leave no room in the 256-bit weight keeps the sums.)
#include "domain/pairing/dutch_pairer.h"
#include "domain/pairing/tournament_generator.h"
#include "tests/domain/pairing/corpus_case.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace pairing;
using namespace pairing::testing;
using tournament::TournamentState;

TEST(DutchFloatListsSlow, SumsAndDescendingListsOfC18ToC21PairAlike) {
  const char* wider = std::getenv("DUTCH_LISTS_SWEEPS");
  const int sweeps = wider ? std::max(1, std::atoi(wider)) : 1;
  DutchOptions lists;
  lists.floatScoreLists = true;
  int rounds = 0;
  int differing = 0;
  std::uint64_t seed = 5000;
  for (int sweep = 0; sweep < sweeps; ++sweep)
    for (int players : {9, 14, 21, 30, 45, 64, 97}) {
      for (int profile = 0; profile < 3; ++profile) {
        GeneratorConfig config;
        config.players = players;
        config.rounds = players < 14 ? 6 : 11;
        config.seed = seed++;
        config.drawPercent = profile == 1 ? 60 : 25;
        if (profile == 2) {  // the irregularities that scatter scores
          config.forfeitPercent = 8;
          config.byePercent = 5;
          config.fullByePercent = 3;
          config.zeroByePercent = 4;
          config.lateEntryPercent = 8;
        }
        const RoundPairer pairer =
            [&](const TournamentState& state) -> std::optional<GeneratedRound> {
          const auto sums = pairDutch(state);
          if (!sums) return std::nullopt;
          const auto listed = pairDutch(state, lists);
          EXPECT_TRUE(listed) << "players " << players << " seed " << config.seed << " code "
                              << (listed ? 0 : static_cast<int>(listed.error().code));
          ++rounds;
          if (listed && (listed->boards != sums->boards || listed->bye != sums->bye)) {
            ++differing;
            std::printf(
                "lists and sums differ: players %d seed %llu round %d\n  sums:  %s\n  "
                "lists: %s\n",
                players, static_cast<unsigned long long>(config.seed), sums->round,
                describe(*sums).c_str(), describe(*listed).c_str());
          }
          GeneratedRound round;
          for (const Board& b : sums->boards) round.boards.emplace_back(b.white, b.black);
          round.bye = sums->bye;
          return round;
        };
        generateTournament(config, pairer);
      }
    }
  std::printf("C18-C21 as lists against sums: %d rounds paired both ways, %d differ\n", rounds,
              differing);
  EXPECT_GT(rounds, 150 * sweeps);
}

TEST(DutchFloatListsSlow, DescendingListsGiveTheCorpusAnswersToo) {
  DutchOptions lists;
  lists.floatScoreLists = true;
  int same = 0;
  for (int c = 1; c <= 150; ++c) {
    char name[8];
    std::snprintf(name, sizeof name, "%03d", c);
    const std::string base = pairing::testing::corpusDir() + "/dutch/" + name;
    const auto state = pairing::testing::readCorpusTrf(base + ".trf");
    const auto expected = pairing::testing::readPairs(base + ".pairs");
    ASSERT_TRUE(state && expected) << name;
    const auto result = pairDutch(*state, lists);
    ASSERT_TRUE(result) << name;
    std::vector<std::pair<int, int>> ours;
    std::vector<std::pair<int, int>> theirs;
    for (const auto& b : result->boards) ours.emplace_back(b.white, b.black);
    for (const auto& b : expected->boards) theirs.emplace_back(b.white, b.black);
    const bool equal = ours == theirs && result->bye == expected->bye;
    EXPECT_TRUE(equal) << "case " << name;
    same += equal ? 1 : 0;
  }
  std::printf("C18-C21 as lists: %d/150 corpus cases as bbpPairings v6.0.0\n", same);
}
