// SPDX-License-Identifier: MIT
#include "domain/tournament/player_csv.h"

#include "domain/text/utf8.h"
#include "domain/tournament/player_validation.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <optional>
#include <string>

namespace tournament {

namespace {

enum class Column : std::uint8_t {
  Name,
  Rating,
  Rapid,
  Blitz,
  National,
  FideId,
  NationalId,
  Title,
  Federation,
  Sex,
  Birth,
  Club,
  ClubElo,
  ClubEloGames,
  ClassPoints
};

// No real value of a player list is longer: a name, a club of a hundred
// CJK characters takes 300 bytes.
constexpr std::size_t MaxFieldBytes = 1000;

// The column names a header may use (compared after headerKey()): ours, then
// the usual headers of rating-list exports and of Chinese spreadsheets.
constexpr std::array<std::pair<std::string_view, Column>, 55> ColumnNames{
    {{"name", Column::Name},
     {"rating", Column::Rating},
     {"rapid", Column::Rapid},
     {"blitz", Column::Blitz},
     {"national", Column::National},
     {"fide_id", Column::FideId},
     {"national_id", Column::NationalId},
     {"title", Column::Title},
     {"federation", Column::Federation},
     {"sex", Column::Sex},
     {"birth", Column::Birth},
     {"club", Column::Club},
     {"club_elo", Column::ClubElo},
     {"club_elo_games", Column::ClubEloGames},
     {"class_points", Column::ClassPoints},
     {"player", Column::Name},
     {"player_name", Column::Name},
     {"姓名", Column::Name},
     {"名字", Column::Name},
     {"棋手", Column::Name},
     {"elo", Column::Rating},
     {"fide_rating", Column::Rating},
     {"rtg", Column::Rating},
     {"std", Column::Rating},
     {"standard", Column::Rating},
     {"等级分", Column::Rating},
     {"国际等级分", Column::Rating},
     {"rapid_rating", Column::Rapid},
     {"rpd", Column::Rapid},
     {"快棋等级分", Column::Rapid},
     {"blitz_rating", Column::Blitz},
     {"blz", Column::Blitz},
     {"超快棋等级分", Column::Blitz},
     {"national_rating", Column::National},
     {"nat", Column::National},
     {"全国等级分", Column::National},
     {"fide", Column::FideId},
     {"fideid", Column::FideId},
     {"id_fide", Column::FideId},
     {"fide_no", Column::FideId},
     {"国际棋联编号", Column::FideId},
     {"称号", Column::Title},
     {"tit", Column::Title},
     {"fed", Column::Federation},
     {"country", Column::Federation},
     {"协会", Column::Federation},
     {"国家", Column::Federation},
     {"gender", Column::Sex},
     {"性别", Column::Sex},
     {"born", Column::Birth},
     {"birthday", Column::Birth},
     {"birth_date", Column::Birth},
     {"出生日期", Column::Birth},
     {"俱乐部", Column::Club},
     {"单位", Column::Club}}};

// A header as compared with ColumnNames: trimmed, ASCII lower case, a run
// of blanks, '-' or '.' made one '_' ("FIDE ID", "Fide-Id" -> "fide_id").
std::string headerKey(std::string_view header) {
  std::string key;
  bool gap = false;
  for (unsigned char c : header) {
    if (c == ' ' || c == '\t' || c == '-' || c == '.' || c == '_') {
      gap = !key.empty();
      continue;
    }
    if (gap) key += '_';
    gap = false;
    key += static_cast<char>(std::tolower(c));
  }
  return key;
}

struct Field {
  std::string text;
  int column = 0;
};

// Splits the text into records of fields (RFC 4180), tracking lines.
class CsvReader {
public:
  CsvReader(std::string_view text, char separator) : m_text(text), m_separator(separator) {
    if (m_text.starts_with("\xEF\xBB\xBF")) m_pos = 3;
  }
  bool atEnd() const { return m_pos >= m_text.size(); }
  int line() const { return m_line; }

