// SPDX-License-Identifier: MIT
#pragma once

// A round robin's numbers drawn by lot before round 1 (C.05): the draw
// made, and the action that stores it (tournament::DrawNumbersByLot, whose
// refusals - a Swiss, round 1 paired - are the domain's).

#include "domain/tournament/action.h"
#include "domain/tournament/section.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace service {

// A draw of `players` numbers made with `seed`: a permutation of
// 1..players; element k is the pairing number that becomes number k + 1.
// The same seed gives the same draw on every build (a Fisher-Yates
// shuffle over std::mt19937_64 with its own unbiased bounded draws, not
// std::shuffle, whose sequence the library chooses).
std::vector<int> drawnOrder(int players, std::uint64_t seed);

// A seed from the system's random device, for a draw nobody chose.
std::uint64_t randomSeed();

// The action storing the draw made with `seed` for `section`'s players.
tournament::DrawNumbersByLot numbersByLot(const tournament::Section& section, std::uint64_t seed);

// Why a lot may not be drawn for `section` of `event` now (a Swiss, or
// round 1 paired: C.05), as the domain refuses the action; nullopt when
// it may. Asked before a draw is shown, so that none is shown that could
// not be stored.
std::optional<tournament::ActionError> lotRefusal(const tournament::Event& event,
                                                  const tournament::Section& section);

}  // namespace service
