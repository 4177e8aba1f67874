// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/section_view.h"
#include "domain/standings/tiebreak.h"
#include "domain/standings/working.h"
#include "domain/tournament/tournament_state.h"

#include <expected>
#include <span>
#include <vector>

namespace standings {

// Every player's value of one tie-break (index start number - 1), with the
// working. DE's value is the player's rank (x 100) when the tie-break list
// is exactly points, DE (ties share the rank).
std::vector<TieBreakWorking> computeTieBreak(const SectionView& view, const TieBreak& tieBreak);

// One line of the standings.
struct StandingsRow {
  int startNumber = 0;
  int rank = 0;  // 1 = first; tied players share a rank
  tournament::HalfPoints points = 0;
  std::vector<TieBreakValue> values;  // one per tie-break of the list
};

// The standings of a section after round `rounds`.
struct Standings {
  int rounds = 0;
  std::vector<TieBreak> tieBreaks;
  std::vector<bool> applied;       // false: a rating tie-break dropped (unrated players)
  std::vector<StandingsRow> rows;  // in rank order, ties by start number
};

enum class StandingsError : std::uint8_t {
  AdjournedGame,  // an adjourned game is unresolved: no final standings
  NoRounds,       // nothing has been paired
  // round 1 is paired but not all its games have a result (section_standings.h)
  NoCompleteRound,
  // the round asked for is not complete, or not played (section_standings.h)
  RoundNotComplete,
};

// C.07 3-5: the standings by points, then each tie-break of the list in
// turn, each applied only within the groups still tied. A rating-based
// tie-break is dropped when a player is unrated and no rating is set for
// unrated players. Ties that remain share their rank (lots are the
// arbiter's). Refused while an adjourned game is unresolved.
std::expected<Standings, StandingsError> computeStandings(const tournament::TournamentState& state,
                                                          const StandingsOptions& options,
                                                          std::span<const TieBreak> tieBreaks);

}  // namespace standings
