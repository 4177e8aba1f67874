// SPDX-License-Identifier: MIT
#include "domain/rating/title_norms.h"

#include "domain/rating/fide_tables.h"
#include "domain/rating/rounding.h"

#include <algorithm>
#include <map>

namespace rating {

namespace {

constexpr int UnratedRating = 1400;      // 1.4.6d
constexpr int MinimumGames = 9;          // 1.4.1a
constexpr int MinimumPercentage = 35;    // 1.4.8b
const std::string NoFederation = "FID";  // 1.4.2a: accepted, but not a federation

// 1.4.5a: titleholders; CM and WCM do not count.
bool isTitleholder(const std::string& title) {
  return title == "GM" || title == "IM" || title == "WGM" || title == "WIM" || title == "FM" ||
         title == "WFM";
}

// 1.4.5b-e: the titles that count for the norm's third.
bool holdsNormTitle(const std::string& title, NormTitle norm) {
  switch (norm) {
    case NormTitle::GM:
      return title == "GM";
    case NormTitle::IM:
      return title == "GM" || title == "IM";
    case NormTitle::WGM:
      return title == "GM" || title == "IM" || title == "WGM";
    case NormTitle::WIM:
      return title == "GM" || title == "IM" || title == "WGM" || title == "WIM";
  }
  return false;
}

int ceilDiv(int a, int b) { return (a + b - 1) / b; }

// Whole percent of `points` half-points in `games` games, .5 up (1.4.9).
int percentageOf(int points, int games) {
  return static_cast<int>(roundedQuotient(50LL * points, games));
}

}  // namespace

int minimumAverage(NormTitle title) {
  switch (title) {
    case NormTitle::GM:
      return 2380;
    case NormTitle::IM:
      return 2230;
    case NormTitle::WGM:
      return 2180;
    case NormTitle::WIM:
      return 2030;
  }
  return 0;
}

int minimumPerformance(NormTitle title) {
  switch (title) {
    case NormTitle::GM:
      return 2600;
    case NormTitle::IM:
      return 2450;
    case NormTitle::WGM:
      return 2400;
    case NormTitle::WIM:
      return 2250;
  }
  return 0;
}

int ratingFloor(NormTitle title) {
  switch (title) {
    case NormTitle::GM:
      return 2200;
    case NormTitle::IM:
      return 2050;
    case NormTitle::WGM:
      return 2000;
    case NormTitle::WIM:
      return 1850;
  }
  return 0;
}

NormAssessment assessNorm(const NormInput& input, NormTitle title) {
  NormAssessment out;
  out.title = title;
  out.floor = ratingFloor(title);
  const int n = static_cast<int>(input.games.size());
  out.games = n;

  // 1.4.6: the ratings, unrated as 1400, the lowest raised to the floor.
  std::vector<int> ratings;
  for (const auto& game : input.games) {
    ratings.push_back(game.opponentRating > 0 ? game.opponentRating : UnratedRating);
    out.points += game.points;
  }
  if (!ratings.empty()) {
    const auto lowest = std::ranges::min_element(ratings);
    if (*lowest < out.floor) {
      out.raisedGame = static_cast<int>(lowest - ratings.begin());
      out.raisedFrom = *lowest;
      *lowest = out.floor;
    }
  }
  for (const int rating : ratings) out.ratingSum += rating;

  // 1.4.7 and 1.4.8: Ra, p, dp and Rp.
  if (n > 0) {
    out.average = static_cast<int>(roundedQuotient(out.ratingSum, n));
    out.percentage = percentageOf(out.points, n);
    out.difference = ratingDifferenceForScore(out.percentage);
    out.performance = out.average + out.difference;
    for (int points = 0; points <= 2 * n; ++points) {
      const int percentage = percentageOf(points, n);
      if (percentage >= MinimumPercentage && out.average >= minimumAverage(title) &&
          out.average + ratingDifferenceForScore(percentage) >= minimumPerformance(title)) {
        out.pointsNeeded = points;
        break;
      }
    }
  }

  const auto check = [&](NormRequirement requirement, int have, int need, bool atMost = false) {
    out.checks.push_back({requirement, atMost ? have <= need : have >= need, have, need, false});
  };
  const auto waived = [&](NormRequirement requirement, int have, int need) {
    out.checks.push_back({requirement, true, have, need, true});
  };

  // 1.4.1a and c.
  const bool eightOfNine = input.missedRoundByForfeitWinOrBye && input.scheduledRounds == 9;
  check(NormRequirement::Games, n, eightOfNine ? MinimumGames - 1 : MinimumGames);

  // 1.4.3 and 1.4.4: federations (FID players are no federation, 1.4.2a).
  std::map<std::string, int> federations;
  for (const auto& game : input.games)
    if (!game.opponentFederation.empty() && game.opponentFederation != NoFederation)
      ++federations[game.opponentFederation];
  int others = 0, own = 0, largest = 0;
  for (const auto& [federation, count] : federations) {
    if (federation == input.federation)
      own = count;
    else
      ++others;
    largest = std::max(largest, count);
  }
  // Maximum counts are rounded down (1.4.4).
  const int ownLimit = 3 * n / 5;
  const int oneLimit = 2 * n / 3;
  if (input.foreignerRequirementWaived) {
    waived(NormRequirement::OtherFederations, others, 2);
    waived(NormRequirement::OwnFederation, own, ownLimit);
    waived(NormRequirement::OneFederation, largest, oneLimit);
  } else {
    check(NormRequirement::OtherFederations, others, 2);
    check(NormRequirement::OwnFederation, own, ownLimit, true);
    check(NormRequirement::OneFederation, largest, oneLimit, true);
  }

  // 1.4.5: titled opponents; minimum counts are rounded up.
  const int titled = static_cast<int>(std::ranges::count_if(
      input.games, [](const NormGame& g) { return isTitleholder(g.opponentTitle); }));
  const int normTitled = static_cast<int>(std::ranges::count_if(
      input.games, [title](const NormGame& g) { return holdsNormTitle(g.opponentTitle, title); }));
  check(NormRequirement::Titleholders, titled, ceilDiv(n, 2));
  check(NormRequirement::NormTitleHolders, normTitled, std::max(3, ceilDiv(n, 3)));

  check(NormRequirement::AverageRating, out.average, minimumAverage(title));
  check(NormRequirement::MinimumScore, out.percentage, MinimumPercentage);
  check(NormRequirement::Performance, out.performance, minimumPerformance(title));
  out.achieved = std::ranges::all_of(out.checks, [](const NormCheck& c) { return c.met; });
  return out;
}

}  // namespace rating
