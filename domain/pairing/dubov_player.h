// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/pairing_player.h"
#include "domain/tournament/tournament_state.h"

#include <vector>

namespace pairing {

// What the Dubov system (C.04.4.1, 2026) needs to know of one player before
// a round: the common profile (score, played colours, C.04.1 4 eligibility,
// played opponents), with the Dubov colour preference (1.6: no game played
// = a mild preference for Black, and no topscorer exceptions), the rating
// (1.1), the ARO (1.7) and the upfloat history (1.8, C8-C10).
struct DubovPlayer {
  PairingPlayer base;
  int rating = 0;
  // 1.7: the average rating of the opponents met over the board, rounded
  // to the nearest integer (.5 up); 0 before the first played game.
  int aro = 0;
  int upfloats = 0;            // played games against a higher-scored opponent
  bool upfloatedLast = false;  // ... in the round before the one being paired
  int playedGames = 0;

  int id() const { return base.id; }
  // 1.2 / C.04.2 2: the TPN is the place in the initial ranking, absent
  // players included (a player absent in round 1 is no late entry), so the
  // start number; its parity decides 5.2.1.
  int tpn() const { return base.id; }
  tournament::HalfPoints score() const { return base.score; }
  tournament::Color preference() const { return *base.preference; }
  bool hasPlayedAGame() const { return playedGames > 0; }
};

// 1.8: MaxT = 2 + floor(rounds / 5), the upfloats that make a player a
// maximum upfloater.
int dubovMaxUpfloats(int totalRounds);

// 1.7: the ARO of `opponentRatings` (played games only), .5 rounded up; 0
// when empty.
int averageRatingOfOpponents(const std::vector<int>& opponentRatings);

// The profiles of every player available in `round`, in start-number order.
std::vector<DubovPlayer> dubovPlayers(const tournament::TournamentState& state, int round);

// C.04.4.1 C1 and C3: the two may meet: no rematch of a played game (nor a
// pair the tournament rules forbid), and not two players with the same
// absolute colour preference (no topscorer exception in Dubov).
bool dubovMayMeet(const DubovPlayer& a, const DubovPlayer& b);

}  // namespace pairing
