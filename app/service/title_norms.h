// SPDX-License-Identifier: MIT
#pragma once

#include "domain/rating/title_norms.h"
#include "domain/tournament/section.h"

#include <vector>

namespace service {

// Where a game for norms was played: its round, the opponent's pairing
// number and the player's colour.
struct NormGameSource {
  int round = 0;
  int opponent = 0;
  bool white = true;
};

// One player's games as B.01 1.4 reads them, and the assessment for each
// title.
struct PlayerNorms {
  int pairingNumber = 0;
  rating::NormInput input;
  std::vector<NormGameSource> sources;              // one for each of input.games, in order
  std::vector<rating::NormAssessment> assessments;  // GM, IM, WGM, WIM
};

// The norm working of every player of the section (or of `pairingNumber`
// only), from the games played over the board (1.4.2c: forfeits, byes and
// games of less than one move are not games for norms) against the
// opponents' standard ratings, titles and federations as registered (the
// list in force at the start, 1.4.6a). `waived`: the event is one of
// 1.4.3a-d (national championship, national team championship, zonal,
// qualifying Swiss), without the foreigner requirement.
std::vector<PlayerNorms> sectionNorms(const tournament::Section& section, bool waived,
                                      int pairingNumber = 0);

}  // namespace service
