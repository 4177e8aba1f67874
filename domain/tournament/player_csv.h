// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/player.h"

#include <cstdint>
#include <expected>
#include <string>
#include <string_view>
#include <vector>

namespace tournament {

enum class PlayerCsvErrorCode : std::uint8_t {
  Empty,          // no header line
  UnknownColumn,  // a header names a column not listed below
  DuplicateColumn,
  NoNameColumn,  // the header lacks "name"
  UnterminatedQuote,
  FieldCount,  // a line has more fields than the header
  EmptyName,
  NotUtf8,
  BadRating,      // not a whole number 0..4000
  BadSex,         // not m, f, w or empty
  BadDate,        // not YYYY-MM-DD (a calendar day), YYYY or empty
  BadTitle,       // not GM IM FM CM WGM WIM WFM WCM or empty
  BadFideId,      // not 1 to 11 digits
  BadFederation,  // not a FIDE/IOC code (hint: the code meant, e.g. CHN for CHINA)
  BadClubNumber,  // club_elo not 0..4000, club_elo_games not 0 or more, class_points not whole
  FieldTooLong,   // a field of more than 1000 bytes: longer than any real value
};

// A refusal with its 1-based line and column (of the field; of the byte
// for NotUtf8). Fields are checked by the registration validator
// (player_validation.h); `hint` is its suggestion, when one fits.
struct PlayerCsvError {
  PlayerCsvErrorCode code;
  int line = 0;
  int column = 0;
  std::string hint = {};
};

// The field separator of a player list: ';' when the header line holds a
// semicolon and no comma (spreadsheets in locales whose decimal mark is a
// comma save CSV so: Chinese, German, French settings), else ','.
char csvSeparator(std::string_view text);

// Reads a player list in CSV (RFC 4180: comma separated (or ';', see
// csvSeparator), fields may be quoted with ", "" inside quotes is a quote;
// CRLF or LF; UTF-8, a BOM is skipped; another encoding is decoded before,
// app/service/text_decoding.h). The first line is a header naming the
// columns, in any order; only the name is required:
//   name, rating (FIDE standard), rapid, blitz, national, fide_id,
//   national_id, title, federation, sex (m | f, w = f; 男 | 女), birth
//   (YYYY-MM-DD or YYYY), club, and the club's own numbers (player.h
//   ClubRatings): club_elo (0..4000, empty = 1500), club_elo_games (the
//   valid games of 002's n, empty = 0), class_points (004, may be
//   negative, empty = 0).
// A header is compared case-insensitively with blanks, '-' and '.' read as
// '_' ("FIDE ID" is fide_id), and the usual other names are taken too:
//   name: player, player name, 姓名, 名字, 棋手
//   rating: elo, fide rating, rtg, std, standard, 等级分, 国际等级分
//   rapid: rapid rating, rpd, 快棋等级分; blitz: blitz rating, blz, 超快棋等级分
//   national: national rating, nat, 全国等级分
//   fide_id: fide, fideid, id fide, fide no, 国际棋联编号
//   title: tit, 称号; federation: fed, country, 协会, 国家
//   sex: gender, 性别; birth: born, birthday, birth date, 出生日期
//   club: 俱乐部, 单位
// Empty lines are skipped. Empty fields mean "none" (rating 0 = unrated).
// A field longer than 1000 bytes is refused at its line and column.
std::expected<std::vector<Player>, PlayerCsvError> readPlayerCsv(std::string_view text);

}  // namespace tournament
