// SPDX-License-Identifier: MIT
#pragma once

#include "domain/rating/fide_rating.h"
#include "domain/tournament/tournament_state.h"
#include "reports/language.h"

#include <string>

namespace reports {

// How a section is rated, as its settings say.
struct RatingReportInput {
  int rounds = 0;  // rounds 1..rounds are rated
  rating::FideRatingOptions fide;
  bool club = false;  // a classic section: the club Elo and the class points too
};

// The rating report as an HTML fragment, every figure from domain/rating:
//  - FIDE B.02: one row per player (rating, games, K, ΣW, ΣWe, change, new
//    rating, performance), then per player the games counted with the
//    opponent's rating, the capped difference, W, We (table 8.1.2) and
//    K × (W − We) in hundredths, and the total;
//  - with `club`: the club Elo (client text 002) and the class points
//    (client text 004, classes 30..1) before, change, after.
// Every name escaped.
std::string ratingReportSection(const tournament::TournamentState& state,
                                const RatingReportInput& input, Language language);

}  // namespace reports
