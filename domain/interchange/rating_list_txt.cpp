// SPDX-License-Identifier: MIT
// FIDE's fixed-width TXT players list (ratings.fide.com, "TXT format").
#include "domain/interchange/rating_list.h"
#include "domain/interchange/rating_list_fields.h"
#include "domain/text/utf8.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>
#include <string>

namespace interchange {

namespace {

using namespace listfields;

enum class Column : std::uint8_t {
  Id,
  Name,
  Federation,
  Sex,
  Title,
  WomenTitle,
  OtherTitles,
  Foa,
  Standard,
  StandardGames,
  StandardK,
  Rapid,
  RapidGames,
  RapidK,
  Blitz,
  BlitzGames,
  BlitzK,
  ListRating,  // single-rate list: the month column ("SEP26")
  ListGames,   // single-rate list: "Gms"
  ListK,       // single-rate list: "K"
  BirthYear,
  Flag,
  Other,  // a column we do not read (it still ends the one before)
};

constexpr std::array<std::pair<std::string_view, Column>, 21> Names{{
    {"id number", Column::Id},      {"name", Column::Name},       {"fed", Column::Federation},
    {"sex", Column::Sex},           {"tit", Column::Title},       {"wtit", Column::WomenTitle},
    {"otit", Column::OtherTitles},  {"foa", Column::Foa},         {"srtng", Column::Standard},
    {"sgm", Column::StandardGames}, {"sk", Column::StandardK},    {"rrtng", Column::Rapid},
    {"rgm", Column::RapidGames},    {"rk", Column::RapidK},       {"brtng", Column::Blitz},
    {"bgm", Column::BlitzGames},    {"bk", Column::BlitzK},       {"gms", Column::ListGames},
    {"k", Column::ListK},           {"b-day", Column::BirthYear}, {"flag", Column::Flag},
}};

struct HeaderColumn {
  Column column;
  std::size_t start;  // 0-based byte offset
};

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// "SEP26": three letters and two digits, the rating column of a single-rate list.
bool isMonthColumn(std::string_view token) {
  return token.size() == 5 && std::isalpha(static_cast<unsigned char>(token[0])) &&
         std::isalpha(static_cast<unsigned char>(token[1])) &&
         std::isalpha(static_cast<unsigned char>(token[2])) &&
         std::isdigit(static_cast<unsigned char>(token[3])) &&
         std::isdigit(static_cast<unsigned char>(token[4]));
}

std::optional<std::vector<HeaderColumn>> readHeader(std::string_view line) {
  std::vector<HeaderColumn> columns;
  std::size_t pos = 0;
  while (pos < line.size()) {
    while (pos < line.size() && (line[pos] == ' ' || line[pos] == '\r')) ++pos;
    if (pos >= line.size()) break;
    const std::size_t start = pos;
    while (pos < line.size() && line[pos] != ' ' && line[pos] != '\r') ++pos;
    std::string token = lower(line.substr(start, pos - start));
    if (token == "id") {  // "ID Number": one column, two words
      std::size_t next = pos;
      while (next < line.size() && line[next] == ' ') ++next;
      std::size_t end = next;
      while (end < line.size() && line[end] != ' ' && line[end] != '\r') ++end;
      if (lower(line.substr(next, end - next)) == "number") {
        token = "id number";
        pos = end;
      }
    }
    Column column = Column::Other;
    if (isMonthColumn(token)) {
      column = Column::ListRating;
    } else {
      for (const auto& [name, value] : Names)
        if (name == token) column = value;
    }
    columns.push_back({column, start});
  }
  const auto has = [&](Column c) {
    return std::ranges::any_of(columns, [c](const HeaderColumn& h) { return h.column == c; });
  };
  if (!has(Column::Id) || !has(Column::Name)) return std::nullopt;
  return columns;
}

bool hasRatingColumn(const std::vector<HeaderColumn>& columns) {
  return std::ranges::any_of(columns, [](const HeaderColumn& h) {
    return h.column == Column::Standard || h.column == Column::Rapid || h.column == Column::Blitz ||
           h.column == Column::ListRating;
  });
}

class LineReader {
public:
  LineReader(const std::vector<HeaderColumn>& columns, ListRate rate)
      : m_columns(columns), m_rate(rate) {}

