// SPDX-License-Identifier: MIT
// Event, section and player registration actions.
#include "domain/text/utf8.h"
#include "domain/tournament/action_support.h"
#include "domain/tournament/pairing_numbers.h"
#include "domain/tournament/system_settings.h"

#include <algorithm>

namespace tournament::actions {

Result applyCreateEvent(const Event& event, const CreateEvent& action) {
  if (!event.name.empty()) return refuse(ActionErrorCode::EventExists);
  if (action.name.empty()) return refuse(ActionErrorCode::EventNameEmpty);
  if (text::invalidUtf8At(action.name)) return refuse(ActionErrorCode::NameNotUtf8);
  ActionOutcome outcome{event, {}, {}, {}};
  outcome.event.name = action.name;
  return outcome;
}

Result applyAddSection(const Event& event, const AddSection& action) {
  if (action.settings.name.empty()) return refuse(ActionErrorCode::NameEmpty);
  if (text::invalidUtf8At(action.settings.name)) return refuse(ActionErrorCode::NameNotUtf8);
  if (event.section(action.settings.name) != nullptr) return refuse(ActionErrorCode::SectionExists);
  if (action.settings.rounds < 1 || action.settings.rounds > 99)
    return refuse(ActionErrorCode::BadRoundCount, action.settings.rounds);
  if (auto refused = pairingSettingsRefusal(action.settings)) return std::unexpected(*refused);
  // C.05: the numbers drawn by lot are a round robin's (a Swiss numbers by
  // the initial ranking, C.04.2 art. 2).
  if (action.numbersByLot && action.settings.pairing != PairingSystem::RoundRobin)
    return refuse(ActionErrorCode::LotNeedsRoundRobin);
  if (action.settings.withdrawAfterAbsences < 0 || action.settings.withdrawAfterAbsences > 99)
    return refuse(ActionErrorCode::BadAbsenceLimit, action.settings.withdrawAfterAbsences);
  ActionOutcome outcome{event, {}, {}, {}};
  Section section;
  for (const auto& s : event.sections) section.id = std::max(section.id, s.id);
  section.id += 1;
  section.settings = action.settings;
  section.numbersByLot = action.numbersByLot;
  auto content = importedContent(action, event.nextPlayerId());
  if (!content) return std::unexpected(content.error());
  section.players = std::move(content->players);
  section.rounds = std::move(content->rounds);
  if (!action.forbiddenPairs.empty() && action.settings.pairing == PairingSystem::RoundRobin)
    return refuse(ActionErrorCode::ForbiddenPairInRoundRobin);
  for (auto pair : action.forbiddenPairs) {
    const Player* first = section.playerByNumber(pair.first);
    const Player* second = section.playerByNumber(pair.second);
    if (first == nullptr || second == nullptr)
      return refuse(ActionErrorCode::NoSuchPlayer, first == nullptr ? pair.first : pair.second);
    if (first == second) return refuse(ActionErrorCode::ForbiddenPairWithSelf, pair.first);
    pair.first = std::min(first->id, second->id);
    pair.second = std::max(first->id, second->id);
    if (pair.lastRound == action.settings.rounds) pair.lastRound = 0;
    section.forbiddenPairs.push_back(pair);
  }
  outcome.event.sections.push_back(std::move(section));
  return outcome;
}

std::unexpected<ActionError> refuseField(const PlayerFieldError& error, int row) {
  const auto code = [&] {
    switch (error.code) {
      case PlayerFieldCode::NameEmpty:
        return ActionErrorCode::NameEmpty;
      case PlayerFieldCode::TextNotUtf8:
        return ActionErrorCode::NameNotUtf8;
      case PlayerFieldCode::BadTitle:
        return ActionErrorCode::BadTitle;
      case PlayerFieldCode::BadBirthDate:
        return ActionErrorCode::BadBirthDate;
      case PlayerFieldCode::BadFideId:
        return ActionErrorCode::BadFideId;
      case PlayerFieldCode::BadFederation:
        return ActionErrorCode::BadFederation;
    }
    return ActionErrorCode::NameEmpty;
  }();
  return std::unexpected(ActionError{code, row, error.suggestion});
}

namespace {

// The registered player `p` duplicates: same FIDE id; with `byBirth`, else
// the same name and birth date among the first `earlier` players (those
// registered before this action: namesakes in one list are two players).
// nullptr when none.
const Player* registeredAs(const std::vector<Player>& players, std::size_t earlier, const Player& p,
                           bool byBirth) {
  // TRF writes "0" for a player without a FIDE id.
  const bool hasId = p.fideId.find_first_not_of('0') != std::string::npos;
  for (std::size_t i = 0; i < players.size(); ++i) {
    const Player& other = players[i];
    if (hasId && other.fideId == p.fideId) return &other;
    if (byBirth && i < earlier && !hasId && other.name == p.name && other.birthDate == p.birthDate)
      return &other;
  }
  return nullptr;
}

}  // namespace

Result applyAddPlayers(const Event& event, const AddPlayers& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto section = sectionOf(outcome, action.section);
  if (!section) return std::unexpected(section.error());
  Section& s = **section;
  const int pairedRounds = static_cast<int>(s.rounds.size());
  const std::size_t before = s.players.size();
  int nextId = event.nextPlayerId();
  for (std::size_t i = 0; i < action.players.size(); ++i) {
    const int row =
        action.players.size() > 1 || action.skipRegistered ? static_cast<int>(i) + 1 : 0;
    Player player = action.players[i];
    if (auto error = validatePlayer(player)) return refuseField(*error, row);
    if (const Player* same = registeredAs(s.players, before, player, action.skipRegistered)) {
      if (action.skipRegistered) {
        outcome.notices.push_back({NoticeCode::AlreadyRegistered, row});
        continue;
      }
      return refuse(ActionErrorCode::DuplicateFideId, same->pairingNumber);
    }
    for (const auto& other : s.players)
      if (other.name == player.name) {
        outcome.notices.push_back({NoticeCode::DuplicateName, other.pairingNumber});
        break;
      }
    player.id = nextId++;
    player.pairingNumber = 0;
    player.entryRound = pairedRounds + 1;
    player.withdrawnFromRound = 0;
    s.players.push_back(std::move(player));
  }
  const std::size_t added = s.players.size() - before;
  if (added == 0) return outcome;
  if (pairedRounds > 0) outcome.notices.push_back({NoticeCode::LateEntry, pairedRounds + 1});
  if (s.numbersByLot) {
    // C.05: the numbers drawn by lot stay; the new players follow them.
    int number = static_cast<int>(before);
    for (auto& p : s.players)
      if (p.pairingNumber == 0) {
        p.pairingNumber = ++number;
        outcome.notices.push_back({NoticeCode::NumberAfterLot, number});
      }
  } else if (pairedRounds == 0 || (action.rerank && pairedRounds <= LastRoundAllowingRenumbering)) {
    if (assignPairingNumbers(s.players, s.settings.rate))
      outcome.notices.push_back({NoticeCode::PairingNumbersChanged, 0});
  } else {
    // Once round 1 is paired the numbers on the printed sheets stay; the
    // late entry takes the next one (C.04.2 art. 2: an "appropriate" number).
    int number = static_cast<int>(before);
    for (auto& p : s.players)
      if (p.pairingNumber == 0) p.pairingNumber = ++number;
  }
  return outcome;
}

namespace {
std::expected<Player*, ActionError> playerByNumber(Section& section, int number) {
  for (auto& p : section.players)
    if (p.pairingNumber == number) return &p;
  return refuse(ActionErrorCode::NoSuchPlayer, number);
}
}  // namespace

// C.04.2 3.2: a withdrawn player is not paired again.
Result applyWithdraw(const Event& event, const WithdrawPlayer& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto section = sectionOf(outcome, action.section);
  if (!section) return std::unexpected(section.error());
  auto player = playerByNumber(**section, action.pairingNumber);
  if (!player) return std::unexpected(player.error());
  const int firstOpen = static_cast<int>((*section)->rounds.size()) + 1;
  if (action.fromRound < firstOpen)
    return refuse(ActionErrorCode::WithdrawFromPairedRound, firstOpen);
  if ((*player)->withdrawnFromRound != 0)
    return refuse(ActionErrorCode::AlreadyWithdrawn, action.pairingNumber);
  (*player)->withdrawnFromRound = action.fromRound;
  return outcome;
}

// C.04.2 3.3: a known absence; half-point byes where the rules allow them.
// The player's half-point byes, taken in paired rounds or requested,
// other than the one for `round`.
int halfPointByesBesides(const Section& section, const Player& player, int round) {
  int count = 0;
  for (const auto& r : section.rounds)
    for (const auto& bye : r.byes)
      count += bye.player == player.id && bye.kind == ByeKind::HalfPoint ? 1 : 0;
  for (const auto& bye : player.requestedByes)
    count += bye.round != round && bye.kind == ByeKind::HalfPoint ? 1 : 0;
  return count;
}

Result applyLeaveFideMode(const Event& event, const LeaveFideMode& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto section = sectionOf(outcome, action.section);
  if (!section) return std::unexpected(section.error());
  if (!(*section)->settings.fideMode) return refuse(ActionErrorCode::NotInFideMode);
  if (!action.confirmed) return refuse(ActionErrorCode::ConfirmationNeeded);
  (*section)->settings.fideMode = false;
  return outcome;
}

namespace {

// C.04.2 2.4: a late entry scores nothing in a round he missed "unless the
// rules say otherwise"; where the event's regulations do (the arbiter
// states it), the bye asked for stands in that round's byes. Zero-point or
// cancelled: the bye is taken away again (he scores zero there anyway).
Result missedRoundBye(const Event& event, ActionOutcome outcome, Section& section,
                      const Player& player, const RequestBye& action) {
  if (action.kind == ByeKind::PairingAllocated)
    return refuse(ActionErrorCode::PlayerNotAvailable, action.pairingNumber);
  const bool awarded = !action.cancel && action.kind != ByeKind::ZeroPoint;
  if (awarded && !action.rulesAllow)
    return refuse(ActionErrorCode::MissedRoundByeNeedsRules, action.round);
  auto& byes = section.round(action.round)->byes;
  std::erase_if(byes, [&](const Bye& bye) { return bye.player == player.id; });
  if (awarded) {
    if (action.kind == ByeKind::FullPoint)
      outcome.notices.push_back({NoticeCode::FullPointByeDeprecated, action.round});
    if (action.kind == ByeKind::HalfPoint && section.settings.fideMode &&
        halfPointByesBesides(section, player, action.round) > 0)
      outcome.notices.push_back({NoticeCode::SecondHalfPointBye, action.pairingNumber});
    byes.push_back({player.id, action.kind});
    std::ranges::sort(byes, {}, &Bye::player);
  }
  return unlessPairedOn(event, std::move(outcome), action.force);
}

}  // namespace

Result applyRequestBye(const Event& event, const RequestBye& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto section = sectionOf(outcome, action.section);
  if (!section) return std::unexpected(section.error());
  auto player = playerByNumber(**section, action.pairingNumber);
  if (!player) return std::unexpected(player.error());
  if (action.round < (*player)->entryRound &&
      action.round <= static_cast<int>((*section)->rounds.size()))
    return missedRoundBye(event, std::move(outcome), **section, **player, action);
  if (action.round <= static_cast<int>((*section)->rounds.size()))
    return refuse(ActionErrorCode::RoundAlreadyPaired, action.round);
  if (action.round > (*section)->settings.rounds)
    return refuse(ActionErrorCode::RoundBeyondSchedule, action.round);
  if (action.kind == ByeKind::PairingAllocated && !action.cancel)
    return refuse(ActionErrorCode::PlayerNotAvailable, action.pairingNumber);
  // C.04.2 3.2: a withdrawn player is out of the rounds from then on; a bye
  // would score points for rounds he does not play.
  if (const int from = (*player)->withdrawnFromRound;
      from != 0 && action.round >= from && !action.cancel)
    return refuse(ActionErrorCode::ByeAfterWithdrawal, from);
  if (action.kind == ByeKind::FullPoint && !action.cancel)
    outcome.notices.push_back({NoticeCode::FullPointByeDeprecated, action.round});
  if (action.kind == ByeKind::HalfPoint && !action.cancel && (*section)->settings.fideMode &&
      halfPointByesBesides(**section, **player, action.round) > 0)
    outcome.notices.push_back(
        {NoticeCode::SecondHalfPointBye, action.pairingNumber});  // rules-reference §5
  auto& byes = (*player)->requestedByes;
  std::erase_if(byes, [&](const RequestedBye& b) { return b.round == action.round; });
  if (!action.cancel) byes.push_back({action.round, action.kind});
  std::sort(byes.begin(), byes.end(),
            [](const auto& a, const auto& b) { return a.round < b.round; });
  return outcome;
}

}  // namespace tournament::actions
