// SPDX-License-Identifier: MIT
// Prohibited pairings: two players of a section who must not meet (the
// tournament rules' family or club pairs), forbidden or allowed again.
#include "domain/tournament/action_support.h"

#include <algorithm>

namespace tournament::actions {

Result applyForbidPairing(const Event& event, const ForbidPairing& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto section = sectionOf(outcome, action.section);
  if (!section) return std::unexpected(section.error());
  Section& s = **section;
  const Player* first = s.playerByNumber(action.first);
  if (first == nullptr) return refuse(ActionErrorCode::NoSuchPlayer, action.first);
  const Player* second = s.playerByNumber(action.second);
  if (second == nullptr) return refuse(ActionErrorCode::NoSuchPlayer, action.second);
  if (first == second) return refuse(ActionErrorCode::ForbiddenPairWithSelf, action.first);
  auto& pairs = s.forbiddenPairs;
  const auto found = std::find_if(pairs.begin(), pairs.end(), [&](const ForbiddenPair& p) {
    return p.joins(first->id, second->id);
  });
  if (action.cancel) {
    if (found == pairs.end()) return refuse(ActionErrorCode::NoForbiddenPair);
    pairs.erase(found);
    return outcome;
  }
  // C.05 Annex 1: a round robin's tables pair everyone with everyone.
  if (s.settings.pairing == PairingSystem::RoundRobin)
    return refuse(ActionErrorCode::ForbiddenPairInRoundRobin);
  if (action.firstRound < 1 || action.firstRound > s.settings.rounds ||
      (action.lastRound != 0 &&
       (action.lastRound < action.firstRound || action.lastRound > s.settings.rounds)))
    return refuse(ActionErrorCode::BadForbiddenRounds, s.settings.rounds);
  ForbiddenPair pair{std::min(first->id, second->id), std::max(first->id, second->id),
                     action.firstRound,
                     action.lastRound == s.settings.rounds ? 0 : action.lastRound};
  if (found != pairs.end())
    *found = pair;
  else
    pairs.push_back(pair);
  return outcome;
}

}  // namespace tournament::actions
