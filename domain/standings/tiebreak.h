// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <expected>
#include <optional>
#include <string>
#include <string_view>

namespace standings {

// The FIDE C.07 tie-breaks for individual events (codes as in the Handbook
// and in TRF26 record 202/212).
enum class TieBreakKind : std::uint8_t {
  BH,    // Buchholz (C.07 8.1)
  FB,    // Fore Buchholz (8.3)
  AOB,   // Average of opponents' Buchholz (8.2)
  SB,    // Sonneborn-Berger (9.1)
  PS,    // Progressive score (7.5)
  KS,    // Koya (9.2)
  ARO,   // Average rating of opponents (10.1)
  TPR,   // Tournament performance rating (10.2)
  PTP,   // Perfect tournament performance (10.3)
  APRO,  // Average performance rating of opponents (10.4)
  APPO,  // Average perfect performance of opponents (10.5)
  WIN,   // Number of wins (7.1)
  WON,   // Games won over the board (7.2)
  BPG,   // Games played with Black (7.3)
  BWG,   // Games won with Black (7.4)
  REP,   // Rounds one elected to play (7.6; GE before 2024-08)
  STD,   // Standard points (2026)
  TPN,   // Tournament pairing number (2026)
  RTNG,  // Own rating (2026)
  DE,    // Direct encounter (6)
};

// A tie-break with its modifiers (C.07 14): cuts and medians, the Koya
// limit, the rating given to unrated players, the reversed order.
struct TieBreak {
  TieBreakKind kind = TieBreakKind::BH;
  int cutLowest = 0;                 // /C1 /C2 (and the low half of /M1 /M2)
  int cutHighest = 0;                // the high half of /M1 /M2
  int limitHalfPoints = 0;           // KS /L+n, /L-n: the 50 % limit moved by n half-points
  std::optional<int> unratedRating;  // /U1000: the rating counted for unrated players
  bool reverse = false;              // /R: the opposite of the default order
  friend bool operator==(const TieBreak&, const TieBreak&) = default;
};

enum class TieBreakParseError : std::uint8_t { UnknownCode, BadModifier, ModifierNotAllowed };

// Parses a code such as "BH", "BH/C1", "BH/M2", "SB/C1", "ARO/C1", "KS/L+2",
// "RTNG/U1000" or "TPN/R" (case-insensitive). `error_position` style: the
// error says what is wrong; the caller knows the text.
std::expected<TieBreak, TieBreakParseError> parseTieBreak(std::string_view code);
// The code of a tie-break as parseTieBreak reads it (e.g. "BH/C1", "BH/M1").
std::string tieBreakCode(const TieBreak& tieBreak);

// True for ARO, TPR, PTP, APRO, APPO and RTNG: dropped when unrated players
// are present unless a rating for them is set (C.07 5.x, 10).
bool isRatingBased(TieBreakKind kind);
// True when a higher value ranks first (all but TPN), before /R.
bool higherIsBetter(TieBreakKind kind);
// The minimum number of decimals the corpus format prints for the kind:
// 1 for point sums, 2 for SB and AOB, 0 for counts and ratings.
int minimumDecimals(TieBreakKind kind);

}  // namespace standings
