// SPDX-License-Identifier: MIT
#pragma once

#include "domain/rating/fide_rating.h"
#include "domain/tournament/standings_category.h"
#include "domain/tournament/tournament_state.h"
#include "reports/event_header.h"
#include "reports/language.h"
#include "reports/standings_table.h"

#include <string>
#include <vector>

namespace reports {

// One section as the publication site shows it: everything is decided by
// the caller (the service); the site only lays it out.
struct SiteSection {
  EventHeader header;  // header.section names the section
  tournament::TournamentState state;
  // standingsAfter[r - 1]: the standings after round r, for r = 1..K where
  // K is the last round whose standings can be published (fewer than the
  // rounds recorded while a round is in progress or a game adjourned).
  std::vector<StandingsTable> standingsAfter;
  bool roundRobin = false;  // the crosstable is drawn as an N×N grid
  // The section's categories (its settings; none for a TRF): the category
  // standings, in this order. Ages count in the year of header.startDate.
  std::vector<tournament::Category> categories;
  // The rate the FIDE rating changes of the charts are counted for (B.02:
  // K and the rapid/blitz rule); a TRF: standard.
  rating::RatingRate ratingRate = rating::RatingRate::Standard;
};

// How the section's games are FIDE-rated (B.02): its rate, and its start
// date's year for the under-18 K (8.3.3).
rating::FideRatingOptions fideRatingOptions(const SiteSection& section);

// The whole site of an event.
struct SiteModel {
  std::string event;
  Language language = Language::En;  // the event's own language: the default
  std::vector<SiteSection> sections;
};

}  // namespace reports
