// SPDX-License-Identifier: MIT
// Check-in before pairing: who is present for the next round.
#include "domain/tournament/action_support.h"

#include <algorithm>
#include <set>

namespace tournament::actions {

Result applyCheckIn(const Event& event, const CheckIn& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto found = sectionOf(outcome, action.section);
  if (!found) return std::unexpected(found.error());
  Section& section = **found;
  const int next = static_cast<int>(section.rounds.size()) + 1;
  if (action.round < next) return refuse(ActionErrorCode::RoundAlreadyPaired, action.round);
  if (action.round > next) return refuse(ActionErrorCode::RoundNotNext, action.round);
  if (action.round > section.settings.rounds)
    return refuse(ActionErrorCode::RoundBeyondSchedule, action.round);
  const int limit = action.withdrawAfterAbsences.value_or(section.settings.withdrawAfterAbsences);
  const std::vector<int>& named = action.absent ? *action.absent : action.present;
  for (const int number : named)
    if (section.playerByNumber(number) == nullptr)
      return refuse(ActionErrorCode::NoSuchPlayer, number);
  std::set<int> present(action.present.begin(), action.present.end());
  if (action.absent) {
    present.clear();
    const std::set<int> absent(action.absent->begin(), action.absent->end());
    for (const Player& player : section.players)
      if (!absent.contains(player.pairingNumber)) present.insert(player.pairingNumber);
  }
  for (Player& player : section.players) {
    // Only players who could be paired: withdrawn players, late entries
    // and requested byes stay as they are.
    if (!player.availableIn(action.round) || present.contains(player.pairingNumber)) continue;
    // C.04.2 3.3: a known absence scores zero.
    player.requestedByes.push_back({action.round, ByeKind::ZeroPoint});
    std::ranges::sort(player.requestedByes, {}, &RequestedBye::round);
    outcome.notices.push_back({NoticeCode::AbsentAtCheckIn, player.pairingNumber});
    const auto absences = std::ranges::count_if(player.requestedByes, [&](const RequestedBye& b) {
      return b.kind == ByeKind::ZeroPoint && b.round <= action.round;
    });
    if (limit > 0 && absences >= limit && action.round < section.settings.rounds) {
      player.withdrawnFromRound = action.round + 1;
      outcome.notices.push_back({NoticeCode::WithdrawnAfterAbsences, player.pairingNumber});
    }
  }
  return outcome;
}

}  // namespace tournament::actions
