// SPDX-License-Identifier: MIT
#include "reports/round_pairings.h"

#include <algorithm>
#include <tuple>

namespace reports {

using tournament::Color;
using tournament::RoundResult;

RoundPairings roundPairings(const tournament::TournamentState& state, int round) {
  RoundPairings pairings{.round = round, .boards = {}, .absences = {}};
  if (round < 1) return pairings;
  const auto index = static_cast<std::size_t>(round - 1);
  for (const auto& player : state.players) {
    if (index >= player.rounds.size()) continue;
    const auto& entry = player.rounds[index];
    const tournament::PlayerRecord* opponent = state.player(entry.opponent);
    if (opponent == nullptr || !tournament::hasOpponent(entry.result)) {
      if (entry.result != RoundResult::NotPaired)
        pairings.absences.push_back({player.startNumber, entry.result});
      continue;
    }
    const bool white =
        entry.color ? *entry.color == Color::White : player.startNumber < opponent->startNumber;
    if (!white) continue;
    pairings.boards.push_back({.board = entry.board,
                               .white = player.startNumber,
                               .black = opponent->startNumber,
                               .whiteResult = entry.result,
                               .blackResult = index < opponent->rounds.size()
                                                  ? opponent->rounds[index].result
                                                  : RoundResult::Pending,
                               .whiteScore = state.scoreAfter(player, round - 1),
                               .blackScore = state.scoreAfter(*opponent, round - 1)});
  }
  // The stored board numbers are the truth when the source has them.
  if (std::ranges::all_of(pairings.boards, [](const BoardPairing& b) { return b.board > 0; })) {
    std::ranges::sort(pairings.boards, {}, &BoardPairing::board);
    return pairings;
  }
  // Otherwise (a TRF) C.04.2 3.6: higher score of the pair first, then the
  // sum, then the higher-ranked (here: smaller start number) player.
  auto key = [](const BoardPairing& b) {
    return std::tuple(-std::max(b.whiteScore, b.blackScore), -(b.whiteScore + b.blackScore),
                      std::min(b.white, b.black));
  };
  std::ranges::sort(pairings.boards, [&](const auto& a, const auto& b) { return key(a) < key(b); });
  for (std::size_t i = 0; i < pairings.boards.size(); ++i)
    pairings.boards[i].board = static_cast<int>(i) + 1;
  return pairings;
}

}  // namespace reports
