// SPDX-License-Identifier: MIT
// The random tournament generator: reproducible, consistent, rates obeyed.
#include "domain/interchange/trf_reader.h"
#include "domain/interchange/trf_writer.h"
#include "domain/pairing/berger.h"
#include "domain/pairing/generator_random.h"
#include "domain/pairing/tournament_generator.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

namespace pairing {
namespace {

using tournament::RoundResult;
using tournament::TournamentState;

// A simple stand-in Swiss pairer for these tests: players by score then
// start number, each paired with the first later player not met yet; the
// lowest player without a PAB gets the bye.
std::optional<GeneratedRound> greedyPairer(const TournamentState& state) {
  const int round = state.roundsRecorded() + 1;
  std::vector<const tournament::PlayerRecord*> waiting;
  for (const auto& p : state.players)
    if (!state.plannedBye(p.startNumber, round)) waiting.push_back(&p);
  std::stable_sort(waiting.begin(), waiting.end(), [&](auto* a, auto* b) {
    return state.scoreAfter(*a, round - 1) > state.scoreAfter(*b, round - 1);
  });
  GeneratedRound result;
  if (waiting.size() % 2 == 1) {
    auto it = std::find_if(waiting.rbegin(), waiting.rend(), [](auto* p) {
      return std::none_of(p->rounds.begin(), p->rounds.end(),
                          [](const auto& e) { return e.result == RoundResult::PairingBye; });
    });
    if (it == waiting.rend()) return std::nullopt;
    result.bye = (*it)->startNumber;
    waiting.erase(std::next(it).base());
  }
  while (!waiting.empty()) {
    const auto* a = waiting.front();
    auto partner = std::find_if(waiting.begin() + 1, waiting.end(), [&](auto* b) {
      return std::none_of(a->rounds.begin(), a->rounds.end(),
                          [&](const auto& e) { return e.opponent == b->startNumber; });
    });
    if (partner == waiting.end()) partner = waiting.begin() + 1;
    result.boards.push_back({a->startNumber, (*partner)->startNumber});
    waiting.erase(partner);
    waiting.erase(waiting.begin());
  }
  return result;
}

std::optional<GeneratedRound> bergerPairer(const TournamentState& state) {
  const auto round = pairBerger(state);
  if (!round) return std::nullopt;
  GeneratedRound result{{}, round->bye};
  for (const auto& b : round->boards) result.boards.push_back({b.white, b.black});
  return result;
}

std::string asTrf(const TournamentState& state) {
  interchange::TrfDocument doc;
  doc.state = state;
  return interchange::writeTrf(doc, interchange::TrfFormat::Trf16);
}

int count(const TournamentState& s, RoundResult result) {
  int n = 0;
  for (const auto& p : s.players)
    for (const auto& e : p.rounds) n += e.result == result;
  return n;
}

// Published first outputs of SplitMix64 seeded with 0.
TEST(GeneratorRandom, SplitMix64GivesThePublishedSequence) {
  SplitMix64 random(0);
  EXPECT_EQ(random.next(), 0xe220a8397b1dcdafULL);
  EXPECT_EQ(random.next(), 0x6e789e6aa1b965f4ULL);
  EXPECT_EQ(random.next(), 0x06c45d188009454fULL);
}

TEST(GeneratorRandom, StaysInItsRanges) {
  Xoshiro256 random(7);
  for (int i = 0; i < 10000; ++i) {
    const double u = random.unit();
    EXPECT_TRUE(u >= 0.0 && u < 1.0);
    const int k = random.between(-3, 3);
    EXPECT_TRUE(k >= -3 && k <= 3);
  }
}

TEST(Generator, SameSeedSameTournamentOtherSeedAnother) {
  GeneratorConfig config{.players = 31, .rounds = 7, .seed = 42};
  const auto a = generateTournament(config, greedyPairer);
  const auto b = generateTournament(config, greedyPairer);
  ASSERT_TRUE(a && b);
  EXPECT_EQ(asTrf(*a), asTrf(*b));
  config.seed = 43;
  const auto c = generateTournament(config, greedyPairer);
  ASSERT_TRUE(c);
  EXPECT_NE(asTrf(*a), asTrf(*c));
}

// Read back by the TRF reader, a generated tournament has no issue at all:
// every game appears on both lines with opposite colours and fitting
// results, and every player's points are the sum of his rounds.
TEST(Generator, WritesAConsistentTrf) {
  const GeneratorConfig config{.players = 60,
                               .rounds = 9,
                               .seed = 5,
                               .drawPercent = 30,
                               .forfeitPercent = 5,
                               .byePercent = 5,
                               .withdrawalPercent = 3};
  const auto state = generateTournament(config, greedyPairer);
  ASSERT_TRUE(state);
  const auto back = interchange::readTrf(asTrf(*state));
  ASSERT_TRUE(back.has_value());
  EXPECT_TRUE(back->issues.empty());
  EXPECT_EQ(back->state.players.size(), 60u);
  EXPECT_EQ(back->state.roundsRecorded(), 9);
  EXPECT_EQ(back->state.totalRounds, 9);
  for (std::size_t i = 1; i < state->players.size(); ++i)
    EXPECT_GE(state->players[i - 1].rating, state->players[i].rating);  // numbered by rating
  EXPECT_GT(count(*state, RoundResult::ForfeitWin) + count(*state, RoundResult::ForfeitLoss), 0);
  EXPECT_GT(count(*state, RoundResult::HalfPointBye), 0);
  EXPECT_GT(count(*state, RoundResult::ZeroPointBye), 0);
}

TEST(Generator, ObeysItsRates) {
  GeneratorConfig config{.players = 200,
                         .rounds = 9,
                         .seed = 11,
                         .drawPercent = 30,
                         .forfeitPercent = 0,
                         .byePercent = 0,
                         .withdrawalPercent = 0};
  const auto some = generateTournament(config, greedyPairer);
  ASSERT_TRUE(some);
  const int games = 100 * 9;  // 200 players, no absences
  const int draws = count(*some, RoundResult::Draw) / 2;
  EXPECT_NEAR(draws, games * 0.30, games * 0.05);
  EXPECT_EQ(count(*some, RoundResult::Win), games - draws);
  EXPECT_EQ(count(*some, RoundResult::HalfPointBye) + count(*some, RoundResult::ZeroPointBye) +
                count(*some, RoundResult::ForfeitLoss),
            0);
  config.drawPercent = 100;
  const auto drawn = generateTournament(config, greedyPairer);
  ASSERT_TRUE(drawn);
  EXPECT_EQ(count(*drawn, RoundResult::Draw), 200 * 9);
  config.forfeitPercent = 100;
  const auto forfeited = generateTournament(config, greedyPairer);
  ASSERT_TRUE(forfeited);
  EXPECT_EQ(count(*forfeited, RoundResult::Draw), 0);
  EXPECT_EQ(
      count(*forfeited, RoundResult::ForfeitLoss) + count(*forfeited, RoundResult::ForfeitWin),
      200 * 9);
}

// The profiles of FIDE's checklist for a random tournament generator:
// full-point and zero-point byes, unrated games (W/D/L on both lines,
// opposite), late entries (Z before they enter, then paired) and Baku
// acceleration (C.04.7: Group A = the first 2 * ceil(40/4) = 20 players;
// of five rounds ceil(5/2) = 3 are accelerated, the first ceil(3/2) = 2
// with a full virtual point, the third with half a point).
TEST(Generator, CoversByesUnratedGamesLateEntriesAndBaku) {
  const GeneratorConfig config{.players = 40,
                               .rounds = 5,
                               .seed = 8,
                               .fullByePercent = 5,
                               .zeroByePercent = 5,
                               .unratedPercent = 20,
                               .lateEntryPercent = 20,
                               .baku = true};
  const auto state = generateTournament(config, greedyPairer);
  ASSERT_TRUE(state);
  EXPECT_GT(count(*state, RoundResult::FullPointBye), 0);
  EXPECT_GT(count(*state, RoundResult::ZeroPointBye), 0);
  EXPECT_GT(count(*state, RoundResult::UnratedWin), 0);
  EXPECT_EQ(count(*state, RoundResult::UnratedWin), count(*state, RoundResult::UnratedLoss));
  EXPECT_EQ(count(*state, RoundResult::UnratedDraw) % 2, 0);
  int late = 0;
  for (const auto& p : state->players) {
    if (p.rounds[0].result != RoundResult::ZeroPointBye) continue;
    // Entered late (or absent in round 1): paired in a later round.
    if (std::any_of(p.rounds.begin() + 1, p.rounds.end(),
                    [](const auto& e) { return e.opponent != 0; }))
      ++late;
  }
  EXPECT_GT(late, 0);
  EXPECT_EQ(state->players[19].accelerationPoints, (std::vector<int>{2, 2, 1, 0, 0}));
  EXPECT_EQ(state->players[20].accelerationPoints, (std::vector<int>{0, 0, 0, 0, 0}));
  const auto back = interchange::readTrf(asTrf(*state));
  ASSERT_TRUE(back.has_value());
  EXPECT_TRUE(back->issues.empty());
  EXPECT_EQ(back->state.players[0].accelerationPoints, state->players[0].accelerationPoints);
}

TEST(Generator, PlaysARoundRobinWithTheBergerTables) {
  const auto state = generateTournament(
      {.players = 7, .rounds = 7, .seed = 3, .byePercent = 0, .withdrawalPercent = 0},
      bergerPairer);
  ASSERT_TRUE(state);
  std::set<std::pair<int, int>> met;
  for (const auto& p : state->players)
    for (const auto& e : p.rounds)
      if (e.opponent)
        met.insert({std::min(p.startNumber, e.opponent), std::max(p.startNumber, e.opponent)});
  EXPECT_EQ(met.size(), 21u);
  EXPECT_EQ(count(*state, RoundResult::PairingBye), 7);  // each rests once
}

TEST(Generator, RefusesABadConfigAndReportsThePairerFailure) {
  EXPECT_EQ(generateTournament({.players = 1, .rounds = 3}, greedyPairer).error().code,
            GeneratorFailure::Code::BadConfig);
  const auto failing = [](const TournamentState& s) -> std::optional<GeneratedRound> {
    if (s.roundsRecorded() == 2) return std::nullopt;
    return greedyPairer(s);
  };
  const auto r = generateTournament({.players = 10, .rounds = 5}, failing);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, GeneratorFailure::Code::PairingFailed);
  EXPECT_EQ(r.error().round, 3);
}

}  // namespace
}  // namespace pairing
