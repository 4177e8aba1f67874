// SPDX-License-Identifier: MIT
// A national rating list as CSV, in the grammar of the player list.
#include "domain/interchange/rating_list.h"
#include "domain/tournament/player_csv.h"

#include <charconv>

namespace interchange {

std::expected<std::vector<RatingListEntry>, RatingListError> readNationalCsvList(
    std::string_view text) {
  auto players = tournament::readPlayerCsv(text);
  if (!players) {
    const auto& error = players.error();
    if (error.code == tournament::PlayerCsvErrorCode::Empty)
      return std::unexpected(RatingListError{RatingListErrorCode::Empty, error.line, error.column});
    return std::unexpected(RatingListError{RatingListErrorCode::BadCsv, error.line, error.column,
                                           static_cast<std::uint8_t>(error.code)});
  }
  std::vector<RatingListEntry> entries;
  entries.reserve(players->size());
  int line = 1;
  for (const auto& player : *players) {
    ++line;
    RatingListEntry entry;
    if (!player.fideId.empty()) {
      const auto& id = player.fideId;
      const auto [ptr, ec] = std::from_chars(id.data(), id.data() + id.size(), entry.fideId);
      if (ec != std::errc{} || ptr != id.data() + id.size() || entry.fideId == 0)
        return std::unexpected(RatingListError{RatingListErrorCode::BadId, line, 0});
    }
    entry.nationalId = player.nationalId;
    entry.name = player.name;
    entry.federation = player.federation;
    entry.sex = player.sex == tournament::Sex::Male     ? 'M'
                : player.sex == tournament::Sex::Female ? 'F'
                                                        : ' ';
    entry.title = player.title;
    entry.standard = static_cast<std::int16_t>(player.ratings.standard);
    entry.rapid = static_cast<std::int16_t>(player.ratings.rapid);
    entry.blitz = static_cast<std::int16_t>(player.ratings.blitz);
    entry.national = static_cast<std::int16_t>(player.ratings.national);
    if (player.birthDate.size() >= 4)
      entry.birthYear = static_cast<std::int16_t>(std::stoi(player.birthDate.substr(0, 4)));
    entries.push_back(std::move(entry));
  }
  if (entries.empty()) return std::unexpected(RatingListError{RatingListErrorCode::Empty, 1, 0});
  return entries;
}

}  // namespace interchange
