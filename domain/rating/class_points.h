// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"

#include <cstdint>
#include <vector>

namespace rating {

// The client's class-point ladder (seed texts). Each player holds a number
// of points (a whole number, never below 0); a game moves points from the
// loser to the winner according to the difference D of the two players'
// points before the game:
//   draw:               D < 10: nothing; 10..99: the lower player gets
//                       (10 + D/10) / 2; D >= 100: the lower gets D/4;
//   lower player wins:  D < 10: 10; 10..99: 10 + D/10; D >= 100: D/2;
//   higher player wins: D < 10: 10; 10..99: 10 - D/12.5; 100..199: 2;
//                       D >= 200: nothing.
// Choices (open in the seed texts): the amount is rounded to a whole point,
// halves up; with equal points the winner counts as the lower player (D = 0
// gives 10 either way); a player at 0 stays at 0 (the ladder has no class
// below the lowest) while the winner still gains the full amount.

// The points the first player gains (negative: loses) in one game, before
// the floor at 0. `firstScore` is 2 / 1 / 0 half-points.
int classPointExchange(int firstPoints, int secondPoints, int firstScore);

// How a player's class is named from the points (a section setting).
enum class ClassNaming : std::uint8_t {
  Classes30To1,  // class 30 for 0-99, 29 for 100-199, ..., class 1 from 2900
  KyuDan,        // the level table 13级 0-12 ... 1级 487-680, 1段 681-952 ... 7段 >= 5124
};

// A class name: `Class` with number 30..1, or `Kyu` (级) 13..1, or `Dan` (段) 1..7.
struct ClassName {
  enum class Kind : std::uint8_t { Class, Kyu, Dan };
  Kind kind = Kind::Class;
  int number = 0;
  friend bool operator==(const ClassName&, const ClassName&) = default;
};
ClassName className(int points, ClassNaming naming);

// One player's ladder outcome over the event.
struct ClassPointOutcome {
  int startNumber = 0;
  int before = 0;
  int after = 0;
};

// Applies rounds 1..rounds; every game of a round uses the points from
// before the round (choice). `initial` is indexed by start number - 1.
// Only games played over the board count (no forfeits, no byes).
std::vector<ClassPointOutcome> classPointChanges(const tournament::TournamentState& state,
                                                 int rounds, const std::vector<int>& initial);

}  // namespace rating
