// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/rules_profile.h"

#include <cstdint>
#include <optional>

namespace tournament {

// Which clock an incorrect draw claim changes.
enum class PenaltyClock : std::uint8_t {
  OpponentRemaining,  // FIDE: time added to the opponent's remaining time
  ClaimantUsed,       // classic: time added to the claimant's used time
};

// What follows an incorrect threefold or fifty-move claim under a rules
// profile, as data (the text is written by the app).
//   FIDE Laws 2023 9.5.3: the arbiter adds 2 minutes to the opponent's
//   remaining time (A.3: 1 minute in rapid, and B.3 via A.3 in blitz) and
//   the game continues; a move declared under 9.2.1/9.3.1 must be played
//   (Articles 3 and 4).
//   Classic rules art. 10.13(2): 5 minutes are added to the claimant's used
//   time; if that passes the time limit the claimant loses; a declared move
//   must be played. 10.13(3): the claim cannot be withdrawn.
struct ClaimPenalty {
  int seconds = 0;
  PenaltyClock clock = PenaltyClock::OpponentRemaining;
  bool declaredMoveMustBePlayed = false;
  bool lossPossible = false;  // classic: the claimant may lose on time
  const char* article = "";   // "9.5.3", "A.3", "10.13"
};

ClaimPenalty incorrectClaimPenalty(RulesProfile profile, RateOfPlay rate, bool withDeclaredMove);

// The result of applying the penalty when the claimant's clock is known.
enum class ClaimPenaltyOutcome : std::uint8_t {
  PlayContinues,
  ClaimantLoses,  // classic 10.13(2): used time plus the penalty exceeds the limit
};

// `claimantUsedSeconds` and `timeLimitSeconds` describe the claimant's
// clock in the current period; without them a classic penalty cannot be
// judged and PlayContinues is returned with `undecided` set.
struct ClaimPenaltyJudgement {
  ClaimPenaltyOutcome outcome = ClaimPenaltyOutcome::PlayContinues;
  bool undecided = false;
  std::optional<int> claimantUsedAfter;  // seconds, classic only
};

ClaimPenaltyJudgement judgeIncorrectClaim(const ClaimPenalty& penalty,
                                          std::optional<int> claimantUsedSeconds,
                                          std::optional<int> timeLimitSeconds);

}  // namespace tournament
