// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/section_standings.h"
#include "domain/tournament/section.h"
#include "domain/tournament/tournament_state.h"
#include "reports/standings_table.h"

#include <expected>

namespace service {

// A section as the front ends show it: the engines' state and the
// section's own standings rule (tie-break list and C.07 edition). The desk,
// `arbiter standings`, `arbiter serve` and the site read standings only
// through standingsTable() / standings::sectionStandings with this rule.
struct PublishedSection {
  tournament::TournamentState state;
  standings::SectionRule rule;
  // The event's name when the section is one of an event file's (its own
  // name is state.name); empty for a TRF, whose 012 names both.
  std::string event = {};

  // A TRF's section: its state ranked by the C.07 defaults of its system.
  PublishedSection(tournament::TournamentState state);  // NOLINT: a TRF state is a section
  PublishedSection(tournament::TournamentState state, standings::SectionRule rule);
};

// An event file's section: its state and its settings' list and edition.
PublishedSection publishedSection(const tournament::Section& section);
// The same with the section's state already made (toTournamentState).
PublishedSection publishedSection(const tournament::Section& section,
                                  tournament::TournamentState state);

// The standings after round `afterRound` (0: after the last complete round,
// section_standings.h) laid out for the documents, the site and the desk.
std::expected<reports::StandingsTable, standings::StandingsError> standingsTable(
    const PublishedSection& section, int afterRound = 0);
// The same for the round in progress as its results stand (provisional,
// standings::provisionalStandings).
std::expected<reports::StandingsTable, standings::StandingsError> provisionalStandingsTable(
    const PublishedSection& section);

}  // namespace service
