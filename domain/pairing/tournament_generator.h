// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"

#include <cstdint>
#include <expected>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace pairing {

// What a random tournament looks like. Rates are percentages.
struct GeneratorConfig {
  int players = 0;
  int rounds = 0;
  std::uint64_t seed = 1;
  int highestRating = 2600;
  int lowestRating = 1400;
  double drawPercent = 30;       // of the played games
  double forfeitPercent = 2;     // of the boards: one player (rarely both) does not come
  double byePercent = 3;         // a player asks for a half-point bye in a round
  double withdrawalPercent = 1;  // a player withdraws before a round (Z from then on)
  // Off by default (0 draws no random number, so older seeds give the
  // same tournaments):
  double fullByePercent = 0;    // a player asks for a full-point bye (F) in a round
  double zeroByePercent = 0;    // a player is excused for a round without points (Z)
  double unratedPercent = 0;    // of the played games: recorded W/D/L (not rated, B.02 5.1)
  double lateEntryPercent = 0;  // of the players below the top two: enter in round 2 or 3
                                // (absent before, Z; C.04.2 2.4 numbers them then)
  bool baku = false;            // C.04.7 Baku acceleration, its default scheme, as XXA
};

// A paired round as the generator needs it: (white, black) boards and the
// pairing-allocated bye, start numbers.
struct GeneratedRound {
  std::vector<std::pair<int, int>> boards;
  std::optional<int> bye;
};

// Pairs the next round of a state (state.roundsRecorded() + 1), not pairing
// the players with a planned bye in that round; nullopt when it cannot.
using RoundPairer =
    std::function<std::optional<GeneratedRound>(const tournament::TournamentState&)>;

// Why generation stopped.
struct GeneratorFailure {
  enum class Code : std::uint8_t { BadConfig, PairingFailed } code = Code::BadConfig;
  int round = 0;  // the round that could not be paired
};

// Generates a tournament round by round: players with ratings drawn
// uniformly in [lowestRating, highestRating], numbered by rating (C.04.2
// art. 2), late entries chosen; before each round, withdrawals and
// half-point, full-point and zero-point bye requests; the
// round paired by `pairer`; then each board forfeited at `forfeitPercent`,
// else drawn at `drawPercent`, else won by White with the Elo expectation
// 1 / (1 + 10^((Rb - Rw) / 400)) (FIDE B.02 8.1 without the 400-point
// cap). Points (columns 81-84) and ranks are filled in. The same config
// and pairer give the same tournament on every platform (own PRNG).
std::expected<tournament::TournamentState, GeneratorFailure> generateTournament(
    const GeneratorConfig& config, const RoundPairer& pairer);

}  // namespace pairing
