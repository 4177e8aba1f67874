// SPDX-License-Identifier: MIT
#include "domain/tournament/later_pairings.h"

#include <algorithm>

namespace tournament {

namespace {

// True when `after` alters round `before`: a final result replaced or
// cleared, or the byes changed.
bool altered(const Round& before, const Round& after) {
  if (before.byes != after.byes) return true;
  return std::ranges::any_of(before.boards, [&](const Board& board) {
    const Board* now = after.board(board.number);
    return now == nullptr || (isFinal(board.result) && now->result != board.result);
  });
}

std::optional<PairedOn> pairedOn(const Section& before, const Section& after) {
  const int common = static_cast<int>(std::min(before.rounds.size(), after.rounds.size()));
  for (int round = 1; round < common; ++round)
    if (altered(*before.round(round), *after.round(round)))
      return PairedOn{after.settings.name, round, common};
  return std::nullopt;
}

}  // namespace

std::optional<PairedOn> pairingsMadeOn(const Event& before, const Event& after) {
  for (const Section& changed : after.sections) {
    const auto same = std::ranges::find(before.sections, changed.id, &Section::id);
    if (same == before.sections.end()) continue;
    if (auto found = pairedOn(*same, changed)) return found;
  }
  return std::nullopt;
}

}  // namespace tournament
