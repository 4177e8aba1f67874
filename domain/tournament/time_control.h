// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/rules_profile.h"

#include <expected>
#include <string>
#include <string_view>
#include <vector>

namespace tournament {

// One period of a time control: `moves` moves (0 = the rest of the game) in
// `baseSeconds`, with either an increment (Fischer, added after each move
// from move 1 of the period) or a delay (the clock waits that long each move).
struct TimePeriod {
  int moves = 0;
  int baseSeconds = 0;
  int incrementSeconds = 0;
  int delaySeconds = 0;
  bool operator==(const TimePeriod&) const = default;
};

// A time control: periods in playing order; only the last may be "rest of
// game". An empty control means "not set".
struct TimeControl {
  std::vector<TimePeriod> periods;

  // The total time a player may have used when completing move `moveNumber`
  // (seconds): the bases of every period begun by then plus the increments of
  // the moves made. Used by the classic incorrect-claim rule (10.13(2)).
  int allowanceSeconds(int moveNumber) const;
  // The spec text this control parses from (the grammar below).
  std::string spec() const;
  bool operator==(const TimeControl&) const = default;
};

enum class TimeControlErrorCode {
  Empty,
  ExpectedNumber,
  NumberTooLarge,
  ExpectedSeparator,
  MovesMissingBeforeLastPeriod,
  ZeroBaseTime
};

// What is wrong in a time-control spec and where (0-based column).
struct TimeControlError {
  TimeControlErrorCode code;
  int column = 0;
};

// Parses a time-control spec. Grammar (minutes for the base, seconds for
// increment or delay):
//   spec   := period { "," period }
//   period := [ moves "/" ] minutes [ "+" seconds | "d" seconds ]
// Every period but the last needs its move count. Examples:
//   "40/90+30,30+30"  40 moves in 90 min, then 30 min for the rest, +30 s a move
//   "90+30"           90 min for the game, +30 s a move from move 1
//   "120"             2 hours, no increment;   "25d5"  25 min with a 5 s delay
std::expected<TimeControl, TimeControlError> parseTimeControl(std::string_view spec);

// The rate of play a control implies (Laws A.1, B.1): with T = the first
// period's minutes + 60 x its increment (or delay) in minutes, blitz if
// T <= 10, rapid if 10 < T < 60, otherwise standard.
RateOfPlay impliedRate(const TimeControl& control);

}  // namespace tournament
