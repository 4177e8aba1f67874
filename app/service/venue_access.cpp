// SPDX-License-Identifier: MIT
#include "app/service/venue_access.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

namespace service {
namespace {

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  return text;
}

std::optional<int> wholeNumber(std::string_view text) {
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || value < 1) return std::nullopt;
  return value;
}

}  // namespace

std::string_view roleCode(VenueRole role) {
  switch (role) {
    case VenueRole::Chief:
      return "chief";
    case VenueRole::Deputy:
      return "deputy";
    case VenueRole::Organizer:
      return "organizer";
    case VenueRole::Player:
      return "player";
  }
  return "player";
}

std::optional<VenueRole> parseRole(std::string_view code) {
  for (const VenueRole role :
       {VenueRole::Chief, VenueRole::Deputy, VenueRole::Organizer, VenueRole::Player})
    if (roleCode(role) == code) return role;
  return std::nullopt;
}

std::optional<std::vector<AreaPart>> parseArea(std::string_view text) {
  std::vector<AreaPart> parts;
  while (!trimmed(text).empty()) {
    const std::size_t comma = text.find(',');
    const std::string_view item = trimmed(text.substr(0, comma));
    text.remove_prefix(comma == std::string_view::npos ? text.size() : comma + 1);
    const std::size_t colon = item.rfind(':');
    AreaPart part{std::string(trimmed(item.substr(0, colon))), 0, 0};
    if (part.section.empty()) return std::nullopt;
    if (colon != std::string_view::npos) {
      const std::string_view range = trimmed(item.substr(colon + 1));
      const std::size_t dash = range.find('-');
      const auto first = wholeNumber(range.substr(0, dash));
      const auto last =
          dash == std::string_view::npos ? first : wholeNumber(range.substr(dash + 1));
      if (!first || !last || *first > *last) return std::nullopt;
      part.first = *first;
      part.last = *last;
    }
    parts.push_back(std::move(part));
  }
  return parts;
}

std::string auditSignature(const VenueAccount& account, const std::string& station) {
  return fmt::format("{} ({}, {})", account.name, roleCode(account.role), station);
}

bool mayEnterResult(const VenueAccount& account, std::string_view section, int board) {
  if (account.role == VenueRole::Chief) return true;
  if (account.role != VenueRole::Deputy) return false;
  return std::any_of(account.area.begin(), account.area.end(), [&](const AreaPart& part) {
    return part.section == section &&
           (part.first == 0 || (board >= part.first && board <= part.last));
  });
}

bool maySeeBoard(const VenueAccount& account, const tournament::Section& section, int round,
                 int board) {
  if (account.role != VenueRole::Player)
    return account.role != VenueRole::Deputy ||
           mayEnterResult(account, section.settings.name, board);
  const tournament::Round* played = section.round(round);
  const tournament::Board* game = played ? played->board(board) : nullptr;
  return game != nullptr && (game->white == account.playerId || game->black == account.playerId);
}

}  // namespace service
