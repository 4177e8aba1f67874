// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/player.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tournament {

// What is wrong with one field of a registration. One validator for every
// way in (player add, player edit, the CSV and TRF imports).
enum class PlayerFieldCode : std::uint8_t {
  NameEmpty,      // blank, or only spaces
  TextNotUtf8,    // the name, club or an id is not valid UTF-8, or holds a control character
  BadTitle,       // not one of FIDE's titles: GM IM FM CM WGM WIM WFM WCM
  BadBirthDate,   // not YYYY or YYYY-MM-DD, or not a date of the calendar (2001-02-30)
  BadFideId,      // not 1 to 11 digits (C.04 Annex 2 columns 58-68)
  BadFederation,  // not a code of the FIDE/IOC list (federations.h)
};

enum class PlayerField : std::uint8_t {
  Name,
  Title,
  BirthDate,
  FideId,
  Federation,
  Club,
  NationalId
};

// A refused field: what, which field, and a suggestion when one fits ("CHN"
// for "CHINA", "GM" for "gm"); empty otherwise.
struct PlayerFieldError {
  PlayerFieldCode code{};
  PlayerField field{};
  std::string suggestion;
};

// Each check returns nullopt for an acceptable value. Empty is acceptable
// for every field but the name.
std::optional<PlayerFieldError> checkName(std::string_view name);
std::optional<PlayerFieldError> checkTitle(std::string_view title);
std::optional<PlayerFieldError> checkBirthDate(std::string_view date);
std::optional<PlayerFieldError> checkFideId(std::string_view id);
std::optional<PlayerFieldError> checkFederation(std::string_view code);
// Free text (club, national id): valid UTF-8 without control characters.
std::optional<PlayerFieldError> checkClub(std::string_view club);
std::optional<PlayerFieldError> checkNationalId(std::string_view id);

// The first refused field of `player` (name, title, birth date, FIDE id,
// federation, club, national id), or nullopt.
std::optional<PlayerFieldError> validatePlayer(const Player& player);

// A field changed by readFieldsAsMeant: its value before and after.
struct PlayerFieldChange {
  PlayerField field{};
  std::string before;
  std::string after;  // empty: not kept
};

// For a file written by another program (TRF): each refused title, birth
// date, FIDE id or federation is replaced by the validator's suggestion (the
// old TRF title letters "g" "wf", "1987.09.23"), or cleared. The name is
// left for validatePlayer to refuse. Returns the changes, in field order.
std::vector<PlayerFieldChange> readFieldsAsMeant(Player& player);

// True when `date` is YYYY-MM-DD and a day of the Gregorian calendar.
bool isCalendarDate(std::string_view date);

}  // namespace tournament
