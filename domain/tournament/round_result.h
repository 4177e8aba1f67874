// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <optional>

namespace tournament {

// Scores are counted in half-points (an integer): 1 = 2, ½ = 1, 0 = 0.
using HalfPoints = int;

enum class Color : std::uint8_t { White, Black };

constexpr Color opposite(Color c) { return c == Color::White ? Color::Black : Color::White; }

// What one player got in one round, in the vocabulary of the TRF-16 result
// codes (C.04 Annex 2) plus the pending states of a live event.
enum class RoundResult : std::uint8_t {
  Win,           // '1' played game won
  Draw,          // '=' played game drawn
  Loss,          // '0' played game lost
  UnratedWin,    // 'W' played, not rated (e.g. fewer than one move each)
  UnratedDraw,   // 'D'
  UnratedLoss,   // 'L'
  ForfeitWin,    // '+' opponent did not play; not a played game
  ForfeitLoss,   // '-' did not play (both '-' is a double forfeit)
  PairingBye,    // 'U' pairing-allocated bye (C.04.1 c)
  HalfPointBye,  // 'H' requested half-point bye
  FullPointBye,  // 'F' full-point bye (not pairing-allocated)
  ZeroPointBye,  // 'Z' zero-point bye, absence, withdrawal
  NotPaired,     // ' ' not in the round (blank: counts as Z)
  Adjourned,     // paired, game adjourned (counts as a draw for pairing)
  Pending,       // paired, result not yet known
};

// True for results of a game played over the board (1 = 0 W D L): these
// forbid a rematch and count for colour history (C.04.1 b, C.04.2 A).
constexpr bool isPlayedGame(RoundResult r) {
  return r == RoundResult::Win || r == RoundResult::Draw || r == RoundResult::Loss ||
         r == RoundResult::UnratedWin || r == RoundResult::UnratedDraw ||
         r == RoundResult::UnratedLoss;
}

// True when the player had an opponent on a board in that round (played,
// forfeited, adjourned or pending).
constexpr bool hasOpponent(RoundResult r) {
  return isPlayedGame(r) || r == RoundResult::ForfeitWin || r == RoundResult::ForfeitLoss ||
         r == RoundResult::Adjourned || r == RoundResult::Pending;
}

// The points of each kind of round in half-points. Default 1 / ½ / 0;
// a 3/1/0 system is {6, 2, 0, ...}. (C.07 art. 16 and TRF26 scoring record.)
struct ScoringSystem {
  HalfPoints win = 2;
  HalfPoints draw = 1;
  HalfPoints loss = 0;
  HalfPoints forfeitWin = 2;
  HalfPoints forfeitLoss = 0;
  HalfPoints pairingBye = 2;
  HalfPoints halfPointBye = 1;
  HalfPoints fullPointBye = 2;
  HalfPoints zeroPointBye = 0;

  // The points of one round's result; Pending and Adjourned score nothing yet.
  HalfPoints pointsFor(RoundResult r) const;
  // The most a player can score in one round (the win value).
  HalfPoints maximum() const { return win; }
  bool operator==(const ScoringSystem&) const = default;
};

// The TRF-16 result character of r ('1', '=', ..., ' ' for NotPaired).
// Adjourned and Pending have no TRF-16 code and give nullopt.
std::optional<char> trfCode(RoundResult r);
// The result for a TRF-16 result character, or nullopt for an unknown one.
std::optional<RoundResult> fromTrfCode(char code);

}  // namespace tournament
