// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/round_result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace standings {

// A section's prize table and how it is paid out: place prizes and
// category prizes (women, age, rating band), one prize per player, and the
// rule for players tied on points. The regulations leave these to the
// organizer (C.07 1: the tie-break "or sharing" is announced in advance);
// the choices below are the ones organizers publish.

// One prize: money (in minor units, e.g. cents) or an item, or both.
struct Prize {
  std::int64_t amount = 0;
  std::string item;
  bool operator==(const Prize&) const = default;
};

// Who may win a category's prizes. The place prizes have no condition.
struct PrizeEligibility {
  bool womenOnly = false;
  int bornFrom = 0;    // birth year at least (0 = any): "under 16" in 2026 is 2010
  int bornTo = 0;      // birth year at most (0 = any): "seniors"
  int ratingFrom = 0;  // rating at least (0 = any, unrated included)
  int ratingTo =
      0;  // rating at most (0 = any); an unrated player (0) is in any band with ratingFrom 0
  bool operator==(const PrizeEligibility&) const = default;
};

// A category: its name ("Overall", "Women", "U16", "U2000") and its prizes
// by place (index 0 = first).
struct PrizeCategory {
  std::string name;
  PrizeEligibility eligibility;
  std::vector<Prize> prizes;
  bool operator==(const PrizeCategory&) const = default;
};

// A best-club category: the clubs ranked by the points of their `top`
// best-placed players (club_prizes.h), its prizes by place.
struct ClubPrizeCategory {
  std::string name;
  int top = 3;
  std::vector<Prize> prizes;
  bool operator==(const ClubPrizeCategory&) const = default;
};

// Players tied on points: by the tie-breaks (the standings' order), money
// shared equally among the players tied on points, or the Hort system (half
// of the pooled money by the tie-break order, half shared equally). Items
// always go by the tie-break order.
enum class PrizeTieRule : std::uint8_t { ByTieBreak, Shared, Hort };

// One prize per player: the one worth more (money, then the categories'
// order), or the first in the categories' order (the organizer's order).
enum class PrizePrecedence : std::uint8_t { HigherPrize, CategoryOrder };

struct PrizeTable {
  std::vector<PrizeCategory> categories;  // the organizer's order
  PrizeTieRule tieRule = PrizeTieRule::ByTieBreak;
  PrizePrecedence precedence = PrizePrecedence::HigherPrize;
  std::vector<ClubPrizeCategory> clubCategories;  // the organizer's order
  bool operator==(const PrizeTable&) const = default;
};

// A player as prizes read them, in the final standings' order.
struct PrizeCandidate {
  int startNumber = 0;
  int rank = 0;
  tournament::HalfPoints points = 0;
  bool woman = false;
  int birthYear = 0;  // 0 = unknown: no age category
  int rating = 0;
  std::string club = {};  // empty: no club (no best-club prize counts the player)
};

// One line of the prize list.
struct PrizeAward {
  int startNumber = 0;
  std::string category;
  int place = 0;            // the category place the prize belongs to (1 = first)
  std::int64_t amount = 0;  // after sharing
  std::string item;
  int sharedWith = 0;  // the number of players who shared the pooled money (0 = not shared)
  bool operator==(const PrizeAward&) const = default;
};

// The prize list: for each category, in the categories' order, its awards
// by place. `candidates` must be in the standings' order (rank, then the
// arbiter's order of the tied).
std::vector<PrizeAward> awardPrizes(const PrizeTable& table,
                                    const std::vector<PrizeCandidate>& candidates);

// True when the candidate may win prizes of the category.
bool eligible(const PrizeEligibility& eligibility, const PrizeCandidate& candidate);

}  // namespace standings
