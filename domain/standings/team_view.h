// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/section_view.h"
#include "domain/tournament/team.h"
#include "domain/tournament/team_rounds.h"

#include <cstdint>
#include <vector>

namespace standings {

// The two scores of a team event (C.07 11.1).
enum class TeamScore : std::uint8_t { MatchPoints, GamePoints };

// The other score: game points for match points and back.
TeamScore otherScore(TeamScore score);
// The score the section ranks by first (C.04.6 1.2).
TeamScore primaryScore(const tournament::TeamSettings& settings);

// The scoring of one score as the individual tie-breaks read it, in
// half-points: match points by the section's scheme; game points a win of
// every board, a draw of half of them (boards x ½), nothing for a loss.
tournament::ScoringSystem teamScoring(const tournament::TeamSettings& settings, TeamScore score);

// A team section as the individual tie-breaks read it (C.07 13 preamble:
// arts. 6-10 over matches): one entrant per team (index team number - 1),
// each match a round scored `score`. Played matches are games; a forfeited
// match is a forfeit of its teams (art. 16: a VUR of the loser); a team's
// requested bye or absence is voluntary, the PAB not (16.2).
SectionView teamView(const std::vector<std::vector<tournament::TeamRound>>& rounds,
                     const tournament::TeamSettings& settings, TeamScore score, bool roundRobin,
                     Edition edition);

}  // namespace standings
