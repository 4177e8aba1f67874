// SPDX-License-Identifier: MIT
#include "domain/pairing/tournament_generator.h"

#include "domain/pairing/baku_acceleration.h"
#include "domain/pairing/generator_random.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

namespace pairing {
namespace {

using tournament::Color;
using tournament::PlayerRecord;
using tournament::RoundEntry;
using tournament::RoundResult;
using tournament::TournamentState;

std::string playerName(int number) {
  std::string digits = std::to_string(number);
  return "Player " + std::string(digits.size() < 4 ? 4 - digits.size() : 0, '0') + digits;
}

TournamentState initialState(const GeneratorConfig& config, Xoshiro256& random) {
  TournamentState state;
  state.name = "Random tournament, seed " + std::to_string(config.seed);
  state.totalRounds = config.rounds;
  state.firstColor = random.chance(50) ? Color::White : Color::Black;
  std::vector<int> ratings;
  for (int i = 0; i < config.players; ++i)
    ratings.push_back(random.between(config.lowestRating, config.highestRating));
  std::sort(ratings.rbegin(), ratings.rend());
  for (int i = 0; i < config.players; ++i) {
    PlayerRecord p;
    p.startNumber = i + 1;
    p.name = playerName(i + 1);
    p.rating = ratings[i];
    state.players.push_back(std::move(p));
  }
  // C.04.7: the default scheme's virtual points for every round, as XXA.
  if (config.baku)
    for (auto& p : state.players)
      for (int round = 1; round <= config.rounds; ++round)
        p.accelerationPoints.push_back(bakuVirtualPoints({}, p.startNumber, config.players,
                                                         config.rounds, round, state.scoring.win));
  return state;
}

// The round each player enters (1 for all but the late entries, who
// enter in round 2 or 3 when the tournament has it).
std::vector<int> entryRounds(const GeneratorConfig& config, Xoshiro256& random) {
  std::vector<int> entry(config.players, 1);
  if (config.lateEntryPercent <= 0 || config.rounds < 2) return entry;
  for (int i = 2; i < config.players; ++i)
    if (random.chance(config.lateEntryPercent))
      entry[i] = config.rounds >= 3 && random.chance(50) ? 3 : 2;
  return entry;
}

// Absences decided before the round is paired (C.04.2 3.2, 3.3).
void planAbsences(const GeneratorConfig& config, int round, const std::vector<int>& entry,
                  std::vector<bool>& withdrawn, TournamentState& state, Xoshiro256& random) {
  auto chance = [&](double percent) { return percent > 0 && random.chance(percent); };
  for (auto& p : state.players) {
    const int i = p.startNumber - 1;
    if (round < entry[i]) {
      state.plannedByes.push_back({p.startNumber, round, RoundResult::ZeroPointBye});
      continue;
    }
    if (!withdrawn[i] && round > 1 && random.chance(config.withdrawalPercent)) withdrawn[i] = true;
    if (withdrawn[i])
      state.plannedByes.push_back({p.startNumber, round, RoundResult::ZeroPointBye});
    else if (random.chance(config.byePercent))
      state.plannedByes.push_back({p.startNumber, round, RoundResult::HalfPointBye});
    else if (chance(config.fullByePercent))
      state.plannedByes.push_back({p.startNumber, round, RoundResult::FullPointBye});
    else if (chance(config.zeroByePercent))
      state.plannedByes.push_back({p.startNumber, round, RoundResult::ZeroPointBye});
  }
}

// The result of one board for White.
RoundResult playBoard(const GeneratorConfig& config, int whiteRating, int blackRating,
                      Xoshiro256& random) {
  if (random.chance(config.drawPercent)) return RoundResult::Draw;
  const double expected = 1.0 / (1.0 + std::pow(10.0, (blackRating - whiteRating) / 400.0));
  return random.unit() < expected ? RoundResult::Win : RoundResult::Loss;
}

RoundResult opposite(RoundResult r) {
  switch (r) {
    case RoundResult::Win:
      return RoundResult::Loss;
    case RoundResult::Loss:
      return RoundResult::Win;
    case RoundResult::UnratedWin:
      return RoundResult::UnratedLoss;
    case RoundResult::UnratedLoss:
      return RoundResult::UnratedWin;
    default:
      return r;
  }
}

// The same result recorded as not rated (TRF W, D, L; B.02 5.1).
RoundResult unrated(RoundResult r) {
  if (r == RoundResult::Win) return RoundResult::UnratedWin;
  if (r == RoundResult::Loss) return RoundResult::UnratedLoss;
  return RoundResult::UnratedDraw;
}

// Forfeit results of a board: the absent side loses; one forfeit in ten is double.
std::pair<RoundResult, RoundResult> forfeit(bool whiteAbsent, bool blackAbsent,
                                            Xoshiro256& random) {
  if (!whiteAbsent && !blackAbsent) {
    if (random.chance(10))
      whiteAbsent = blackAbsent = true;
    else if (random.chance(50))
      whiteAbsent = true;
    else
      blackAbsent = true;
  }
  return {whiteAbsent ? RoundResult::ForfeitLoss : RoundResult::ForfeitWin,
          blackAbsent ? RoundResult::ForfeitLoss : RoundResult::ForfeitWin};
}

// Records the round: planned byes, the PAB, and every board's result. A
// board holding a player known to be absent (a round robin pairs everyone)
// is forfeited by that player.
void recordRound(const GeneratorConfig& config, int round, const GeneratedRound& pairing,
                 TournamentState& state, Xoshiro256& random) {
  for (auto& p : state.players) p.rounds.resize(round);
  for (const auto& bye : state.plannedByes)
    if (bye.round == round)
      state.players[bye.startNumber - 1].rounds[round - 1] = {0, {}, bye.result};
  if (pairing.bye)
    state.players[*pairing.bye - 1].rounds[round - 1] = {0, {}, RoundResult::PairingBye};
  for (const auto& [white, black] : pairing.boards) {
    auto& w = state.players[white - 1];
    auto& b = state.players[black - 1];
    const bool whiteAbsent = state.plannedBye(white, round).has_value();
    const bool blackAbsent = state.plannedBye(black, round).has_value();
    std::pair<RoundResult, RoundResult> results;
    if (whiteAbsent || blackAbsent || random.chance(config.forfeitPercent)) {
      results = forfeit(whiteAbsent, blackAbsent, random);
    } else {
      results.first = playBoard(config, w.rating, b.rating, random);
      if (config.unratedPercent > 0 && random.chance(config.unratedPercent))
        results.first = unrated(results.first);
      results.second = opposite(results.first);
    }
    w.rounds[round - 1] = {black, Color::White, results.first};
    b.rounds[round - 1] = {white, Color::Black, results.second};
  }
  std::erase_if(state.plannedByes, [round](const auto& bye) { return bye.round == round; });
}

// Points after the rounds played; ranks by points, then start number.
void fillPointsAndRanks(TournamentState& state) {
  const int rounds = state.roundsRecorded();
  for (auto& p : state.players) p.recordedPoints = state.scoreAfter(p, rounds);
  std::vector<int> order(state.players.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return state.players[a].recordedPoints > state.players[b].recordedPoints;
  });
  for (std::size_t rank = 0; rank < order.size(); ++rank)
    state.players[order[rank]].recordedRank = static_cast<int>(rank) + 1;
}

}  // namespace

std::expected<TournamentState, GeneratorFailure> generateTournament(const GeneratorConfig& config,
                                                                    const RoundPairer& pairer) {
  if (config.players < 2 || config.players > 9999 || config.rounds < 1 || config.rounds > 999 ||
      config.lowestRating < 0 || config.lowestRating > config.highestRating ||
      config.highestRating > 9999)
    return std::unexpected(GeneratorFailure{GeneratorFailure::Code::BadConfig, 0});
  Xoshiro256 random(config.seed);
  TournamentState state = initialState(config, random);
  const std::vector<int> entry = entryRounds(config, random);
  std::vector<bool> withdrawn(config.players, false);
  for (int round = 1; round <= config.rounds; ++round) {
    planAbsences(config, round, entry, withdrawn, state, random);
    const auto pairing = pairer(state);
    if (!pairing)
      return std::unexpected(GeneratorFailure{GeneratorFailure::Code::PairingFailed, round});
    recordRound(config, round, *pairing, state, random);
  }
  fillPointsAndRanks(state);
  return state;
}

}  // namespace pairing
