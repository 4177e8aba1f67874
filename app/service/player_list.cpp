// SPDX-License-Identifier: MIT
#include "app/service/player_list.h"

#include "domain/tournament/player_validation.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace service {
namespace {

// A TRF player record as a registration: the rating goes to the section's
// rate.
tournament::Player fromTrf(const tournament::PlayerRecord& r, tournament::RateOfPlay rate) {
  tournament::Player p;
  p.name = r.name;
  p.title = r.title;
  p.federation = r.federation;
  p.fideId = r.fideId;
  p.birthDate = r.birthDate;
  std::replace(p.birthDate.begin(), p.birthDate.end(), '/', '-');
  tournament::readFieldsAsMeant(p);  // TRF forms ("g", "1987.09.23"), as `trf import` reads them
  p.sex = r.sex == 'm'                   ? tournament::Sex::Male
          : r.sex == 'w' || r.sex == 'f' ? tournament::Sex::Female
                                         : tournament::Sex::Unknown;
  (rate == tournament::RateOfPlay::Rapid   ? p.ratings.rapid
   : rate == tournament::RateOfPlay::Blitz ? p.ratings.blitz
                                           : p.ratings.standard) = r.rating;
  return p;
}

}  // namespace

bool isTrfList(std::string_view fileName, std::string_view text) {
  std::string lower(fileName);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return lower.ends_with(".trf") || lower.ends_with(".txt") || text.starts_with("012 ") ||
         text.starts_with("001 ");
}

std::expected<PlayerList, PlayerListError> readPlayerList(std::string_view fileName,
                                                          std::string_view text,
                                                          tournament::RateOfPlay rate) {
  PlayerList list;
  if (isTrfList(fileName, text)) {
    auto document = interchange::readTrf(text);
    if (!document) return std::unexpected(PlayerListError{document.error()});
    for (const auto& record : document->state.players)
      list.players.push_back(fromTrf(record, rate));
    return list;
  }
  const auto decoded = decodeText(text);
  // Undecodable: the CSV reader places the first byte that is not UTF-8.
  const std::string_view csv = decoded ? std::string_view(decoded->utf8) : text;
  auto read = tournament::readPlayerCsv(csv);
  if (!read) return std::unexpected(PlayerListError{read.error()});
  list.players = std::move(*read);
  list.semicolons = tournament::csvSeparator(csv) == ';';
  list.encoding = decoded->encoding;
  return list;
}

std::expected<std::vector<ImportRow>, tournament::ActionError> previewImport(
    const tournament::Event& event, const std::string& section,
    const std::vector<tournament::Player>& players) {
  if (event.section(section) == nullptr)
    return std::unexpected(tournament::ActionError{tournament::ActionErrorCode::NoSuchSection});
  std::vector<ImportRow> rows;
  tournament::Event growing = event;
  for (const auto& player : players) {
    ImportRow row;
    row.player = player;
    auto outcome =
        tournament::applyAction(growing, tournament::AddPlayers{section, {player}, true});
    if (!outcome) {
      row.status = ImportRowStatus::Refused;
      row.refusal = outcome.error();
    } else {
      const bool skipped = std::any_of(outcome->notices.begin(), outcome->notices.end(),
                                       [](const tournament::Notice& n) {
                                         return n.code == tournament::NoticeCode::AlreadyRegistered;
                                       });
      row.status = skipped ? ImportRowStatus::AlreadyRegistered : ImportRowStatus::Added;
      for (const auto& notice : outcome->notices)
        if (notice.code == tournament::NoticeCode::DuplicateName) row.sameNameAs = notice.detail;
      growing = std::move(outcome->event);
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

std::expected<ImportedPlayers, tournament::ActionError> importPlayers(
    EventSession& session, const std::string& section, std::vector<tournament::Player> players,
    const std::string& who) {
  const auto registeredIn = [&] {
    const auto* s = session.event().section(section);
    return s ? s->players.size() : std::size_t{0};
  };
  const std::size_t before = registeredIn();
  auto applied = session.apply(tournament::AddPlayers{section, std::move(players), true}, who);
  if (!applied) return std::unexpected(applied.error());
  return ImportedPlayers{std::move(*applied), registeredIn() - before};
}

}  // namespace service
