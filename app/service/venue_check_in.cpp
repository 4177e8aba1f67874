// SPDX-License-Identifier: MIT
#include "app/service/venue_check_in.h"

#include <algorithm>

namespace service {
namespace {

bool keepsTheTable(const VenueAccount& account) {
  return account.role == VenueRole::Chief || account.role == VenueRole::Organizer;
}

bool isMarked(const std::vector<persistence::CheckInMark>& marks, int playerId) {
  return std::any_of(marks.begin(), marks.end(), [&](const persistence::CheckInMark& mark) {
    return mark.playerId == playerId;
  });
}

}  // namespace

int roundToCheckIn(const tournament::Section& section) {
  const int next = static_cast<int>(section.rounds.size()) + 1;
  return next <= section.settings.rounds ? next : 0;
}

std::expected<std::vector<SectionCheckIn>, VenueError> checkInList(persistence::CheckInStore& store,
                                                                   const tournament::Event& event,
                                                                   const VenueAccount& account) {
  if (!keepsTheTable(account) && account.role != VenueRole::Player)
    return std::unexpected(VenueError{VenueErrorCode::Forbidden});
  std::vector<SectionCheckIn> list;
  for (const auto& section : event.sections) {
    const int round = roundToCheckIn(section);
    if (round == 0) continue;
    const auto marks = store.marks(section.settings.name, round);
    SectionCheckIn sectionList{section.settings.name, round, {}};
    for (const auto& player : section.players) {
      if (!player.availableIn(round)) continue;
      if (!keepsTheTable(account) && player.id != account.playerId) continue;
      sectionList.players.push_back(
          CheckInRow{player.id, player.pairingNumber, player.name, isMarked(marks, player.id)});
    }
    std::sort(sectionList.players.begin(), sectionList.players.end(),
              [](const CheckInRow& a, const CheckInRow& b) { return a.number < b.number; });
    if (!sectionList.players.empty()) list.push_back(std::move(sectionList));
  }
  return list;
}

std::expected<void, VenueError> markPresent(persistence::CheckInStore& store,
                                            const tournament::Event& event,
                                            const VenueAccount& account, int playerId, bool present,
                                            const std::string& now) {
  if (!keepsTheTable(account) &&
      !(account.role == VenueRole::Player && account.playerId == playerId))
    return std::unexpected(VenueError{VenueErrorCode::Forbidden});
  for (const auto& section : event.sections) {
    const tournament::Player* player = section.player(playerId);
    if (player == nullptr) continue;
    const int round = roundToCheckIn(section);
    if (round == 0) return std::unexpected(VenueError{VenueErrorCode::NoRoundToCheckIn});
    if (!player->availableIn(round))
      return std::unexpected(VenueError{VenueErrorCode::NotAvailable});
    if (present)
      store.mark(
          persistence::CheckInMark{section.settings.name, round, playerId, account.name, now});
    else
      store.unmark(section.settings.name, round, playerId);
    return {};
  }
  return std::unexpected(VenueError{VenueErrorCode::NoSuchPlayer});
}

std::expected<persistence::Applied, CheckInError> applyCheckIn(EventSession& session,
                                                               persistence::CheckInStore& store,
                                                               const VenueAccount& account,
                                                               const std::string& section,
                                                               const std::string& station) {
  if (!keepsTheTable(account)) return std::unexpected(VenueError{VenueErrorCode::Forbidden});
  const tournament::Section* checked = session.event().section(section);
  if (checked == nullptr)
    return std::unexpected(tournament::ActionError{tournament::ActionErrorCode::NoSuchSection});
  const int round = roundToCheckIn(*checked);
  if (round == 0) return std::unexpected(VenueError{VenueErrorCode::NoRoundToCheckIn});
  std::vector<int> present;
  for (const auto& mark : store.marks(section, round))
    if (const tournament::Player* player = checked->player(mark.playerId))
      present.push_back(player->pairingNumber);
  if (present.empty()) return std::unexpected(VenueError{VenueErrorCode::NoneCheckedIn});
  auto applied =
      session.apply(tournament::CheckIn{section, round, present}, auditSignature(account, station));
  if (!applied) return std::unexpected(applied.error());
  return *applied;
}

}  // namespace service
