// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"

#include <cstdint>
#include <vector>

namespace rating {

// The client's class-point ladder (004, "5）记分方法"). Each player holds a
// whole number of points; a game moves points from the loser to the winner
// according to the difference D of the two players' points before it:
//   draw ("和局"):          D < 10: nothing; 10..99: the lower player gets
//                           (10 + D/10) / 2; D >= 100: the lower gets D/4;
//   lower wins ("低级别方赢"): D < 10: 10; 10..99: 10 + D/10; D >= 100: D/2;
//   higher wins ("高级别方赢"): D < 10: 10; 10..99: 10 - D/12.5; 100..199: 2;
//                           D >= 200: nothing.
// 004: "注意：输方扣分等于赢方得分" - the loser loses exactly what the winner
// gains (and in a draw the higher player gives what the lower gets), so the
// points are conserved. The text gives no floor: points may go below 0
// (such a player is 无级别). Choices (open in the text): the amount is
// rounded to a whole point, halves up; with equal points the winner counts
// as the lower player (D = 0 gives 10 either way).

// The points the first player gains (negative: loses) in one game; the
// second player's change is its negation. `firstScore` is 2 / 1 / 0 half-points.
int classPointExchange(int firstPoints, int secondPoints, int firstScore);

// How a player's class is named from the points (a section setting).
enum class ClassNaming : std::uint8_t {
  // 004: "级别分别是无级别、30-1级。每个级别需要积累100分": 无级别 0-99, 30级
  // 100-199, 29级 200-299, ..., 1级 from 3000.
  Classes30To1,
  // 001: the level table 13级 0-12 ... 1级 487-680, 1段 681-952 ... 7段 >= 5124.
  KyuDan,
};

// A class name: `Unclassed` (无级别, number 0), `Class` with number 30..1,
// or `Kyu` (级) 13..1, or `Dan` (段) 1..7.
struct ClassName {
  enum class Kind : std::uint8_t { Unclassed, Class, Kyu, Dan };
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
// classPointsOf reads each player's own class points
// (PlayerRecord::clubRatings), never the FIDE rating.
std::vector<int> classPointsOf(const tournament::TournamentState& state);
std::vector<ClassPointOutcome> classPointChanges(const tournament::TournamentState& state,
                                                 int rounds, const std::vector<int>& initial);

}  // namespace rating
