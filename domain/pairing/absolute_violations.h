// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/pairing.h"
#include "domain/pairing/pairing_player.h"

#include <cstdint>
#include <map>
#include <vector>

namespace pairing {

// One thing wrong with a given pairing. C1-C4 are the same criteria in the
// Dutch (C.04.3) and Dubov (C.04.4.1 2.1-2.2) texts.
enum class ViolationCode : std::uint8_t {
  Rematch,                 // C1: the two already played each other
  ForbiddenPair,           // C1 (as a rematch): the tournament rules forbid the two to meet
  SecondBye,               // C2: the PAB went to a player not eligible (C.04.1 4)
  AbsoluteColourConflict,  // C3: two non-topscorers with the same absolute preference
  AbsoluteColourIgnored,   // C3 / C.04.1 6-7: a non-topscorer against his absolute preference
  PlayerNotPaired,         // C4: a player present in the round has neither a board nor the PAB
  ByeNotNeeded,            // C.04.1 3: a PAB although the players were even in number
};

struct Violation {
  ViolationCode code{};
  Criterion criterion = Criterion::None;
  int player = 0;    // start number
  int opponent = 0;  // start number, 0 when not about a pair
};

// The profiles of the players available in a round, by start number.
using Profiles = std::map<int, const PairingPlayer*>;

// Every absolute criterion (C1-C3) and completion (C4) the `given` round
// breaks, judged on the players' profiles before it (topscorers, where the
// system has them, exempt from C3).
std::vector<Violation> absoluteViolations(const Pairing& given, const Profiles& profiles);

}  // namespace pairing
