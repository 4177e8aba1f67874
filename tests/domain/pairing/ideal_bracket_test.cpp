// SPDX-License-Identifier: MIT
// The ideal-candidate search (C.04.3 art. 4 with the bounds of C12-C21):
// brackets built by hand, the expected candidate worked out in the comments.
#include "domain/pairing/ideal_bracket.h"
#include "domain/pairing/dutch_pairer.h"
#include "domain/pairing/pairing_player.h"
#include "domain/pairing/tournament_generator.h"
#include "tests/domain/pairing/state_builder.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>

using namespace pairing;
using pairing::testing::StateBuilder;
using tournament::Color;

namespace {

using Pairs = std::vector<std::pair<int, int>>;

PairingPlayer player(int id, tournament::HalfPoints score) {
  PairingPlayer p;
  p.id = id;
  p.pairingNumber = id;
  p.score = score;
  return p;
}

PairingPlayer preferring(PairingPlayer p, Color c, PreferenceStrength s) {
  p.preference = c;
  p.strength = s;
  return p;
}

struct Bracket {
  std::vector<PairingPlayer> ranked;
  std::vector<Role> roles;
  std::vector<bool> eligible;
  std::function<bool(int, int)> compatible = [this](int a, int b) {
    return !ranked[a].hasPlayed(ranked[b].id);
  };

  void add(PairingPlayer p, Role r) {
    ranked.push_back(std::move(p));
    roles.push_back(r);
    eligible.push_back(true);
  }
  std::optional<BracketResult> ideal() const {
    return idealBracket({ranked, roles, Color::White, compatible, eligible});
  }
};

}  // namespace

// Four residents who all (mildly) prefer White: each pair breaks one
// preference, so C12 cannot go below 2; the first candidate 1-3, 2-4
// (S1 = 1 2, S2 = 3 4) attains it.
TEST(IdealBracket, C12BoundCountsTheConflictsThePreferencesForce) {
  Bracket b;
  for (int id = 1; id <= 4; ++id)
    b.add(preferring(player(id, 2), Color::White, PreferenceStrength::Mild), Role::Resident);
  const auto result = b.ideal();
  ASSERT_TRUE(result);
  EXPECT_EQ(result->pairs, (Pairs{{0, 2}, {1, 3}}));
  EXPECT_TRUE(result->downfloaters.empty());
}

// 1 and 2 strongly prefer White, 3 strongly prefers Black, 4 mildly White.
// C12 bound: |3 - 1| = 2 same-preference players, one conflict. S1 = 1 2,
// S2 = 3 4: 1-3 grants both, 2-4 costs 4 his mild preference (C12: 1, C13:
// 0): the bound of both, so the first candidate stands.
TEST(IdealBracket, C13TheMildPreferenceGivesWay) {
  Bracket b;
  b.add(preferring(player(1, 2), Color::White, PreferenceStrength::Strong), Role::Resident);
  b.add(preferring(player(2, 2), Color::White, PreferenceStrength::Strong), Role::Resident);
  b.add(preferring(player(3, 2), Color::Black, PreferenceStrength::Strong), Role::Resident);
  b.add(preferring(player(4, 2), Color::White, PreferenceStrength::Mild), Role::Resident);
  const auto result = b.ideal();
  ASSERT_TRUE(result);
  EXPECT_EQ(result->pairs, (Pairs{{0, 2}, {1, 3}}));
}

// An MDP (2 points) and three residents (1 point), 2 having upfloated last
// round: the MDP's first resident, 2, would upfloat again (C15), so the MDP
// takes 3; the remainder 2, 4 is S1 = 2, S2 = 4.
TEST(IdealBracket, C15MovedDownPlayerSkipsARepeatedUpfloater) {
  Bracket b;
  b.add(player(1, 4), Role::MovedDown);
  auto upfloater = player(2, 2);
  upfloater.floats = {Float::Up};
  b.add(upfloater, Role::Resident);
  b.add(player(3, 2), Role::Resident);
  b.add(player(4, 2), Role::Resident);
  const auto result = b.ideal();
  ASSERT_TRUE(result);
  EXPECT_EQ(result->pairs, (Pairs{{0, 2}, {1, 3}}));
  EXPECT_EQ(result->decidedBy, Criterion::C15RepeatedUpfloat);
}

// Three residents who all floated down last round and a next scoregroup
// of one: whoever floats now floats down twice running, so C14 cannot be
// 0; no ideal candidate, the weighted matching must decide.
TEST(IdealBracket, C14NoIdealWhenEveryResidentFloatedDownBefore) {
  Bracket b;
  for (int id = 1; id <= 3; ++id) {
    auto p = player(id, 4);
    p.floats = {Float::Down};
    b.add(p, Role::Resident);
  }
  b.add(player(4, 2), Role::Next);
  EXPECT_FALSE(b.ideal());
}

// The odd resident floats to a next scoregroup in which he cannot be
// paired (he met both of its players): C8 is not at its bound for the
// candidate 1-2 (3 floats), nor for 1-3 (2 floats, met 4 and 5 too), so no
// ideal candidate.
TEST(IdealBracket, C8FloaterMustFitTheNextBracket) {
  Bracket b;
  for (int id = 1; id <= 3; ++id) {
    auto p = player(id, 4);
    p.playedOpponents = {4, 5};
    b.add(p, Role::Resident);
  }
  for (int id = 4; id <= 5; ++id) {
    auto p = player(id, 2);
    p.playedOpponents = {1, 2, 3};
    b.add(p, Role::Next);
  }
  EXPECT_FALSE(b.ideal());
}

