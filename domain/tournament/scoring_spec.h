// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/round_result.h"

#include <expected>
#include <optional>
#include <string>
#include <string_view>

namespace tournament {

enum class ScoringSpecErrorCode { ExpectedThreeValues, NotAHalfPoint, WinNotHighest };

// What is wrong in a scoring spec and where (0-based column).
struct ScoringSpecError {
  ScoringSpecErrorCode code;
  int column = 0;
};

// Parses "win,draw,loss" in points, each a multiple of ½ ("1,0.5,0",
// "3,1,0"). Forfeit wins, the pairing-allocated and full-point byes score a
// win; half-point byes a draw; forfeit losses and zero-point byes a loss
// (Laws 10.1: 1 / ½ / 0 unless the event says otherwise).
std::expected<ScoringSystem, ScoringSpecError> parseScoring(std::string_view spec);
// The "win,draw,loss" text of a scoring system ("1,0.5,0").
std::string scoringSpec(const ScoringSystem& scoring);
// One score in points ("0", "0.5", "1", "3") as half-points, or nullopt.
std::optional<HalfPoints> parseHalfPoints(std::string_view text);
// A score in half-points as people read it: 5 -> "2½" (or "2.5" when `ascii`).
std::string formatHalfPoints(HalfPoints points, bool ascii = false);

}  // namespace tournament
