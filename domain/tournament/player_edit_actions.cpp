// SPDX-License-Identifier: MIT
// Edits after entry: correcting a player's registration, removing a
// registration made in error.
#include "domain/text/utf8.h"
#include "domain/tournament/action_support.h"
#include "domain/tournament/pairing_numbers.h"

#include <algorithm>

namespace tournament {

namespace actions {
namespace {

std::expected<Player*, ActionError> numbered(Section& section, int number) {
  for (auto& p : section.players)
    if (p.pairingNumber == number) return &p;
  return refuse(ActionErrorCode::NoSuchPlayer, number);
}

template <typename T>
void setIfGiven(T& field, const std::optional<T>& value) {
  if (value) field = *value;
}

bool everPaired(const Section& section, int id) {
  return std::ranges::any_of(section.rounds, [&](const Round& r) {
    return std::ranges::any_of(r.boards,
                               [&](const Board& b) { return b.white == id || b.black == id; }) ||
           std::ranges::any_of(r.byes, [&](const Bye& b) { return b.player == id; });
  });
}

}  // namespace

Result applyEditPlayer(const Event& event, const EditPlayer& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto section = sectionOf(outcome, action.section);
  if (!section) return std::unexpected(section.error());
  auto found = numbered(**section, action.pairingNumber);
  if (!found) return std::unexpected(found.error());
  Player& p = **found;
  setIfGiven(p.name, action.name);
  setIfGiven(p.fideId, action.fideId);
  setIfGiven(p.nationalId, action.nationalId);
  setIfGiven(p.title, action.title);
  setIfGiven(p.federation, action.federation);
  setIfGiven(p.birthDate, action.birthDate);
  setIfGiven(p.club, action.club);
  setIfGiven(p.sex, action.sex);
  setIfGiven(p.ratings.standard, action.standard);
  setIfGiven(p.ratings.rapid, action.rapid);
  setIfGiven(p.ratings.blitz, action.blitz);
  setIfGiven(p.ratings.national, action.national);
  setIfGiven(p.clubRatings.elo, action.clubElo);
  setIfGiven(p.clubRatings.eloGames, action.clubEloGames);
  setIfGiven(p.clubRatings.classPoints, action.classPoints);
  // The validator of registration (player_validation.h), on the fields
  // given: a field stored before it existed is left as it came.
  const auto given = [](const auto& field, auto check) -> std::optional<PlayerFieldError> {
    return field ? check(*field) : std::nullopt;
  };
  for (const auto& problem :
       {checkName(p.name), given(action.title, checkTitle), given(action.birthDate, checkBirthDate),
        given(action.fideId, checkFideId), given(action.federation, checkFederation)})
    if (problem) return refuseField(*problem, 0);
  for (const auto* text : {&p.club, &p.nationalId})
    if (text::invalidUtf8At(*text)) return refuse(ActionErrorCode::NameNotUtf8);
  if (action.fideId && p.fideId.find_first_not_of('0') != std::string::npos)
    for (const auto& other : (*section)->players)
      if (other.id != p.id && other.fideId == p.fideId)
        return refuse(ActionErrorCode::DuplicateFideId, other.pairingNumber);
  // C.04.2 art. 2: the initial ranking follows rating, title and name; it
  // is revised while no round is paired. Once round 1 is paired the
  // numbers are in the pairings and results, so they stay; numbers drawn
  // by lot (C.05) stay too.
  if ((*section)->rounds.empty() && !(*section)->numbersByLot &&
      assignPairingNumbers((*section)->players, (*section)->settings.rate))
    outcome.notices.push_back({NoticeCode::PairingNumbersChanged, 0});
  return outcome;
}

Result applyUpdateRatings(const Event& event, const UpdateRatings& action) {
  const Section* section = event.section(action.section);
  if (section == nullptr) return refuse(ActionErrorCode::NoSuchSection);
  if (!section->rounds.empty() && !action.force)
    return refuse(ActionErrorCode::RatingsUsedByPairing, static_cast<int>(section->rounds.size()));
  // The players by id: an edit before round 1 may renumber the others.
  std::vector<int> ids;
  for (const EditPlayer& edit : action.edits) {
    const Player* player = section->playerByNumber(edit.pairingNumber);
    if (player == nullptr) return refuse(ActionErrorCode::NoSuchPlayer, edit.pairingNumber);
    ids.push_back(player->id);
  }
  ActionOutcome outcome{event, {}, {}, {}};
  bool renumbered = false;
  for (std::size_t i = 0; i < action.edits.size(); ++i) {
    EditPlayer edit = action.edits[i];
    edit.section = action.section;
    edit.pairingNumber = outcome.event.section(action.section)->player(ids[i])->pairingNumber;
    auto next = applyEditPlayer(outcome.event, edit);
    if (!next)
      return std::unexpected(ActionError{next.error().code, action.edits[i].pairingNumber});
    for (const Notice& notice : next->notices) {
      if (notice.code == NoticeCode::PairingNumbersChanged)
        renumbered = true;
      else
        outcome.notices.push_back(notice);
    }
    outcome.event = std::move(next->event);
  }
  if (renumbered) outcome.notices.push_back({NoticeCode::PairingNumbersChanged, 0});
  return outcome;
}

// A registration made in error is removed only if the player never
// appeared in a paired round (C.04.2 3.2: a player who has played is
// withdrawn instead, so the history stays true). The numbers are then
// closed up as registration would number them: revised while at most three
// rounds are paired (C.04.2 art. 2, as in applyAddPlayers) unless they were
// drawn by lot (C.05), otherwise the numbers above the removed one move
// down by one (never-paired late entries, normally the highest numbers).
Result applyRemovePlayer(const Event& event, const RemovePlayer& action) {
  ActionOutcome outcome{event, {}, {}, {}};
  auto section = sectionOf(outcome, action.section);
  if (!section) return std::unexpected(section.error());
  Section& s = **section;
  auto found = numbered(s, action.pairingNumber);
  if (!found) return std::unexpected(found.error());
  if (everPaired(s, (*found)->id))
    return refuse(ActionErrorCode::PlayerHasBeenPaired, action.pairingNumber);
  const int removed = (*found)->id;
  std::erase_if(s.forbiddenPairs,
                [&](const ForbiddenPair& p) { return p.first == removed || p.second == removed; });
  std::erase_if(s.players,
                [&](const Player& p) { return p.pairingNumber == action.pairingNumber; });
  if (static_cast<int>(s.rounds.size()) <= LastRoundAllowingRenumbering && !s.numbersByLot) {
    if (assignPairingNumbers(s.players, s.settings.rate))
      outcome.notices.push_back({NoticeCode::PairingNumbersChanged, 0});
    return outcome;
  }
  bool closed = false;
  for (auto& p : s.players)
    if (p.pairingNumber > action.pairingNumber) {
      --p.pairingNumber;
      closed = true;
    }
  if (closed) outcome.notices.push_back({NoticeCode::NumbersClosedUp, action.pairingNumber});
  return outcome;
}

}  // namespace actions
}  // namespace tournament