// End to end: eight players drew round 1 (1-5, 6-2, 3-7, 8-4), so 1 3 6 8
// want Black and 2 4 5 7 White. S1 = 1 2 3 4, S2 = 5 6 7 8: 1-5 is a
// rematch, 1-6 two Black preferences, 1-7 fits; 2-5 two White, 2-6 a
// rematch, 2-8 fits; 3-5 fits; 4-6 fits. Every preference is granted.
TEST(IdealBracket, C12FirstTranspositionGrantingEveryPreference) {
  const auto result = pairDutch(StateBuilder(8, 5).round("1-5:= 6-2:= 3-7:= 8-4:=").state());
  ASSERT_TRUE(result);
  EXPECT_EQ(result->boards, (std::vector<Board>{{7, 1}, {2, 8}, {5, 3}, {4, 6}}));
}

namespace {

// Every available player of `state` is on exactly one board or is the PAB.
bool complete(const tournament::TournamentState& state, const Pairing& pairing) {
  std::vector<int> seats(state.players.size() + 1, 0);
  for (const Board& b : pairing.boards) ++seats[b.white], ++seats[b.black];
  if (pairing.bye) ++seats[*pairing.bye];
  for (const auto& p : state.players)
    if (seats[p.startNumber] != (isAvailable(state, p, pairing.round) ? 1 : 0)) return false;
  return true;
}

}  // namespace

// Differential check over random tournaments (seeded, reproducible): every
// round paired with the shortcuts (ideal-candidate search, matching over
// the bracket alone, duality and colour-count filters) equals the round
// paired by one weighted matching per candidate, the plain method, and
// leaves no available player out. Besides the sweep, tournaments with
// brackets that only an exchange of two players (97 players, 10 rounds,
// the CLI's default rates: `arbiter generate --players 97 --rounds 10
// --seed 87`, 124, 148) or of three (20 and 40 players, 11 rounds, 80 %
// draws) between S1 and S2 can pair as well as the criteria allow
// (C.04.3 art. 4.3); that such brackets occur is checked below.
TEST(IdealBracketSlow, SameAsTheMatchingOnGeneratedTournaments) {
  // IDEAL_BRACKET_SEEDS=N widens the check to N tournaments.
  const char* wider = std::getenv("IDEAL_BRACKET_SEEDS");
  const std::uint64_t seeds = wider ? std::strtoull(wider, nullptr, 10) : 24;
  std::vector<GeneratorConfig> configs;
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    GeneratorConfig config;
    config.players = 12 + static_cast<int>(seed * 7 % 61);
    config.rounds = 9;
    config.seed = seed;
    config.drawPercent = seed % 2 == 0 ? 30 : 55;
    config.forfeitPercent = seed % 3 == 0 ? 8 : 2;
    config.byePercent = seed % 4 == 0 ? 10 : 3;
    configs.push_back(config);
  }
  for (std::uint64_t seed : {87, 124, 148}) {
    GeneratorConfig config;
    config.players = 97;
    config.rounds = 10;
    config.seed = seed;
    configs.push_back(config);
  }
  for (const auto& [players, seed] : {std::pair{20, 36}, std::pair{40, 6}}) {
    GeneratorConfig config;
    config.players = players;
    config.rounds = 11;
    config.seed = static_cast<std::uint64_t>(seed);
    config.drawPercent = 80;
    configs.push_back(config);
  }
  int rounds = 0;
  std::map<int, int> exchangeSizes;  // players moved each way -> brackets
  for (const GeneratorConfig& config : configs) {
    const std::uint64_t seed = config.seed;
    const RoundPairer pairer =
        [&](const tournament::TournamentState& state) -> std::optional<GeneratedRound> {
      DutchOptions explained;
      explained.explain = true;
      const auto fast = pairDutch(state, explained);
      if (fast)
        for (const auto& bracket : fast->explanation->brackets) ++exchangeSizes[bracket.exchanged];
      DutchOptions matchingOnly;
      matchingOnly.shortcuts = false;
      const auto slow = pairDutch(state, matchingOnly);
      ++rounds;
      if (fast) {
        EXPECT_TRUE(complete(state, *fast)) << "seed " << seed << " round " << fast->round;
      }
      EXPECT_EQ(fast.has_value(), slow.has_value()) << "seed " << seed;
      if (!fast || !slow) return std::nullopt;
      EXPECT_EQ(fast->boards, slow->boards) << "seed " << seed << " round " << fast->round;
      EXPECT_EQ(fast->bye, slow->bye) << "seed " << seed << " round " << fast->round;
      GeneratedRound round;
      for (const Board& b : fast->boards) round.boards.emplace_back(b.white, b.black);
      round.bye = fast->bye;
      return round;
    };
    // A small field may run out of legal pairings late (both ways agree,
    // checked above); nothing else may stop the tournament.
    const auto tournament = generateTournament(config, pairer);
    EXPECT_TRUE(tournament || tournament.error().code == GeneratorFailure::Code::PairingFailed)
        << "seed " << seed;
  }
  EXPECT_GT(rounds, 150);
  EXPECT_GT(exchangeSizes[2], 0);
  EXPECT_GT(exchangeSizes[3], 0);
  for (const auto& [size, brackets] : exchangeSizes)
    std::printf("exchanges of %d player(s): %d brackets\n", size, brackets);
}
