// SPDX-License-Identifier: MIT
#pragma once

// Field helpers shared by the rating-list readers (TXT, XML, CSV).

#include "domain/interchange/rating_list.h"

#include <charconv>
#include <optional>
#include <string>
#include <string_view>

namespace interchange::listfields {

constexpr int MaxRating = 3500;

inline std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\r'))
    text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
    text.remove_suffix(1);
  return text;
}

// A whole number min..max; blank is 0. nullopt when not a number in range.
inline std::optional<int> number(std::string_view text, int min, int max) {
  text = trim(text);
  if (text.empty()) return 0;
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc{} || end != text.data() + text.size() || value < min || value > max)
    return std::nullopt;
  return value;
}

// Bytes read as Latin-1, written as UTF-8.
inline std::string latin1ToUtf8(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 8);
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x80) {
      out += c;
    } else {
      out += static_cast<char>(0xC0 | (byte >> 6));
      out += static_cast<char>(0x80 | (byte & 0x3F));
    }
  }
  return out;
}

// The rating slot of `rate` in an entry.
inline std::int16_t& ratingOf(RatingListEntry& entry, ListRate rate) {
  return rate == ListRate::Rapid   ? entry.rapid
         : rate == ListRate::Blitz ? entry.blitz
                                   : entry.standard;
}
inline std::uint16_t& gamesOf(RatingListEntry& entry, ListRate rate) {
  return rate == ListRate::Rapid   ? entry.rapidGames
         : rate == ListRate::Blitz ? entry.blitzGames
                                   : entry.standardGames;
}
inline std::uint8_t& kOf(RatingListEntry& entry, ListRate rate) {
  return rate == ListRate::Rapid   ? entry.rapidK
         : rate == ListRate::Blitz ? entry.blitzK
                                   : entry.standardK;
}

}  // namespace interchange::listfields
