// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace tournament {

// A moment on the arbiter's watch, "YYYY-MM-DD HH:MM[:SS]", as seconds
// since 1970-01-01 00:00:00 of the same clock (no time zone: both moments
// of a difference are read on the same watch). nullopt when malformed.
std::optional<std::int64_t> parseClockTime(std::string_view text);

// The seconds from `start` to `moment`; `moment` may give the time of day
// only ("HH:MM[:SS]"), meaning the start's date. nullopt when either is
// malformed.
std::optional<std::int64_t> secondsAfter(std::string_view start, std::string_view moment);

}  // namespace tournament
