// SPDX-License-Identifier: MIT
#include "app/service/next_team_round.h"

namespace service {

std::expected<interchange::PairList, TeamPairingFailure> pairNextTeamRound(
    const tournament::TournamentState& state, const tournament::TeamEvent& event,
    pairing::TeamSwissExplanation* explanation) {
  interchange::PairList list;
  if (state.system != tournament::PairingSystem::RoundRobin) {
    auto round = pairing::pairNextTeamSwissRound(state, event);
    if (!round) return std::unexpected(round.error());
    for (const auto& m : round->matches) list.boards.push_back({m.white, m.black});
    if (round->bye > 0) list.bye = round->bye;
    if (explanation) *explanation = std::move(round->explanation);
    return list;
  }
  const auto round = pairing::nextBergerRound(static_cast<int>(event.teams.size()),
                                              state.roundsRecorded(), state.totalRounds);
  if (!round) return std::unexpected(round.error());
  for (const auto& b : round->boards) list.boards.push_back({b.white, b.black});
  list.bye = round->bye;
  return list;
}

}  // namespace service
