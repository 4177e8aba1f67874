// SPDX-License-Identifier: MIT
// Edits after entry: a section's settings changed after creation, without
// falsifying what has been recorded under them.
#include "domain/text/utf8.h"
#include "domain/tournament/action_support.h"
#include "domain/tournament/pairing_numbers.h"
#include "domain/tournament/system_settings.h"

#include <algorithm>

namespace tournament::actions {

Result applyEditSection(const Event& event, const EditSection& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto section = sectionOf(outcome, action.section);
  if (!section) return std::unexpected(section.error());
  Section& s = **section;
  const SectionSettings& before = s.settings;
  const SectionSettings& after = action.settings;
  if (after.name.empty()) return refuse(ActionErrorCode::NameEmpty);
  if (text::invalidUtf8At(after.name)) return refuse(ActionErrorCode::NameNotUtf8);
  if (after.name != before.name && event.section(after.name) != nullptr)
    return refuse(ActionErrorCode::SectionExists);
  const int paired = static_cast<int>(s.rounds.size());
  if (after.rounds < paired) return refuse(ActionErrorCode::RoundsBelowPaired, paired);
  if (after.rounds < 1 || after.rounds > 99)
    return refuse(ActionErrorCode::BadRoundCount, after.rounds);
  // The pairings made so far were made by this system (C.04.1 / C.05).
  if (paired > 0 && after.pairing != before.pairing)
    return refuse(ActionErrorCode::SettingFixedByPairing);
  // C.04.3 5.2.5: round 1's colours were allocated with the drawn colour.
  if (paired > 0 && after.initialColour != before.initialColour)
    return refuse(ActionErrorCode::InitialColourFixedByPairing);
  // classic 10.12 "对所增加的回合数和有关局面,组织者必须在赛前明确宣布": the
  // extended counts are announced before the event, so fixed once round 1
  // is paired.
  if (paired > 0 && after.fiftyMoveExtensions != before.fiftyMoveExtensions)
    return refuse(ActionErrorCode::FiftyExtensionFixedBeforePlay);
  // C.04.7: the virtual points of the rounds paired so far came from it.
  if (paired > 0 && after.acceleration != before.acceleration)
    return refuse(ActionErrorCode::AccelerationFixedByPairing);
  // C.04.3: the rounds paired so far were paired by the edition's criteria.
  if (paired > 0 && after.edition != before.edition)
    return refuse(ActionErrorCode::EditionFixedByPairing);
  if (auto refused = pairingSettingsRefusal(after)) return std::unexpected(*refused);
  // C.05 Annex 1: a round robin pairs everyone with everyone.
  if (after.pairing == PairingSystem::RoundRobin && !s.forbiddenPairs.empty())
    return refuse(ActionErrorCode::ForbiddenPairInRoundRobin);
  // C.05 Annex 1: a round robin of n players plays whole cycles of n - 1
  // rounds (n even) or n (n odd, one rests each round).
  if (after.pairing == PairingSystem::RoundRobin && s.players.size() >= 2 &&
      (after.rounds != before.rounds || after.pairing != before.pairing)) {
    const int n = static_cast<int>(s.players.size());
    const int cycle = n % 2 == 0 ? n - 1 : n;
    if (after.rounds % cycle != 0) return refuse(ActionErrorCode::RoundRobinRounds, cycle);
  }
  // Results, penalties (Laws 7.5.5, 9.5.3, 12.9 clock effects by rate of
  // play) and late arrivals (6.7 default time) were judged under these.
  const bool results =
      std::any_of(s.rounds.begin(), s.rounds.end(), [](const Round& r) { return r.hasResults(); });
  if (results &&
      (after.rules != before.rules || after.rate != before.rate ||
       after.timeControl != before.timeControl ||
       after.defaultTimeMinutes != before.defaultTimeMinutes || after.scoring != before.scoring))
    return refuse(ActionErrorCode::SettingFixedByResults);
  if (after.withdrawAfterAbsences < 0 || after.withdrawAfterAbsences > 99)
    return refuse(ActionErrorCode::BadAbsenceLimit, after.withdrawAfterAbsences);
  // rules-reference §5: once left, FIDE mode cannot be re-entered.
  if (after.fideMode && !before.fideMode) return refuse(ActionErrorCode::NotInFideMode);
  s.settings = after;
  // C.04.2 art. 2: a Swiss numbers its players by the initial ranking; a
  // lot drawn while the section was a round robin (C.05) no longer holds.
  if (s.numbersByLot && after.pairing != PairingSystem::RoundRobin) {
    s.numbersByLot = false;
    if (assignPairingNumbers(s.players, after.rate))
      outcome.notices.push_back({NoticeCode::PairingNumbersChanged, 0});
  }
  return outcome;
}

}  // namespace tournament::actions
