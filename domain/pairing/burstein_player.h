// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/pairing_player.h"
#include "domain/tournament/tournament_state.h"

#include <cstdint>
#include <vector>

namespace pairing {

// What the Burstein system (C.04.4.2, the 2025 edition) needs to know of
// one player before a round: the common profile (pairing score, played
// colours, C.04.1 4 eligibility, played opponents) with the colour
// preference of 1.5 (absolute, strong, mild; none before the first game,
// 1.5.4; no topscorer exceptions), the Opposition Evaluation Index of 1.7
// and the games played (3.1.4).
struct BursteinPlayer {
  PairingPlayer base;
  // 1.7.1.1: the sum of the current scores of the opponents met, a round
  // without a game counting as a game against the player himself (1.7.2);
  // half-points, virtual points left out.
  std::int64_t buchholz = 0;
  // 1.7.1.2: the sum over the rounds of the points scored times that
  // opponent's current score (1.7.2 alike); half-points squared.
  std::int64_t sonnebornBerger = 0;
  int playedGames = 0;

  int id() const { return base.id; }
  // 1.1 / C.04.2 2: the TPN is the place in the initial ranking, absent
  // players included, so the start number.
  int tpn() const { return base.id; }
  tournament::HalfPoints score() const { return base.score; }
};

// 1.6: the seeding rounds, paired by the Dutch system: the first
// min(floor(rounds / 2), 4) rounds.
int bursteinSeedingRounds(int totalRounds);

// The profiles of every player available in `round`, in start-number order.
std::vector<BursteinPlayer> bursteinPlayers(const tournament::TournamentState& state, int round);

// C1 and C3: the two may meet: no rematch of a played game (nor a pair the
// tournament rules forbid), and not two players with the same absolute
// colour preference.
bool bursteinMayMeet(const BursteinPlayer& a, const BursteinPlayer& b);

// 1.8: `a` ranks above `b` in a bracket: the higher Index (Buchholz, then
// Sonneborn-Berger, 1.8.1), then the smaller TPN (1.8.2).
bool ranksAboveByIndex(const BursteinPlayer& a, const BursteinPlayer& b);

}  // namespace pairing
