// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/round_result.h"

#include <cstdint>
#include <vector>

namespace pairing {

// One stage of a knockout match's ladder, as the organiser's regulations
// set it: a mini-match of `games` games at one rate of play (the FIDE World
// Cup: 2 classical games, the final 4; then 2 rapid, 2 blitz, ...), or the
// single Armageddon game, in which a draw sends Black through.
struct KnockoutStage {
  int games = 2;
  bool armageddon = false;
};

// A game of the match as the upper seed saw it: his colour and his score
// in half points (2 a win, 1 a draw, 0 a loss).
struct KnockoutGame {
  tournament::Color upperColour = tournament::Color::White;
  int upperHalfPoints = 0;
};

enum class KnockoutSide : std::uint8_t { None, Upper, Lower };

// Where a match stands after its games, played stage after stage.
struct KnockoutMatchStatus {
  KnockoutSide winner = KnockoutSide::None;
  int stage = 0;                 // the stage being played (or that decided it), 0-based
  int gamesLeftInStage = 0;      // games of that stage still to play (0 once decided)
  bool ladderExhausted = false;  // every stage played and still level: the
                                 // organiser's regulations must add one
  bool operator==(const KnockoutMatchStatus&) const = default;
};

// The status of a match played over `ladder` with `games` so far. A stage
// is won by more than half its points; it ends as soon as the leader cannot
// be caught (3-0 in a four-game final), and a level stage sends the match to
// the next. Games beyond a decided match are ignored.
KnockoutMatchStatus knockoutMatchStatus(const std::vector<KnockoutStage>& ladder,
                                        const std::vector<KnockoutGame>& games);

// The upper seed's colour in game `game` (0-based) of a stage whose first
// game he plays with `first`: the colours alternate.
tournament::Color knockoutStageColour(tournament::Color first, int game);

}  // namespace pairing
