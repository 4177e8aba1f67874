// SPDX-License-Identifier: MIT
#include "domain/rating/class_points.h"

#include "domain/rating/rated_games.h"
#include "domain/rating/rounding.h"

#include <algorithm>
#include <array>

namespace rating {

namespace {

// The amount, in hundredths of a point, that the lower player (points lower
// or equal) gains: every rule of the table is exact in hundredths.
int lowerPlayerGainHundredths(int d, int lowerScore) {
  if (lowerScore == 1) {  // draw
    if (d < 10) return 0;
    if (d <= 99) return 500 + 5 * d;  // (10 + D/10) / 2
    return 25 * d;                    // D / 4
  }
  if (lowerScore == 2) {  // the lower player wins
    if (d < 10) return 1000;
    if (d <= 99) return 1000 + 10 * d;  // 10 + D/10
    return 50 * d;                      // D / 2
  }
  // The higher player wins: the lower player loses what the winner gains.
  if (d < 10) return -1000;
  if (d <= 99) return -(1000 - 8 * d);  // 10 - D/12.5
  if (d <= 199) return -200;
  return 0;
}

// 001's level table: the first points of each level from 13级 up to 7段.
struct Level {
  int from;
  ClassName name;
};
using K = ClassName::Kind;
constexpr std::array<Level, 20> Levels = {{
    {0, {K::Kyu, 13}},   {13, {K::Kyu, 12}},  {18, {K::Kyu, 11}},  {25, {K::Kyu, 10}},
    {34, {K::Kyu, 9}},   {47, {K::Kyu, 8}},   {66, {K::Kyu, 7}},   {91, {K::Kyu, 6}},
    {127, {K::Kyu, 5}},  {178, {K::Kyu, 4}},  {249, {K::Kyu, 3}},  {348, {K::Kyu, 2}},
    {487, {K::Kyu, 1}},  {681, {K::Dan, 1}},  {953, {K::Dan, 2}},  {1334, {K::Dan, 3}},
    {1868, {K::Dan, 4}}, {2615, {K::Dan, 5}}, {3660, {K::Dan, 6}}, {5124, {K::Dan, 7}},
}};

}  // namespace

int classPointExchange(int firstPoints, int secondPoints, int firstScore) {
  const bool firstIsLower = firstPoints <= secondPoints;
  const int d = firstIsLower ? secondPoints - firstPoints : firstPoints - secondPoints;
  const int lowerScore = firstIsLower ? firstScore : 2 - firstScore;
  const int gain = static_cast<int>(roundedQuotient(lowerPlayerGainHundredths(d, lowerScore), 100));
  return firstIsLower ? gain : -gain;
}

ClassName className(int points, ClassNaming naming) {
  if (naming == ClassNaming::Classes30To1) {
    // 004: "级别分别是无级别、30-1级。每个级别需要积累100分" - 无级别 is the
    // first class (below 100, and any negative total), then 30级 from 100,
    // 29级 from 200, ... 1级 from 3000.
    if (points < 100) return {K::Unclassed, 0};
    return {K::Class, std::max(1, 31 - points / 100)};
  }
  ClassName name = Levels.front().name;
  for (const auto& level : Levels)
    if (points >= level.from) name = level.name;
  return name;
}

std::vector<int> classPointsOf(const tournament::TournamentState& state) {
  std::vector<int> points;
  for (const auto& p : state.players) points.push_back(p.clubRatings.classPoints);
  return points;
}

std::vector<ClassPointOutcome> classPointChanges(const tournament::TournamentState& state,
                                                 int rounds, const std::vector<int>& initial) {
  const auto final = applyRoundByRound(
      ratedGames(state, rounds), rounds, initial,
      [](const RatedGame& game, const std::vector<int>& before, std::vector<int>& current) {
        const auto a = static_cast<std::size_t>(game.first - 1);
        const auto b = static_cast<std::size_t>(game.second - 1);
        // 004: "输方扣分等于赢方得分" - what one gains the other loses; no floor.
        const int gain = classPointExchange(before[a], before[b], game.firstScore);
        current[a] += gain;
        current[b] -= gain;
      });
  std::vector<ClassPointOutcome> outcomes;
  for (std::size_t i = 0; i < state.players.size(); ++i)
    outcomes.push_back({state.players[i].startNumber, initial[i], final[i]});
  return outcomes;
}

}  // namespace rating
