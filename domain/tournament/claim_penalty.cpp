// SPDX-License-Identifier: MIT
#include "domain/tournament/claim_penalty.h"

namespace tournament {

ClaimPenalty incorrectClaimPenalty(RulesProfile profile, RateOfPlay rate, bool withDeclaredMove) {
  ClaimPenalty penalty;
  penalty.declaredMoveMustBePlayed = withDeclaredMove;
  if (profile == RulesProfile::Classic) {
    penalty.seconds = 5 * 60;  // art. 10.13(2)
    penalty.clock = PenaltyClock::ClaimantUsed;
    penalty.lossPossible = true;
    penalty.article = "10.13";
    return penalty;
  }
  penalty.clock = PenaltyClock::OpponentRemaining;
  if (rate == RateOfPlay::Standard) {
    penalty.seconds = 2 * 60;  // Laws 9.5.3
    penalty.article = "9.5.3";
  } else {
    penalty.seconds = 60;  // Laws A.3 (rapid), B.3 -> A.3 (blitz)
    penalty.article = "A.3";
  }
  return penalty;
}

ClaimPenaltyJudgement judgeIncorrectClaim(const ClaimPenalty& penalty,
                                          std::optional<int> claimantUsedSeconds,
                                          std::optional<int> timeLimitSeconds) {
  ClaimPenaltyJudgement judgement;
  if (!penalty.lossPossible) return judgement;
  if (!claimantUsedSeconds || !timeLimitSeconds) {
    judgement.undecided = true;
    return judgement;
  }
  judgement.claimantUsedAfter = *claimantUsedSeconds + penalty.seconds;
  // Art. 10.13(2): the claimant loses if the added time exceeds the limit.
  if (*judgement.claimantUsedAfter > *timeLimitSeconds)
    judgement.outcome = ClaimPenaltyOutcome::ClaimantLoses;
  return judgement;
}

}  // namespace tournament
