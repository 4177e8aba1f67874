// SPDX-License-Identifier: MIT
#include "domain/pairing/tournament_checker.h"

#include "domain/pairing/pairing_player.h"

#include <algorithm>

namespace pairing {

using tournament::HalfPoints;
using tournament::TournamentState;

namespace {

// The tournament as it stood once round `round` was paired: later rounds
// and the byes planned for them left out.
TournamentState upTo(const TournamentState& state, int round) {
  TournamentState before = state;
  for (auto& p : before.players)
    if (static_cast<int>(p.rounds.size()) > round) p.rounds.resize(round);
  std::erase_if(before.plannedByes, [&](const auto& bye) { return bye.round > round; });
  return before;
}

}  // namespace

std::expected<TournamentCheck, CheckFailureCode> checkAllRounds(const TournamentState& state,
                                                                const DutchOptions& options) {
  const int last = roundToPair(state) - 1;
  if (last < 1) return std::unexpected(CheckFailureCode::NoPairedRound);
  TournamentCheck check;
  for (int round = 1; round <= last; ++round) {
    auto report = checkLastRound(upTo(state, round), options);
    if (report) check.rounds.push_back(std::move(*report));
  }
  // The stated points may or may not count the byes planned for the next
  // round already (JaVaFo's files do, bbpPairings' do not).
  std::vector<HalfPoints> points(state.players.size(), 0);
  for (std::size_t i = 0; i < state.players.size(); ++i) {
    const auto& p = state.players[i];
    points[i] = state.scoreAfter(p, last);
    HalfPoints planned = points[i];
    for (const auto& bye : state.plannedByes)
      if (bye.startNumber == p.startNumber) planned += state.scoring.pointsFor(bye.result);
    if (p.recordedPoints != points[i] && p.recordedPoints != planned)
      check.points.push_back({p.startNumber, p.recordedPoints, points[i]});
  }
  // Ranks follow the points (tie-breaks order only equal points): the
  // player ranked best among those with fewer points than `p` is named.
  for (std::size_t i = 0; i < state.players.size(); ++i) {
    const auto& p = state.players[i];
    if (p.recordedRank <= 0) continue;
    const tournament::PlayerRecord* above = nullptr;
    for (std::size_t j = 0; j < state.players.size(); ++j) {
      const auto& q = state.players[j];
      if (q.recordedRank > 0 && q.recordedRank < p.recordedRank && points[j] < points[i] &&
          (!above || q.recordedRank < above->recordedRank))
        above = &q;
    }
    if (above) check.ranks.push_back({p.startNumber, above->startNumber});
  }
  return check;
}

}  // namespace pairing
