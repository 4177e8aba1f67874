// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/section_view.h"
#include "domain/standings/team_tiebreak.h"
#include "domain/standings/working.h"
#include "domain/tournament/team.h"
#include "domain/tournament/team_rounds.h"

#include <expected>
#include <span>
#include <vector>

namespace standings {

// A team section as its standings read it: the scoring settings and every
// team's rounds 1..K (index team number - 1; tournament::teamRounds).
struct TeamSection {
  tournament::TeamSettings settings;
  std::vector<std::vector<tournament::TeamRound>> rounds;
  bool roundRobin = false;
  Edition edition = Edition::Text2026;  // C.07 text for unplayed rounds, unless a code says /V1 /V2

  int teamCount() const { return static_cast<int>(rounds.size()); }
  int roundCount() const { return rounds.empty() ? 0 : static_cast<int>(rounds.front().size()); }
};

// The team section of a tournament: its board games (the players' rounds
// of `state`) made into the matches of `event` after round
// `options.rounds` (0: the last round in which two players were paired),
// with `options.system` (else the state's) and `options.edition`.
std::expected<TeamSection, tournament::TeamRoundsError> teamSection(
    const tournament::TournamentState& state, const tournament::TeamEvent& event,
    const StandingsOptions& options);

// Every team's value of one tie-break (index team number - 1), in
// hundredths as working.h counts them: points sums, ESB products, SSSC
// (rounded half-up to 0.01), BC, counts. A rank tie-break (DE, EDE, EDET,
// EDEB, TBR, BBE) gives the team's rank (x 100) when the list is exactly
// the primary score and that tie-break; tied teams share the rank.
std::vector<TieBreakValue> teamTieBreakValues(const TeamSection& section,
                                              const TeamTieBreak& tieBreak);

// One line of the team standings.
struct TeamStandingsRow {
  int team = 0;
  int rank = 0;  // 1 = first; tied teams share a rank
  tournament::HalfPoints matchPoints = 0;
  tournament::HalfPoints gamePoints = 0;
  std::vector<TieBreakValue> values;  // one per tie-break of the list
};

struct TeamStandings {
  int rounds = 0;
  std::vector<TeamTieBreak> tieBreaks;
  std::vector<TeamStandingsRow> rows;  // in rank order, ties by team number
};

// C.07 11-13: the teams by the primary score (C.04.6 1.2), then each
// tie-break of the list in turn, applied only within the groups still tied.
TeamStandings teamStandings(const TeamSection& section, std::span<const TeamTieBreak> tieBreaks);

}  // namespace standings
