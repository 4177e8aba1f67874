// SPDX-License-Identifier: MIT
#pragma once

// The standings of a section as every front end shows them: the section's
// own tie-break list and C.07 edition, after the last complete round.

#include "domain/standings/standings.h"
#include "domain/standings/tiebreak.h"

#include <expected>
#include <string>
#include <vector>

namespace standings {

// The last round whose games all have a result (0: none). C.07 counts a
// game without a result neither as played nor as an unplayed round, so
// while round N has such games (pending, or adjourned and not yet resumed:
// VCL, rules-reference §1.10) the standings are those after round N-1.
int lastCompleteRound(const tournament::TournamentState& state);

// How a section ranks its players: its C.07 list (the defaults of its
// system when it names none, or names one that no longer reads) and the
// edition of C.07 for unplayed rounds ("2026" when unset).
struct SectionRule {
  std::vector<TieBreak> tieBreaks;
  StandingsOptions options;
};
SectionRule sectionRule(const std::vector<std::string>& tieBreakCodes, const std::string& edition,
                        tournament::PairingSystem system);

// The standings after round `afterRound`, by the section's rule; 0 means
// after the last complete round. NoCompleteRound while round 1 is under way;
// AdjournedGame for 0 while an adjourned game is unresolved (a round before
// it can be named); RoundNotComplete for a round after the last complete one.
std::expected<Standings, StandingsError> sectionStandings(const tournament::TournamentState& state,
                                                          const SectionRule& rule,
                                                          int afterRound = 0);

// The standings of the round in progress as its results stand: C.07 ranks
// after complete rounds only, so these are provisional (every front end
// marks them so). The results entered count; a game without one (pending,
// or adjourned) counts as a round the two did not play yet - no points,
// no opponent. `rounds` is the last paired round. NoRounds when nothing is
// paired; RoundNotComplete when no round is in progress (the standings are
// then sectionStandings').
std::expected<Standings, StandingsError> provisionalStandings(
    const tournament::TournamentState& state, const SectionRule& rule);

// The working of the tie-breaks of player `player` (start number) in the
// standings after round `rounds` (a complete round, as Standings::rounds
// reports it): one per tie-break of the rule's list, in its order, each
// with the contributions that make it (working.h: per round the opponent
// or the C.07 16.4 dummy, the values, the cuts).
std::vector<TieBreakWorking> playerWorking(const tournament::TournamentState& state,
                                           const SectionRule& rule, int rounds, int player);

}  // namespace standings
