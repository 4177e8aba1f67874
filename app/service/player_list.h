// SPDX-License-Identifier: MIT
#pragma once

// A list of players to register in a section, as an organizer brings it: a
// CSV file (player_csv.h) or another program's TRF (its player records).

#include "app/service/event_session.h"
#include "app/service/text_decoding.h"
#include "domain/interchange/trf_reader.h"
#include "domain/tournament/player.h"
#include "domain/tournament/player_csv.h"
#include "domain/tournament/section.h"

#include <cstddef>
#include <cstdint>
#include <expected>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace service {

struct PlayerList {
  std::vector<tournament::Player> players;
  bool semicolons = false;                     // a CSV whose fields are separated by ';'
  TextEncoding encoding = TextEncoding::Utf8;  // the CSV's, as decodeText read it
};

// Why the list cannot be read: the CSV's or the TRF's error, with its place.
using PlayerListError = std::variant<tournament::PlayerCsvError, interchange::TrfError>;

// True when the file is read as TRF: named .trf/.txt, or beginning with a
// TRF record (012 or 001).
bool isTrfList(std::string_view fileName, std::string_view text);

// Reads the players of `text` (TRF or CSV, as isTrfList decides; a CSV in
// any encoding decodeText reads). A TRF
// rating goes to the section's `rate`; its fields are read as a TRF means
// them (title "g", birth "1987/09/23"), as `trf import` reads them.
std::expected<PlayerList, PlayerListError> readPlayerList(std::string_view fileName,
                                                          std::string_view text,
                                                          tournament::RateOfPlay rate);

// What importing a row would do.
enum class ImportRowStatus : std::uint8_t {
  Added,              // registered with the next pairing number
  AlreadyRegistered,  // matches a registered player or an earlier row: skipped
  Refused,            // not valid (a field, a FIDE id registered twice): not stored
};
struct ImportRow {
  tournament::Player player;
  ImportRowStatus status = ImportRowStatus::Added;
  std::optional<tournament::ActionError> refusal;  // Refused: why
  // Added: the pairing number of a registered player (or earlier row) of the
  // same name, to be checked as a possible duplicate (a list without FIDE
  // ids and birth dates cannot tell).
  std::optional<int> sameNameAs;
};

// What importing `players` into `section` would do, row by row, as the
// domain would decide it for the rows in order (nothing is stored): the
// preview an organizer checks before importPlayers(), which is then given
// the rows marked Added. NoSuchSection when the section is not there.
std::expected<std::vector<ImportRow>, tournament::ActionError> previewImport(
    const tournament::Event& event, const std::string& section,
    const std::vector<tournament::Player>& players);

// What an import stored: the action's audit row and notices, and how many
// players it added.
struct ImportedPlayers {
  persistence::Applied applied;
  std::size_t registered = 0;
};

// Registers `players` in `section` in `who`'s name (one transaction): each
// is validated; a row matching a registered player (same FIDE id, else name
// and birth date) is skipped with a notice, so importing a list twice does
// not double the field.
std::expected<ImportedPlayers, tournament::ActionError> importPlayers(
    EventSession& session, const std::string& section, std::vector<tournament::Player> players,
    const std::string& who);

}  // namespace service
