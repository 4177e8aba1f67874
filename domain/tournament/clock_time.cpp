// SPDX-License-Identifier: MIT
#include "domain/tournament/clock_time.h"

#include <charconv>
#include <string>

namespace tournament {

namespace {

std::optional<int> digits(std::string_view text, std::size_t at, std::size_t count) {
  if (at + count > text.size()) return std::nullopt;
  int value = 0;
  const char* first = text.data() + at;
  const auto [end, error] = std::from_chars(first, first + count, value);
  if (error != std::errc() || end != first + count) return std::nullopt;
  return value;
}

// Days from 1970-01-01 to a proleptic Gregorian date (the civil-from-days
// inverse: years shifted to start in March so the leap day comes last).
std::int64_t daysFromCivil(int year, int month, int day) {
  const int y = year - (month <= 2 ? 1 : 0);
  const int era = (y >= 0 ? y : y - 399) / 400;
  const int yearOfEra = y - era * 400;
  const int dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
  const int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
  return static_cast<std::int64_t>(era) * 146097 + dayOfEra - 719468;
}

// "HH:MM[:SS]" as seconds of the day.
std::optional<int> timeOfDay(std::string_view text) {
  if (text.size() != 5 && text.size() != 8) return std::nullopt;
  const auto hours = digits(text, 0, 2);
  const auto minutes = digits(text, 3, 2);
  const auto seconds = text.size() == 8 ? digits(text, 6, 2) : std::optional<int>(0);
  if (!hours || !minutes || !seconds || text[2] != ':' || (text.size() == 8 && text[5] != ':'))
    return std::nullopt;
  if (*hours > 23 || *minutes > 59 || *seconds > 59) return std::nullopt;
  return *hours * 3600 + *minutes * 60 + *seconds;
}

}  // namespace

std::optional<std::int64_t> parseClockTime(std::string_view text) {
  if (text.size() < 16 || text[4] != '-' || text[7] != '-' || text[10] != ' ') return std::nullopt;
  const auto year = digits(text, 0, 4);
  const auto month = digits(text, 5, 2);
  const auto day = digits(text, 8, 2);
  const auto time = timeOfDay(text.substr(11));
  if (!year || !month || !day || !time || *month < 1 || *month > 12 || *day < 1)
    return std::nullopt;
  constexpr int Days[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (*year % 4 == 0 && *year % 100 != 0) || *year % 400 == 0;
  if (*day > Days[*month - 1] || (*month == 2 && *day == 29 && !leap)) return std::nullopt;
  return daysFromCivil(*year, *month, *day) * 86400 + *time;
}

std::optional<std::int64_t> secondsAfter(std::string_view start, std::string_view moment) {
  const auto from = parseClockTime(start);
  if (!from) return std::nullopt;
  if (moment.size() <= 8) {
    const auto time = timeOfDay(moment);
    if (!time) return std::nullopt;
    return *time - *from % 86400;
  }
  const auto to = parseClockTime(moment);
  if (!to) return std::nullopt;
  return *to - *from;
}

}  // namespace tournament
