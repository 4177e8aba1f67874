// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

namespace tournament {

// The rules an event runs under: today's FIDE Laws of Chess (2023), or the
// client's classic rules (the older Chinese text, see rules-reference §1.11).
enum class RulesProfile : std::uint8_t { Fide2023, Classic };

// The rate of play of a section (Laws Appendices A and B).
enum class RateOfPlay : std::uint8_t { Standard, Rapid, Blitz };

}  // namespace tournament
