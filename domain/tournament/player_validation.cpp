// SPDX-License-Identifier: MIT
// The one validator of a registration.
#include "domain/tournament/player_validation.h"

#include "domain/text/utf8.h"
#include "domain/tournament/federations.h"

#include <algorithm>
#include <array>

namespace tournament {
namespace {

std::string upper(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return out;
}

bool digits(std::string_view text) {
  return !text.empty() &&
         std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

int number(std::string_view text) {
  int value = 0;
  for (char c : text) value = value * 10 + (c - '0');
  return value;
}

// Valid UTF-8 without control characters (a tab or line end would break
// the TRF and CSV lines the text is written into).
bool cleanText(std::string_view text) {
  return !text::invalidUtf8At(text) && std::none_of(text.begin(), text.end(), [](char c) {
    return static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
  });
}

PlayerFieldError error(PlayerFieldCode code, PlayerField field, std::string suggestion = {}) {
  return {code, field, std::move(suggestion)};
}

}  // namespace

bool isCalendarDate(std::string_view date) {
  if (date.size() != 10 || date[4] != '-' || date[7] != '-') return false;
  const auto year = date.substr(0, 4), month = date.substr(5, 2), day = date.substr(8, 2);
  if (!digits(year) || !digits(month) || !digits(day)) return false;
  const int y = number(year), m = number(month), d = number(day);
  if (m < 1 || m > 12 || d < 1) return false;
  constexpr std::array<int, 12> Days = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  return d <= Days[static_cast<std::size_t>(m - 1)] + (m == 2 && leap ? 1 : 0);
}

bool isBirthDate(std::string_view text) { return isCalendarDate(text); }

std::optional<PlayerFieldError> checkName(std::string_view name) {
  if (name.find_first_not_of(" \t") == std::string_view::npos)
    return error(PlayerFieldCode::NameEmpty, PlayerField::Name);
  if (!cleanText(name)) return error(PlayerFieldCode::TextNotUtf8, PlayerField::Name);
  return std::nullopt;
}

// C.04 Annex 2 columns 11-13 and the FIDE title list (Handbook B.01).
std::optional<PlayerFieldError> checkTitle(std::string_view title) {
  constexpr std::string_view Titles[] = {"GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM"};
  if (title.empty() || std::find(std::begin(Titles), std::end(Titles), title) != std::end(Titles))
    return std::nullopt;
  // The old TRF letters (g m f c wg wm wf wc) and other cases are suggested.
  constexpr std::pair<std::string_view, std::string_view> Letters[] = {
      {"G", "GM"},   {"M", "IM"},   {"F", "FM"},   {"C", "CM"},
      {"WG", "WGM"}, {"WM", "WIM"}, {"WF", "WFM"}, {"WC", "WCM"}};
  const std::string wanted = upper(title);
  std::string suggestion;
  if (std::find(std::begin(Titles), std::end(Titles), wanted) != std::end(Titles))
    suggestion = wanted;
  for (const auto& [letter, full] : Letters)
    if (letter == wanted) suggestion = full;
  return error(PlayerFieldCode::BadTitle, PlayerField::Title, suggestion);
}

std::optional<PlayerFieldError> checkBirthDate(std::string_view date) {
  if (date.empty() || (date.size() == 4 && digits(date)) || isCalendarDate(date))
    return std::nullopt;
  std::string suggestion(date);  // 1990/05/01 or 1990.05.01 -> 1990-05-01
  std::replace_if(
      suggestion.begin(), suggestion.end(), [](char c) { return c == '/' || c == '.'; }, '-');
  return error(PlayerFieldCode::BadBirthDate, PlayerField::BirthDate,
               isCalendarDate(suggestion) ? suggestion : std::string());
}

std::optional<PlayerFieldError> checkFideId(std::string_view id) {
  if (id.empty() || (digits(id) && id.size() <= 11)) return std::nullopt;
  return error(PlayerFieldCode::BadFideId, PlayerField::FideId);
}

std::optional<PlayerFieldError> checkFederation(std::string_view code) {
  if (code.empty() || isFederationCode(code)) return std::nullopt;
  const auto suggestion = suggestFederation(code);
  return error(PlayerFieldCode::BadFederation, PlayerField::Federation,
               suggestion ? std::string(*suggestion) : std::string());
}

std::optional<PlayerFieldError> checkClub(std::string_view club) {
  if (club.empty() || cleanText(club)) return std::nullopt;
  return error(PlayerFieldCode::TextNotUtf8, PlayerField::Club);
}

std::optional<PlayerFieldError> checkNationalId(std::string_view id) {
  if (id.empty() || cleanText(id)) return std::nullopt;
  return error(PlayerFieldCode::TextNotUtf8, PlayerField::NationalId);
}

std::optional<PlayerFieldError> validatePlayer(const Player& p) {
  if (auto e = checkName(p.name)) return e;
  if (auto e = checkTitle(p.title)) return e;
  if (auto e = checkBirthDate(p.birthDate)) return e;
  if (auto e = checkFideId(p.fideId)) return e;
  if (auto e = checkFederation(p.federation)) return e;
  if (auto e = checkClub(p.club)) return e;
  return checkNationalId(p.nationalId);
}

std::vector<PlayerFieldChange> readFieldsAsMeant(Player& player) {
  std::vector<PlayerFieldChange> changes;
  const auto readAsMeant = [&](std::string& value, auto check) {
    if (const auto error = check(value)) {
      changes.push_back({error->field, value, error->suggestion});
      value = error->suggestion;
    }
  };
  readAsMeant(player.title, checkTitle);
  readAsMeant(player.birthDate, checkBirthDate);
  readAsMeant(player.fideId, checkFideId);
  readAsMeant(player.federation, checkFederation);
  return changes;
}

}  // namespace tournament
