// SPDX-License-Identifier: MIT
#pragma once

// A draw claim judged on the game's record and recorded at a board of an
// event (Laws 9.2, 9.3, 9.5; classic 10.10-10.13), once for `arbiter
// draw-claim --pgn` and the desk: the front ends read the record and ask;
// the domain applies the consequence when the action is stored.

#include "app/service/claim_judge.h"
#include "domain/tournament/action.h"
#include "domain/tournament/section.h"

#include <expected>
#include <optional>
#include <string>
#include <vector>

namespace service {

// Where and when the claim was made: the board, the moment (after `ply`
// half-moves of the record), the rules claimed under, the written move.
struct BoardClaim {
  int round = 0;
  int board = 0;
  int ply = 0;
  std::vector<chess::ClaimKind> kinds{chess::ClaimKind::Threefold, chess::ClaimKind::FiftyMoves};
  std::optional<std::string> writtenMove;
  int claimantUsedSeconds = -1;  // classic 10.13(2), when known
};

// The claim judged under `section`'s profile, rate and extended fifty-move
// counts (judgeClaim) and the action that records it: the claimant is the
// side to move at the ply, the verdict the judge's, with the deciding
// article, the ply, the move at which the claim is made (for the classic
// time limit) and the evidence in words (claim_words.h). The judge's
// refusal (a ply past the game, an unreadable move, a game already over)
// is the error.
std::expected<tournament::RecordDrawClaim, chess::ClaimError> recordedClaim(
    const tournament::Section& section, const BoardClaim& claim, const RecordedGame& record);

}  // namespace service
