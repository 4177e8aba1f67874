// SPDX-License-Identifier: MIT
#include "domain/pairing/team_swiss_field.h"

#include <algorithm>

namespace pairing {

using tournament::RoundResult;

namespace {

// C.04.6 1.6.1: a match counts as played when at least one board was
// played over the board (teamRounds' Win/Draw/Loss); Gacrux's reading
// (TEAM_SWISS.md, ambiguity 4).
bool played(const tournament::TeamRound& r) {
  return r.result == RoundResult::Win || r.result == RoundResult::Draw ||
         r.result == RoundResult::Loss;
}

// C2: a PAB, a match won by forfeit or a full-point bye bars the PAB.
bool barsBye(RoundResult result) {
  return result == RoundResult::PairingBye || result == RoundResult::ForfeitWin ||
         result == RoundResult::FullPointBye;
}

}  // namespace

bool TeamSwissField::met(int a, int b) const {
  return std::ranges::find(entrants[a].opponents, entrants[b].number) !=
         entrants[a].opponents.end();
}

std::expected<TeamSwissField, tournament::TeamRoundsError> teamSwissField(
    const tournament::TournamentState& state, const tournament::TeamEvent& event, int round) {
  const auto rounds = tournament::teamRounds(state, event, round - 1);
  if (!rounds) return std::unexpected(rounds.error());
  const auto& settings = event.settings;
  const bool gamePrimary = settings.primary == tournament::PrimaryScore::GamePoints;
  const auto primaryOf = [&](const tournament::TeamRound& r) {
    return gamePrimary ? r.gamePoints : r.matchPoints;
  };
  // Primary scores before each round, by team: before[t][r - 1].
  std::vector<std::vector<tournament::HalfPoints>> before(rounds->size());
  for (std::size_t t = 0; t < rounds->size(); ++t) {
    tournament::HalfPoints sum = 0;
    for (const auto& r : (*rounds)[t]) {
      before[t].push_back(sum);
      sum += primaryOf(r);
    }
    before[t].push_back(sum);
  }
  TeamSwissField field;
  field.round = round;
  field.totalRounds = state.totalRounds;
  field.initialColour = state.firstColor.value_or(tournament::Color::White);
  field.colourPreferences = settings.colourPreferences;
  field.secondaryScoreForColours = settings.secondaryScoreForColours;
  const bool lastRound = state.totalRounds > 0 && round >= state.totalRounds;
  for (const auto& team : event.teams) {
    const bool absent = std::ranges::any_of(
        event.byes, [&](const auto& b) { return b.team == team.number && b.round == round; });
    if (absent) continue;
    const auto& history = (*rounds)[team.number - 1];
    TeamSwissEntrant e;
    e.number = team.number;
    for (std::size_t r = 0; r < history.size(); ++r) {
      const auto& match = history[r];
      e.primary += primaryOf(match);
      e.secondary += gamePrimary ? match.matchPoints : match.gamePoints;
      if (barsBye(match.result)) e.mayGetBye = false;
      if (!played(match)) continue;
      ++e.matchesPlayed;
      e.opponents.push_back(match.opponent);
      if (match.color) e.colours.push_back(*match.color);
    }
    // 1.5: a floater plays an opponent with a different score (primary
    // scores before that round).
    if (!history.empty() && played(history.back()) && history.back().opponent > 0) {
      const auto last = history.size() - 1;
      e.floatedLastRound =
          before[team.number - 1][last] != before[history.back().opponent - 1][last];
    }
    e.colourDifference = colourDifference(e.colours);
    e.preference = teamColourPreference(e.colours, settings.colourPreferences, lastRound);
    field.entrants.push_back(std::move(e));
  }
  return field;
}

}  // namespace pairing
