// SPDX-License-Identifier: MIT
#include "domain/standings/team_view.h"

namespace standings {

using tournament::RoundResult;

TeamScore otherScore(TeamScore score) {
  return score == TeamScore::MatchPoints ? TeamScore::GamePoints : TeamScore::MatchPoints;
}

TeamScore primaryScore(const tournament::TeamSettings& settings) {
  return settings.primary == tournament::PrimaryScore::MatchPoints ? TeamScore::MatchPoints
                                                                   : TeamScore::GamePoints;
}

tournament::ScoringSystem teamScoring(const tournament::TeamSettings& settings, TeamScore score) {
  const bool mp = score == TeamScore::MatchPoints;
  const auto& m = settings.matchPoints;
  const int boards = settings.boards();
  tournament::ScoringSystem s;
  s.win = s.forfeitWin = s.fullPointBye = mp ? m.win : 2 * boards;
  s.draw = s.halfPointBye = mp ? m.draw : boards;
  s.loss = s.forfeitLoss = s.zeroPointBye = mp ? m.loss : 0;
  s.pairingBye = mp ? settings.pabMatchValue() : settings.pabGameValue();
  return s;
}

SectionView teamView(const std::vector<std::vector<tournament::TeamRound>>& rounds,
                     const tournament::TeamSettings& settings, TeamScore score, bool roundRobin,
                     Edition edition) {
  std::vector<std::vector<PlayerRound>> entrants;
  for (const auto& teamRounds : rounds) {
    auto& entrant = entrants.emplace_back();
    for (const auto& r : teamRounds) {
      PlayerRound round;
      round.result = r.result;
      round.opponent = tournament::hasOpponent(r.result) ? r.opponent : 0;
      round.game = round.opponent > 0 && tournament::isPlayedGame(r.result);
      round.pairingBye = r.result == RoundResult::PairingBye;
      // C.07 16.2: a forfeited match lost, a requested bye or an absence is
      // voluntary; a played match, the PAB, a forfeit win and a full bye not.
      round.voluntary = !round.game && !round.pairingBye && r.result != RoundResult::ForfeitWin &&
                        r.result != RoundResult::FullPointBye;
      round.points = score == TeamScore::MatchPoints ? r.matchPoints : r.gamePoints;
      round.color = round.game ? r.color : std::nullopt;
      entrant.push_back(round);
    }
  }
  return SectionView(std::move(entrants), teamScoring(settings, score), roundRobin, edition);
}

}  // namespace standings
