// SPDX-License-Identifier: MIT
#pragma once

#include "domain/chess/claim_check.h"
#include "domain/chess/game_verifier.h"
#include "domain/chess/pgn_game.h"
#include "domain/tournament/rules_profile.h"
#include "reports/claim_report.h"

#include <QString>

#include <expected>
#include <memory>

namespace gui {

// What the arbiter asks: which game of the pasted PGN (1 = first), the
// moment (after `ply` half-moves), the kind, an optional written move, and
// the rules the event plays under.
struct ClaimQuestion {
  int game = 1;
  chess::ClaimRequest request;
  tournament::RulesProfile profile = tournament::RulesProfile::Fide2023;
  tournament::RateOfPlay rate = tournament::RateOfPlay::Standard;
};

// A judged claim: the replayed game and the verdict, ready for a report.
// `claim.line` points into this object, so it is kept behind a pointer.
struct ClaimAnswer {
  chess::PgnGame game;
  chess::GameVerdict gameVerdict;
  chess::MainLineRecord line;
  reports::ClaimCase claim;
};

// The number of games in a PGN text.
int countGames(const QString& pgn);

// Replays game `question.game` of `pgn` with the rules core and judges the
// claim (Laws 9.2, 9.3; consequence of an incorrect claim by the profile).
// A question that cannot be judged (no such game, an unusable start
// position, a ply past the legal moves, an unreadable written move, a game
// already over) gives the reason as a sentence in the current language.
std::expected<std::unique_ptr<ClaimAnswer>, QString> judgeClaim(const QString& pgn,
                                                                const ClaimQuestion& question);

}  // namespace gui
