// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rating {

// FIDE Title Regulations B.01 (in force from 1 January 2024), 1.4: title
// norms gained in a tournament. Ratings are FIDE standard ratings from the
// list in effect at the start of the tournament (1.4.6a).

enum class NormTitle : std::uint8_t { GM, IM, WGM, WIM };

// One game the player played over the board (1.4.2c: forfeits, adjudications
// and byes are not games for norms; the caller leaves them out).
struct NormGame {
  int opponentRating = 0;     // 0 = unrated (1.4.6d: counted as 1400)
  std::string opponentTitle;  // GM IM WGM WIM FM WFM CM WCM or empty
  std::string opponentFederation;
  int points = 0;  // the player's score in half-points: 2, 1 or 0
};

struct NormInput {
  std::string federation;  // the player's
  std::vector<NormGame> games;
  // 1.4.1c: a 9-round tournament in which the player had 8 games and the
  // missing one was a forfeit win or a pairing-allocated bye.
  bool missedRoundByForfeitWinOrBye = false;
  int scheduledRounds = 0;
  // 1.4.3a-d: national championship final, national team championship,
  // zonal, or a Swiss meeting 1.4.3d: the foreigner requirement (1.4.3 and
  // 1.4.4) is waived.
  bool foreignerRequirementWaived = false;
};

// The requirements of 1.4, in the order the certificate lists them.
enum class NormRequirement : std::uint8_t {
  Games,             // 1.4.1a (c): at least 9 games (8 with 1.4.1c)
  OtherFederations,  // 1.4.3: at least 2 federations other than the player's
  OwnFederation,     // 1.4.4a: at most 3/5 of the opponents from the player's federation
  OneFederation,     // 1.4.4b: at most 2/3 of the opponents from one federation
  Titleholders,      // 1.4.5a: at least 50 % titleholders (CM and WCM do not count)
  NormTitleHolders,  // 1.4.5b-e: a third, at least 3, holding the norm's title or above
  AverageRating,     // 1.4.8a: Ra at least GM 2380, IM 2230, WGM 2180, WIM 2030
  MinimumScore,      // 1.4.8b: at least 35 %
  Performance,       // 1.4.8: Rp at least GM 2600, IM 2450, WGM 2400, WIM 2250
};

// One requirement with the numbers that decide it: met when `have` is at
// least `need` (for the maxima of 1.4.4, when `have` is at most `need`).
// Waived requirements are met and say so.
struct NormCheck {
  NormRequirement requirement;
  bool met = false;
  int have = 0;
  int need = 0;
  bool waived = false;
};

// The working of 1.4.6 to 1.4.9 and the verdict for one title.
struct NormAssessment {
  NormTitle title = NormTitle::GM;
  int games = 0;
  int points = 0;  // half-points
  // 1.4.6b-c: the one opponent (index into the games) whose rating was
  // raised to the floor, with the rating before (1400 for an unrated one).
  std::optional<int> raisedGame;
  int raisedFrom = 0;
  int floor = 0;
  int ratingSum = 0;    // after the floor and 1400 for the unrated
  int average = 0;      // Ra, 1.4.7b: rounded, .5 up
  int percentage = 0;   // 1.4.9: the score in whole percent, .5 up
  int difference = 0;   // dp from table 1.4.9
  int performance = 0;  // Rp = Ra + dp
  // The least score (half-points) that gives the norm against these
  // opponents (performance, average and 35 %), or nullopt when none does.
  std::optional<int> pointsNeeded;
  std::vector<NormCheck> checks;
  bool achieved = false;  // every check met
};

// The minimum opponents' average (1.4.8a), performance (1.4.8) and rating
// floor (1.4.6b) of a title.
int minimumAverage(NormTitle title);
int minimumPerformance(NormTitle title);
int ratingFloor(NormTitle title);

// Assesses the games for a norm of `title`, showing the working.
NormAssessment assessNorm(const NormInput& input, NormTitle title);

}  // namespace rating