  std::expected<RatingListEntry, RatingListError> read(std::string_view line,
                                                       int lineNumber) const {
    RatingListEntry entry;
    for (std::size_t i = 0; i < m_columns.size(); ++i) {
      const std::size_t start = m_columns[i].start;
      if (start >= line.size()) break;
      const std::size_t end = i + 1 < m_columns.size() ? m_columns[i + 1].start : line.size();
      const std::string_view field = line.substr(start, end - start);
      const int column = static_cast<int>(start) + 1;
      const auto fail = [&](RatingListErrorCode code) {
        return std::unexpected(RatingListError{code, lineNumber, column});
      };
      const auto numberIn = [&](int min, int max) { return number(field, min, max); };
      switch (m_columns[i].column) {
        case Column::Id: {
          const auto text = trim(field);
          std::uint32_t id = 0;
          const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
          if (text.empty() || ec != std::errc{} || ptr != text.data() + text.size() || id == 0)
            return fail(RatingListErrorCode::BadId);
          entry.fideId = id;
          break;
        }
        case Column::Name: {
          const auto text = trim(field);
          entry.name = text::invalidUtf8At(text) ? latin1ToUtf8(text) : std::string(text);
          break;
        }
        case Column::Federation:
          entry.federation = trim(field);
          break;
        case Column::Sex: {
          const auto text = trim(field);
          entry.sex = text == "M" || text == "m" ? 'M' : text == "F" || text == "f" ? 'F' : ' ';
          break;
        }
        case Column::Title:
          entry.title = trim(field);
          break;
        case Column::WomenTitle:
          entry.womenTitle = trim(field);
          break;
        case Column::OtherTitles:
          entry.otherTitles = trim(field);
          break;
        case Column::Standard:
        case Column::Rapid:
        case Column::Blitz:
        case Column::ListRating: {
          const auto value = numberIn(0, MaxRating);
          if (!value) return fail(RatingListErrorCode::BadRating);
          const ListRate rate = m_columns[i].column == Column::Rapid      ? ListRate::Rapid
                                : m_columns[i].column == Column::Blitz    ? ListRate::Blitz
                                : m_columns[i].column == Column::Standard ? ListRate::Standard
                                                                          : m_rate;
          ratingOf(entry, rate) = static_cast<std::int16_t>(*value);
          break;
        }
        case Column::StandardGames:
        case Column::RapidGames:
        case Column::BlitzGames:
        case Column::ListGames: {
          const auto value = numberIn(0, 65535);
          if (!value) return fail(RatingListErrorCode::BadNumber);
          const ListRate rate = m_columns[i].column == Column::RapidGames      ? ListRate::Rapid
                                : m_columns[i].column == Column::BlitzGames    ? ListRate::Blitz
                                : m_columns[i].column == Column::StandardGames ? ListRate::Standard
                                                                               : m_rate;
          gamesOf(entry, rate) = static_cast<std::uint16_t>(*value);
          break;
        }
        case Column::StandardK:
        case Column::RapidK:
        case Column::BlitzK:
        case Column::ListK: {
          const auto value = numberIn(0, 255);
          if (!value) return fail(RatingListErrorCode::BadNumber);
          const ListRate rate = m_columns[i].column == Column::RapidK      ? ListRate::Rapid
                                : m_columns[i].column == Column::BlitzK    ? ListRate::Blitz
                                : m_columns[i].column == Column::StandardK ? ListRate::Standard
                                                                           : m_rate;
          kOf(entry, rate) = static_cast<std::uint8_t>(*value);
          break;
        }
        case Column::BirthYear: {
          const auto value = numberIn(0, 9999);
          if (!value) return fail(RatingListErrorCode::BadNumber);
          entry.birthYear = static_cast<std::int16_t>(*value);
          break;
        }
        case Column::Flag:
          entry.inactive = trim(field).find('i') != std::string_view::npos;
          break;
        case Column::Foa:
        case Column::Other:
          break;
      }
    }
    if (entry.fideId == 0)
      return std::unexpected(RatingListError{RatingListErrorCode::BadId, lineNumber, 1});
    return entry;
  }

private:
  const std::vector<HeaderColumn>& m_columns;
  ListRate m_rate;
};

}  // namespace

std::expected<std::vector<RatingListEntry>, RatingListError> readFideTxtList(std::istream& in,
                                                                             ListRate rate) {
  std::string line;
  int lineNumber = 0;
  std::optional<std::vector<HeaderColumn>> header;
  while (std::getline(in, line)) {
    ++lineNumber;
    if (line.starts_with("\xEF\xBB\xBF")) line.erase(0, 3);
    if (!trim(line).empty()) {
      header = readHeader(line);
      break;
    }
  }
  if (lineNumber == 0 || (!header && trim(line).empty()))
    return std::unexpected(RatingListError{RatingListErrorCode::Empty, lineNumber, 0});
  if (!header)
    return std::unexpected(RatingListError{RatingListErrorCode::NoHeader, lineNumber, 1});
  if (!hasRatingColumn(*header))
    return std::unexpected(RatingListError{RatingListErrorCode::MissingColumn, lineNumber, 1});
  const LineReader reader(*header, rate);
  std::vector<RatingListEntry> entries;
  // A seekable stream tells its size: FIDE's lines are about 160 bytes.
  if (const auto here = in.tellg(); here >= 0) {
    in.seekg(0, std::ios::end);
    const auto end = in.tellg();
    in.seekg(here);
    if (end > here) entries.reserve(static_cast<std::size_t>(end - here) / 150 + 1);
  }
  while (std::getline(in, line)) {
    ++lineNumber;
    if (trim(line).empty()) continue;
    auto entry = reader.read(line, lineNumber);
    if (!entry) return std::unexpected(entry.error());
    entries.push_back(std::move(*entry));
  }
  if (entries.empty())
    return std::unexpected(RatingListError{RatingListErrorCode::Empty, lineNumber, 0});
  return entries;
}

}  // namespace interchange