  std::expected<std::vector<Field>, PlayerCsvError> record() {
    std::vector<Field> fields;
    std::size_t lineStart = m_pos;
    while (true) {
      Field field;
      field.column = static_cast<int>(m_pos - lineStart) + 1;
      if (m_pos < m_text.size() && m_text[m_pos] == '"') {
        ++m_pos;
        while (true) {
          if (m_pos >= m_text.size())
            return std::unexpected(
                PlayerCsvError{PlayerCsvErrorCode::UnterminatedQuote, m_line, field.column});
          if (m_text[m_pos] == '"') {
            if (m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '"') {
              field.text += '"';
              m_pos += 2;
              continue;
            }
            ++m_pos;
            break;
          }
          if (m_text[m_pos] == '\n') {
            ++m_line;
            lineStart = m_pos + 1;
          }
          field.text += m_text[m_pos++];
        }
      }
      while (m_pos < m_text.size() && m_text[m_pos] != m_separator && m_text[m_pos] != '\n' &&
             m_text[m_pos] != '\r')
        field.text += m_text[m_pos++];
      fields.push_back(std::move(field));
      if (m_pos < m_text.size() && m_text[m_pos] == m_separator) {
        ++m_pos;
        continue;
      }
      if (m_pos < m_text.size() && m_text[m_pos] == '\r') ++m_pos;
      if (m_pos < m_text.size() && m_text[m_pos] == '\n') ++m_pos;
      ++m_line;
      return fields;
    }
  }

private:
  std::string_view m_text;
  char m_separator = ',';
  std::size_t m_pos = 0;
  int m_line = 1;
};

std::string trimmed(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

std::optional<int> rating(const std::string& text) {
  if (text.empty()) return 0;
  int value = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || ptr != text.data() + text.size() || value < 0 || value > 4000)
    return std::nullopt;
  return value;
}

struct FieldError {
  PlayerCsvErrorCode code;
  std::string hint = {};
};

// The registration validator's verdict on one field, as a CSV error.
std::optional<FieldError> fieldError(const std::optional<PlayerFieldError>& error) {
  if (!error) return std::nullopt;
  switch (error->code) {
    case PlayerFieldCode::NameEmpty:
      return FieldError{PlayerCsvErrorCode::EmptyName};
    case PlayerFieldCode::TextNotUtf8:
      return FieldError{PlayerCsvErrorCode::NotUtf8};
    case PlayerFieldCode::BadTitle:
      return FieldError{PlayerCsvErrorCode::BadTitle, error->suggestion};
    case PlayerFieldCode::BadBirthDate:
      return FieldError{PlayerCsvErrorCode::BadDate, error->suggestion};
    case PlayerFieldCode::BadFideId:
      return FieldError{PlayerCsvErrorCode::BadFideId};
    case PlayerFieldCode::BadFederation:
      return FieldError{PlayerCsvErrorCode::BadFederation, error->suggestion};
  }
  return std::nullopt;
}

// A whole number in [low, high]; empty keeps `empty`.
std::optional<int> wholeNumber(const std::string& text, int low, int high, int empty) {
  if (text.empty()) return empty;
  int value = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || ptr != text.data() + text.size() || value < low || value > high)
    return std::nullopt;
  return value;
}

std::optional<FieldError> setField(Player& p, Column column, const std::string& value) {
  switch (column) {
    case Column::Name:
      p.name = value;
      return fieldError(checkName(value));
    case Column::Rating:
    case Column::Rapid:
    case Column::Blitz:
    case Column::National: {
      auto r = rating(value);
      if (!r) return FieldError{PlayerCsvErrorCode::BadRating};
      int& target = column == Column::Rating  ? p.ratings.standard
                    : column == Column::Rapid ? p.ratings.rapid
                    : column == Column::Blitz ? p.ratings.blitz
                                              : p.ratings.national;
      target = *r;
      break;
    }
    case Column::FideId:
      p.fideId = value;
      return fieldError(checkFideId(value));
    case Column::NationalId:
      p.nationalId = value;
      return fieldError(checkNationalId(value));
    case Column::Title:
      p.title = value;
      return fieldError(checkTitle(value));
    case Column::Federation:
      p.federation = value;
      return fieldError(checkFederation(value));
    case Column::Sex:
      if (value == "m" || value == "M" || value == "男")
        p.sex = Sex::Male;
      else if (value == "f" || value == "F" || value == "w" || value == "W" || value == "女")
        p.sex = Sex::Female;
      else if (!value.empty())
        return FieldError{PlayerCsvErrorCode::BadSex};
      break;
    case Column::Birth:
      p.birthDate = value;
      return fieldError(checkBirthDate(value));
    case Column::Club:
      p.club = value;
      return fieldError(checkClub(value));
    case Column::ClubElo:
    case Column::ClubEloGames:
    case Column::ClassPoints: {
      // Empty: a newcomer's value (002: 1500 and no games; 004: no points).
      const ClubRatings newcomer;
      auto n = column == Column::ClubElo ? wholeNumber(value, 0, 4000, newcomer.elo)
               : column == Column::ClubEloGames
                   ? wholeNumber(value, 0, 100000, newcomer.eloGames)
                   : wholeNumber(value, -100000, 100000, newcomer.classPoints);
      if (!n) return FieldError{PlayerCsvErrorCode::BadClubNumber};
      int& target = column == Column::ClubElo        ? p.clubRatings.elo
                    : column == Column::ClubEloGames ? p.clubRatings.eloGames
                                                     : p.clubRatings.classPoints;
      target = *n;
      break;
    }
  }
  return std::nullopt;
}

}  // namespace

