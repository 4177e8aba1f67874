// SPDX-License-Identifier: MIT
#include "app/service/next_team_round.h"

namespace service {

std::expected<interchange::PairList, TeamPairingFailure> pairNextTeamRound(
    const tournament::TournamentState& state, const tournament::TeamEvent& event) {
  if (state.system != tournament::PairingSystem::RoundRobin)
    return std::unexpected(TeamPairingRefusal::SwissTeamSystem);
  const auto round = pairing::nextBergerRound(static_cast<int>(event.teams.size()),
                                              state.roundsRecorded(), state.totalRounds);
  if (!round) return std::unexpected(round.error());
  interchange::PairList list;
  for (const auto& b : round->boards) list.boards.push_back({b.white, b.black});
  list.bye = round->bye;
  return list;
}

}  // namespace service
