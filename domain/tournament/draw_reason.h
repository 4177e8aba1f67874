// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/incident.h"

#include <cstdint>

namespace tournament {

// Why an incident drew the game (Verdict::GameDrawn), for the words that
// name the reason.
enum class DrawReason : std::uint8_t {
  OpponentCannotMate,   // FIDE 6.9: the flag fell, the opponent cannot mate
  BareKing,             // classic 10.5 / 10.14: the opponent has a bare king
  BothFlagsLastPeriod,  // FIDE Guidelines III.3.1: both flags, the first unknown, last period
};

// The reason of a drawn verdict: a flag incident naming no single player
// is both flags; otherwise the profile's rule for a flag against a side
// that cannot win.
DrawReason drawReason(const Incident& incident);

}  // namespace tournament
