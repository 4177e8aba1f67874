// SPDX-License-Identifier: MIT
// Properties of the Dutch engine over generated tournaments of every
// generator profile (7 to 300 players): every available player is on a
// board or is the single PAB, and the pairing checker never finds a
// pairing it is given better than the engine's. The given pairings are the
// engine's own with the opponents of two boards exchanged (a-b, c-d
// becomes a-d, c-b) or the PAB handed to another player.
#include "domain/pairing/dutch_pairer.h"
#include "domain/pairing/pairing_checker.h"
#include "domain/pairing/pairing_player.h"
#include "domain/pairing/tournament_generator.h"
#include "tests/domain/pairing/corpus_case.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace pairing;
using pairing::testing::withRound;
using tournament::Color;
using tournament::RoundResult;
using tournament::TournamentState;

namespace {

bool complete(const TournamentState& state, const Pairing& pairing) {
  std::vector<int> seats(state.players.size() + 1, 0);
  for (const Board& b : pairing.boards) ++seats[b.white], ++seats[b.black];
  if (pairing.bye) ++seats[*pairing.bye];
  for (const auto& p : state.players)
    if (seats[p.startNumber] != (isAvailable(state, p, pairing.round) ? 1 : 0)) return false;
  return true;
}

// The checker's verdict on `given` against the engine: not better.
void expectNotBetter(const TournamentState& state, const Pairing& given, const std::string& where) {
  const auto report = checkLastRound(withRound(state, given));
  ASSERT_TRUE(report) << where;
  if (!report->ours || report->sameAsOurs) return;
  EXPECT_TRUE(report->oursBetter) << where << ": the given pairing is better in "
                                  << criterionLabel(report->firstDifference, report->edition);
}

// Every generated tournament of the profiles below paired by `edition`:
// each round complete, and no exchange of opponents or of the PAB beats
// the engine's round by the checker of that edition.
void checkGeneratedRounds(DutchEdition edition) {
  // DUTCH_PROPERTY_SWEEPS=N runs N sweeps of the 32 tournaments (other seeds).
  const char* wider = std::getenv("DUTCH_PROPERTY_SWEEPS");
  const int sweeps = wider ? std::max(1, std::atoi(wider)) : 1;
  std::vector<GeneratorConfig> configs;
  std::uint64_t seed = 1;
  for (int sweep = 0; sweep < sweeps; ++sweep)
    for (int players : {7, 12, 19, 33, 60, 97, 150, 300}) {
      for (int profile = 0; profile < 4; ++profile) {
        GeneratorConfig c;
        c.players = players;
        c.rounds = players < 12 ? 5 : 9;
        c.seed = seed++;
        if (profile == 0) c.forfeitPercent = c.byePercent = c.withdrawalPercent = 0;  // clean
        if (profile >= 2) {  // heavy: every irregularity the generator makes
          c.forfeitPercent = 6;
          c.byePercent = 4;
          c.fullByePercent = 3;
          c.zeroByePercent = 3;
          c.unratedPercent = 10;
          c.lateEntryPercent = 8;
          c.withdrawalPercent = 2;
        }
        c.baku = profile == 3;
        c.drawPercent = profile == 1 ? 70 : 30;
        configs.push_back(c);
      }
    }
  int rounds = 0;
  for (const GeneratorConfig& config : configs) {
    const RoundPairer pairer =
        [&](const TournamentState& generated) -> std::optional<GeneratedRound> {
      TournamentState state = generated;
      state.edition = edition;
      const auto ours = pairDutch(state);
      if (!ours) return std::nullopt;
      ++rounds;
      const std::string where = "players " + std::to_string(config.players) + " seed " +
                                std::to_string(config.seed) + " round " +
                                std::to_string(ours->round);
      EXPECT_TRUE(complete(state, *ours)) << where;
      const auto& boards = ours->boards;
      for (std::size_t i = 0; i + 1 < boards.size() && i < 6; i += 2) {
        Pairing given = *ours;
        given.boards[i] = {boards[i].white, boards[i + 1].black};
        given.boards[i + 1] = {boards[i + 1].white, boards[i].black};
        expectNotBetter(state, given, where);
      }
      if (ours->bye && !boards.empty()) {
        Pairing given = *ours;
        given.bye = boards.back().black;
        given.boards.back().black = *ours->bye;
        expectNotBetter(state, given, where);
      }
      GeneratedRound round;
      for (const Board& b : ours->boards) round.boards.emplace_back(b.white, b.black);
      round.bye = ours->bye;
      return round;
    };
    const auto tournament = generateTournament(config, pairer);
    EXPECT_TRUE(tournament || tournament.error().code == GeneratorFailure::Code::PairingFailed)
        << "players " << config.players << " seed " << config.seed;
  }
  EXPECT_GT(rounds, 250 * sweeps);
  std::printf("%d rounds paired and checked\n", rounds);
}

}  // namespace

TEST(DutchPropertySlow, EveryPlayerSeatedAndNoGivenPairingBeatsTheEngine) {
  checkGeneratedRounds(DutchEdition::Rules2026);
}

// The same by the 2017 edition and its checker (the engine's 2017 weights,
// along the engine's route of A.9). DUTCH_PROPERTY_SWEEPS=20: 5413 rounds,
// none beaten. (Before an MDP's colours were counted where his pair is
// made and the PPB/CLB route was followed, 5 of those rounds were: seed
// 180, the 4.5 bracket's MDP 7 and resident 9 had played each other, and
// the weights counted 7's pair of the 4-point bracket with the colours of
// the 4.5 bracket, where the engine's re-pairing did not.)
TEST(DutchPropertySlow, The2017EditionSeatsEveryPlayerAndNoGivenPairingBeatsIt) {
  checkGeneratedRounds(DutchEdition::Rules2017);
}
