// SPDX-License-Identifier: MIT
#pragma once

#include "app/service/claim_judge.h"
#include "domain/tournament/rules_profile.h"
#include "reports/claim_report.h"

#include <QString>

#include <expected>
#include <memory>

namespace gui {

// What the arbiter asks: which game of the pasted PGN (1 = first), the
// moment (after `ply` half-moves), the kind, an optional written move, and
// the rules the event plays under (with the classic section's extended
// fifty-move counts for named endings, old Laws 10.12).
struct ClaimQuestion {
  int game = 1;
  chess::ClaimRequest request;
  tournament::RulesProfile profile = tournament::RulesProfile::Fide2023;
  tournament::RateOfPlay rate = tournament::RateOfPlay::Standard;
  std::vector<chess::FiftyMoveExtension> fiftyMoveExtensions;
};

// A judged claim: the replayed game and the verdict, ready for a report.
// `claim.line` points into this object, so it is kept behind a pointer.
struct ClaimAnswer {
  service::RecordedGame record;
  reports::ClaimCase claim;
};

// The number of games in a PGN text.
int countGames(const QString& pgn);

// Replays game `question.game` of `pgn` and judges the claim with the one
// claim judge (service::judgeClaim: Laws 9.2, 9.3; the consequence of an
// incorrect claim by the profile).
// A question that cannot be judged (no such game, an unusable start
// position, a ply past the legal moves, an unreadable written move, a game
// already over) gives the reason as a sentence in the current language.
std::expected<std::unique_ptr<ClaimAnswer>, QString> judgeClaim(const QString& pgn,
                                                                const ClaimQuestion& question);

}  // namespace gui
