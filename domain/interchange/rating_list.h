// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <expected>
#include <istream>
#include <string>
#include <string_view>
#include <vector>

namespace interchange {

// One player of a rating list as FIDE publishes it (the "players list":
// https://ratings.fide.com/download_lists.phtml, TXT and XML forms) or as a
// national federation lists its players. Ratings 0 = none in that rate.
struct RatingListEntry {
  std::uint32_t fideId = 0;  // 0 in a national list without FIDE ids
  std::string nationalId;    // national lists only
  std::string name;          // "Surname, Given", UTF-8
  std::string federation;    // e.g. "NOR"; FID = no federation
  char sex = ' ';            // 'M', 'F' or ' '
  std::string title;         // GM IM FM CM WGM WIM WFM WCM, or empty
  std::string womenTitle;    // WGM WIM WFM WCM held beside an open title, or empty
  std::string otherTitles;   // arbiter/trainer titles, comma separated (IA,FT)
  std::int16_t standard = 0, rapid = 0, blitz = 0;
  std::int16_t national = 0;                                        // national lists only
  std::uint16_t standardGames = 0, rapidGames = 0, blitzGames = 0;  // games in the period
  std::uint8_t standardK = 0, rapidK = 0, blitzK = 0;               // K factor, 0 = not given
  std::int16_t birthYear = 0;                                       // 0 = not given
  bool inactive = false;  // flag i (or wi): inactive in standard play
  bool operator==(const RatingListEntry&) const = default;
};

// The rate a single-rate list (one rating column named after its month,
// e.g. "SEP26") gives; the combined list has all three.
enum class ListRate : std::uint8_t { Standard, Rapid, Blitz };

enum class RatingListErrorCode : std::uint8_t {
  Empty,          // no player at all
  NoHeader,       // TXT: the first line is not FIDE's header (no "ID Number" and "Name")
  MissingColumn,  // TXT: the header lacks ID Number, Name or a rating column
  BadId,          // the FIDE id is not a number 1..4294967295
  BadRating,      // a rating is neither blank nor 0..3500
  BadNumber,      // games, K or birth year is not a number in range
  NotXml,         // XML: no <player> element, or an element not closed
  BadEntity,      // XML: an &...; that is not one of the five or a character reference
  BadCsv,         // national CSV: refused by the player-list grammar (detail: its code)
};

// A refusal with its 1-based line and column (of the field, in bytes).
struct RatingListError {
  RatingListErrorCode code;
  int line = 0;
  int column = 0;
  std::uint8_t detail = 0;  // BadCsv: the tournament::PlayerCsvErrorCode
};

// Reads FIDE's fixed-width TXT players list. The first line is the header;
// columns are located by their names in it, so the combined list
//   ID Number      Name   ...   Fed Sex Tit  WTit OTit           FOA SRtng SGm SK
//   RRtng RGm Rk BRtng BGm BK B-day Flag
// (ID at column 1, Name 16, Fed 77, Sex 81, Tit 85, WTit 90, OTit 95, FOA 110,
// SRtng 114, ... B-day 153, Flag 159) and the single-rate lists
// ("... FOA SEP26 Gms K  B-day Flag"; the month column is the rating of
// `rate`) are read alike. A field ends where the next column starts. Lines
// that are not UTF-8 are read as Latin-1 (older lists). Blank lines are
// skipped. Flag: 'i' inactive, 'w' woman (sex is taken from the Sex column).
std::expected<std::vector<RatingListEntry>, RatingListError> readFideTxtList(
    std::istream& in, ListRate rate = ListRate::Standard);

// Reads FIDE's XML players list: <playerslist><player><fideid>, <name>,
// <country>, <sex>, <title>, <w_title>, <o_title>, <foa_title>, <rating>,
// <games>, <k>, <rapid_rating>, <rapid_games>, <rapid_k>, <blitz_rating>,
// <blitz_games>, <blitz_k>, <birthday>, <flag></player>... (the single-rate
// XML lists carry only <rating>, read as `rate`). Unknown elements are
// ignored; the five XML entities and &#N; / &#xN; are decoded.
std::expected<std::vector<RatingListEntry>, RatingListError> readFideXmlList(
    std::istream& in, ListRate rate = ListRate::Standard);

// Reads a national rating list as CSV, in the grammar of the player list
// (tournament/player_csv.h: a header naming the columns, "name" required;
// national_id, national, fide_id, rating, rapid, blitz, title, federation,
// sex, birth, club). Errors are those of the player list, mapped to codes
// here with the same line and column.
std::expected<std::vector<RatingListEntry>, RatingListError> readNationalCsvList(
    std::string_view text);

}  // namespace interchange
