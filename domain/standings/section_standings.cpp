// SPDX-License-Identifier: MIT
#include "domain/standings/section_standings.h"

#include "domain/standings/section_view.h"
#include "domain/standings/tiebreak_list.h"

namespace standings {

int lastCompleteRound(const tournament::TournamentState& state) {
  // Byes entered ahead for later rounds do not make a round (section_view.h).
  const int recorded = lastPairedRound(state);
  for (int r = 1; r <= recorded; ++r)
    for (const auto& player : state.players) {
      if (static_cast<int>(player.rounds.size()) < r) continue;
      const auto result = player.rounds[static_cast<std::size_t>(r - 1)].result;
      if (result == tournament::RoundResult::Pending ||
          result == tournament::RoundResult::Adjourned)
        return r - 1;
    }
  return recorded;
}

SectionRule sectionRule(const std::vector<std::string>& tieBreakCodes, const std::string& edition,
                        tournament::PairingSystem system) {
  SectionRule rule;
  // The list was checked when the section was stored; the C.07 defaults
  // stand in should an older file hold one that no longer reads.
  auto list = sectionTieBreaks(tieBreakCodes, system);
  rule.tieBreaks = list ? std::move(*list) : *sectionTieBreaks({}, system);
  if (const auto parsed = parseEdition(edition)) rule.options.edition = *parsed;
  return rule;
}

std::expected<Standings, StandingsError> sectionStandings(const tournament::TournamentState& state,
                                                          const SectionRule& rule, int afterRound) {
  const int complete = lastCompleteRound(state);
  if (afterRound == 0) {
    // VCL (rules-reference §1.10): while an adjourned game is unresolved
    // there are no current standings; those after an earlier round can
    // still be asked for by number.
    for (const auto& player : state.players)
      for (const auto& round : player.rounds)
        if (round.result == tournament::RoundResult::Adjourned)
          return std::unexpected(StandingsError::AdjournedGame);
    if (complete == 0 && lastPairedRound(state) > 0)
      return std::unexpected(StandingsError::NoCompleteRound);
    afterRound = complete;
  } else if (afterRound > complete) {
    // Later rounds would count games without a result as unplayed rounds.
    return std::unexpected(StandingsError::RoundNotComplete);
  }
  StandingsOptions options = rule.options;
  options.rounds = afterRound;
  return computeStandings(state, options, rule.tieBreaks);
}

std::expected<Standings, StandingsError> provisionalStandings(
    const tournament::TournamentState& state, const SectionRule& rule) {
  const int paired = lastPairedRound(state);
  if (paired == 0) return std::unexpected(StandingsError::NoRounds);
  if (lastCompleteRound(state) == paired) return std::unexpected(StandingsError::RoundNotComplete);
  tournament::TournamentState asItStands = state;
  for (auto& player : asItStands.players)
    for (auto& entry : player.rounds)
      if (entry.result == tournament::RoundResult::Pending ||
          entry.result == tournament::RoundResult::Adjourned)
        entry = {};  // not played yet: NotPaired
  StandingsOptions options = rule.options;
  options.rounds = paired;
  return computeStandings(asItStands, options, rule.tieBreaks);
}

std::vector<TieBreakWorking> playerWorking(const tournament::TournamentState& state,
                                           const SectionRule& rule, int rounds, int player) {
  StandingsOptions options = rule.options;
  options.rounds = rounds;
  const SectionView view(state, options);
  std::vector<TieBreakWorking> working;
  for (const auto& tieBreak : rule.tieBreaks)
    working.push_back(computeTieBreak(view, tieBreak)[static_cast<std::size_t>(player - 1)]);
  return working;
}

}  // namespace standings
