// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/tiebreak.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace standings {

// Tie-break values in hundredths of a point (or of a rating point, or of a
// count): every C.07 value is exact in hundredths (points are halves, SB
// products quarters, AOB is rounded to 0.01). nullopt means undefined
// (e.g. ARO without a rated opponent, or a rating tie-break dropped).
using TieBreakValue = std::optional<std::int64_t>;

// Where a contribution's opponent value comes from.
enum class OpponentSource : std::uint8_t {
  Game,             // an over-the-board game (or a forfeit that counts as one)
  Dummy,            // C.07 16.4: the dummy opponent of an unplayed round
  VirtualOpponent,  // pre-2023 15.2: the virtual opponent
  None,             // a value of the player's own (PS, WIN, ...)
};

// One round's part in a tie-break: "show the working".
struct Contribution {
  int round = 0;
  int opponent = 0;  // start number, 0 for a dummy or none
  OpponentSource source = OpponentSource::None;
  std::int64_t opponentValue = 0;  // hundredths: the opponent's adjusted score, rating, ...
  std::int64_t ownPoints = 0;      // hundredths: the player's points in the round
  std::int64_t value = 0;          // hundredths: what the round adds
  bool voluntary = false;          // a VUR of the player (16.2)
  bool cut = false;                // dropped by a cut or median (14, 16.5)
};

// One player's value of one tie-break, with the contributions that sum to it
// (empty for tie-breaks that are not sums, e.g. DE and TPN).
struct TieBreakWorking {
  int startNumber = 0;
  TieBreakValue value;
  std::vector<Contribution> contributions;
};

// Hundredths of one half-point.
constexpr std::int64_t HundredthsPerHalfPoint = 50;

}  // namespace standings
