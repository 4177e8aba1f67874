// SPDX-License-Identifier: MIT
#pragma once

#include "domain/chess/draw_rules.h"

#include <cstdint>

namespace tournament {

// Which body of rules an event plays under. Stored per event; the domain
// reads it to decide the consequences that differ between the two texts
// (rules-reference.md §1.11).
enum class RulesProfile : std::uint8_t {
  Fide2023,  // FIDE Laws of Chess, edition in force from 1 January 2023
  Classic,   // the client's older Chinese rules (pre-1997 FIDE text, art. 10)
};

// The rate of play of an event. Laws Appendix A (rapid: more than 10 and
// less than 60 minutes each, counting base + 60 x increment) and Appendix B
// (blitz: 10 minutes or less) change some penalties, e.g. A.3 halves the
// time added after an incorrect claim.
enum class RateOfPlay : std::uint8_t {
  Standard,
  Rapid,
  Blitz,
};

// The draw rules the rules core replays and judges a game of the profile
// with (the classic text: ../shared/client-texts/003, art. 10).
constexpr chess::DrawRules drawRulesOf(RulesProfile profile) {
  return profile == RulesProfile::Classic ? chess::DrawRules::Classic : chess::DrawRules::Fide2023;
}

}  // namespace tournament