char csvSeparator(std::string_view text) {
  const std::string_view header = text.substr(0, text.find('\n'));
  bool quoted = false, comma = false, semicolon = false;
  for (char c : header) {
    if (c == '"') quoted = !quoted;
    comma = comma || (!quoted && c == ',');
    semicolon = semicolon || (!quoted && c == ';');
  }
  return semicolon && !comma ? ';' : ',';
}

std::expected<std::vector<Player>, PlayerCsvError> readPlayerCsv(std::string_view text) {
  if (auto bad = text::invalidUtf8At(text)) {
    const auto before = text.substr(0, *bad);
    const int line = 1 + static_cast<int>(std::count(before.begin(), before.end(), '\n'));
    const auto lineStart = before.rfind('\n');
    const auto inLine = before.substr(lineStart == std::string_view::npos ? 0 : lineStart + 1);
    // 1-based column in characters (UTF-8 sequences count once).
    const int column = 1 + static_cast<int>(std::count_if(inLine.begin(), inLine.end(), [](char c) {
                         return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
                       }));
    return std::unexpected(PlayerCsvError{PlayerCsvErrorCode::NotUtf8, line, column});
  }
  CsvReader reader(text, csvSeparator(text));
  if (reader.atEnd()) return std::unexpected(PlayerCsvError{PlayerCsvErrorCode::Empty, 1, 1});
  auto header = reader.record();
  if (!header) return std::unexpected(header.error());
  std::vector<Column> columns;
  for (const auto& field : *header) {
    const std::string name = headerKey(field.text);
    auto it = std::find_if(ColumnNames.begin(), ColumnNames.end(),
                           [&](const auto& e) { return e.first == name; });
    if (it == ColumnNames.end())
      return std::unexpected(PlayerCsvError{PlayerCsvErrorCode::UnknownColumn, 1, field.column});
    if (std::find(columns.begin(), columns.end(), it->second) != columns.end())
      return std::unexpected(PlayerCsvError{PlayerCsvErrorCode::DuplicateColumn, 1, field.column});
    columns.push_back(it->second);
  }
  if (std::find(columns.begin(), columns.end(), Column::Name) == columns.end())
    return std::unexpected(PlayerCsvError{PlayerCsvErrorCode::NoNameColumn, 1, 1});
  std::vector<Player> players;
  while (!reader.atEnd()) {
    const int line = reader.line();
    auto record = reader.record();
    if (!record) return std::unexpected(record.error());
    if (record->size() == 1 && trimmed((*record)[0].text).empty()) continue;
    if (record->size() > columns.size())
      return std::unexpected(
          PlayerCsvError{PlayerCsvErrorCode::FieldCount, line, (*record)[columns.size()].column});
    Player player;
    // A missing field is placed just past the line's last one.
    const Field& last = record->back();
    const int pastEnd = last.column + static_cast<int>(last.text.size()) + 1;
    for (const Field& field : *record)
      if (field.text.size() > MaxFieldBytes)
        return std::unexpected(
            PlayerCsvError{PlayerCsvErrorCode::FieldTooLong, line, field.column});
    for (std::size_t i = 0; i < columns.size(); ++i) {
      const std::string value = i < record->size() ? trimmed((*record)[i].text) : std::string();
      const int column = i < record->size() ? (*record)[i].column : pastEnd;
      if (auto error = setField(player, columns[i], value))
        return std::unexpected(PlayerCsvError{error->code, line, column, error->hint});
    }
    players.push_back(std::move(player));
  }
  return players;
}

}  // namespace tournament
