// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/prizes.h"

#include <string>
#include <vector>

namespace standings {

// One prize of a club category: the club at `place` (1 = first), the sum
// of its counted players' points, and its prize.
struct ClubAward {
  std::string category;
  int place = 0;
  std::string club;
  tournament::HalfPoints points = 0;
  std::int64_t amount = 0;
  std::string item;
  bool operator==(const ClubAward&) const = default;
};

// The best-club prizes: a club's score is the sum of the points of its
// `top` best-placed players in the final standings; clubs with fewer
// players are not ranked (the organizer's usual announcement). A higher
// score places first; equal scores go to the club whose counted players
// have the smaller sum of ranks, then to the club whose best player stands
// higher. Club prizes are not shared and are won besides the players' own
// prizes. `candidates` are in the standings' order; players without a club
// do not count.
std::vector<ClubAward> awardClubPrizes(const std::vector<ClubPrizeCategory>& categories,
                                       const std::vector<PrizeCandidate>& candidates);

}  // namespace standings
