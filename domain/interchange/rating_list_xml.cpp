// SPDX-License-Identifier: MIT
// FIDE's XML players list (ratings.fide.com, "XML format"). The file is
// large (a few hundred MB): it is read in blocks, one <player> at a time.
#include "domain/interchange/rating_list.h"
#include "domain/interchange/rating_list_fields.h"
#include "domain/text/utf8.h"

#include <algorithm>
#include <optional>
#include <string>

namespace interchange {

namespace {

using namespace listfields;

constexpr std::size_t BlockSize = 1 << 20;

// The text of an element with its entities decoded (XML 1.0 4.6: amp, lt,
// gt, quot, apos; 4.1: &#N; and &#xN;), or nullopt at the offset of a bad one.
std::optional<std::string> decodeText(std::string_view text, std::size_t& badAt) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '&') {
      out += text[i];
      continue;
    }
    const std::size_t end = text.find(';', i);
    if (end == std::string_view::npos) {
      badAt = i;
      return std::nullopt;
    }
    const std::string_view name = text.substr(i + 1, end - i - 1);
    if (name == "amp")
      out += '&';
    else if (name == "lt")
      out += '<';
    else if (name == "gt")
      out += '>';
    else if (name == "quot")
      out += '"';
    else if (name == "apos")
      out += '\'';
    else if (name.starts_with('#') && name.size() > 1) {
      const bool hex = name[1] == 'x' || name[1] == 'X';
      const std::string_view digits = name.substr(hex ? 2 : 1);
      std::uint32_t cp = 0;
      const auto [ptr, ec] =
          std::from_chars(digits.data(), digits.data() + digits.size(), cp, hex ? 16 : 10);
      if (digits.empty() || ec != std::errc{} || ptr != digits.data() + digits.size() || cp == 0 ||
          cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
        badAt = i;
        return std::nullopt;
      }
      text::appendUtf8(out, cp);
    } else {
      badAt = i;
      return std::nullopt;
    }
    i = end;
  }
  return out;
}

int linesIn(std::string_view text) { return static_cast<int>(std::ranges::count(text, '\n')); }

class PlayerReader {
public:
  explicit PlayerReader(ListRate rate) : m_rate(rate) {}

  // One <player>...</player> block starting on line `line`.
  std::expected<RatingListEntry, RatingListError> read(std::string_view block, int line) const {
    RatingListEntry entry;
    std::size_t pos = block.find('>') + 1;  // after <player>
    while (true) {
      const std::size_t open = block.find('<', pos);
      if (open == std::string_view::npos || block.compare(open, 9, "</player>") == 0) break;
      const std::size_t close = block.find('>', open);
      if (close == std::string_view::npos)
        return fail(RatingListErrorCode::NotXml, block, open, line);
      std::string_view tag = block.substr(open + 1, close - open - 1);
      if (tag.ends_with('/')) {  // <title/>: empty
        pos = close + 1;
        continue;
      }
      const std::string end = "</" + std::string(tag) + ">";
      const std::size_t endAt = block.find(end, close + 1);
      if (endAt == std::string_view::npos)
        return fail(RatingListErrorCode::NotXml, block, open, line);
      const std::string_view raw = block.substr(close + 1, endAt - close - 1);
      std::size_t badAt = 0;
      const auto text = decodeText(raw, badAt);
      if (!text) return fail(RatingListErrorCode::BadEntity, block, close + 1 + badAt, line);
      if (auto error = store(entry, tag, trim(*text))) {
        return fail(*error, block, close + 1, line);
      }
      pos = endAt + end.size();
    }
    if (entry.fideId == 0) return fail(RatingListErrorCode::BadId, block, 0, line);
    return entry;
  }

private:
  static std::unexpected<RatingListError> fail(RatingListErrorCode code, std::string_view block,
                                               std::size_t at, int line) {
    const std::string_view before = block.substr(0, at);
    const std::size_t lineStart = before.rfind('\n');
    const int column =
        static_cast<int>(lineStart == std::string_view::npos ? at : at - lineStart - 1) + 1;
    return std::unexpected(RatingListError{code, line + linesIn(before), column});
  }

  std::optional<RatingListErrorCode> store(RatingListEntry& entry, std::string_view tag,
                                           std::string_view text) const {
    const auto rating = [&](ListRate rate) -> std::optional<RatingListErrorCode> {
      const auto value = number(text, 0, MaxRating);
      if (!value) return RatingListErrorCode::BadRating;
      ratingOf(entry, rate) = static_cast<std::int16_t>(*value);
      return std::nullopt;
    };
    const auto games = [&](ListRate rate) -> std::optional<RatingListErrorCode> {
      const auto value = number(text, 0, 65535);
      if (!value) return RatingListErrorCode::BadNumber;
      gamesOf(entry, rate) = static_cast<std::uint16_t>(*value);
      return std::nullopt;
    };
    const auto k = [&](ListRate rate) -> std::optional<RatingListErrorCode> {
      const auto value = number(text, 0, 255);
      if (!value) return RatingListErrorCode::BadNumber;
      kOf(entry, rate) = static_cast<std::uint8_t>(*value);
      return std::nullopt;
    };
    if (tag == "fideid") {
      std::uint32_t id = 0;
      const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
      if (text.empty() || ec != std::errc{} || ptr != text.data() + text.size() || id == 0)
        return RatingListErrorCode::BadId;
      entry.fideId = id;
    } else if (tag == "name")
      entry.name = text;
    else if (tag == "country")
      entry.federation = text;
    else if (tag == "sex")
      entry.sex = text == "M" ? 'M' : text == "F" ? 'F' : ' ';
    else if (tag == "title")
      entry.title = text;
    else if (tag == "w_title")
      entry.womenTitle = text;
    else if (tag == "o_title")
      entry.otherTitles = text;
    else if (tag == "rating")
      return rating(m_rate);
    else if (tag == "games")
      return games(m_rate);
    else if (tag == "k")
      return k(m_rate);
    else if (tag == "rapid_rating")
      return rating(ListRate::Rapid);
    else if (tag == "rapid_games")
      return games(ListRate::Rapid);
    else if (tag == "rapid_k")
      return k(ListRate::Rapid);
    else if (tag == "blitz_rating")
      return rating(ListRate::Blitz);
    else if (tag == "blitz_games")
      return games(ListRate::Blitz);
    else if (tag == "blitz_k")
      return k(ListRate::Blitz);
    else if (tag == "birthday") {
      const auto value = number(text, 0, 9999);
      if (!value) return RatingListErrorCode::BadNumber;
      entry.birthYear = static_cast<std::int16_t>(*value);
    } else if (tag == "flag")
      entry.inactive = text.find('i') != std::string_view::npos;
    return std::nullopt;
  }

  ListRate m_rate;
};

}  // namespace

std::expected<std::vector<RatingListEntry>, RatingListError> readFideXmlList(std::istream& in,
                                                                             ListRate rate) {
  const PlayerReader reader(rate);
  std::vector<RatingListEntry> entries;
  std::string buffer;
  std::string block(BlockSize, '\0');
  std::size_t pos = 0;  // what is before it has been read
  int line = 1;         // the line at buffer[pos]
  bool eof = false;
  while (true) {
    const std::size_t start = buffer.find("<player>", pos);
    const std::size_t end =
        start == std::string::npos ? std::string::npos : buffer.find("</player>", start);
    if (end == std::string::npos) {
      if (eof) break;
      in.read(block.data(), static_cast<std::streamsize>(block.size()));
      const auto got = static_cast<std::size_t>(in.gcount());
      if (got == 0) eof = true;
      // Keep only what may still hold a player: from its start, or a tail
      // that may hold the beginning of "<player>".
      const std::size_t keep = start != std::string::npos ? start
                               : buffer.size() > pos + 8  ? buffer.size() - 8
                                                          : pos;
      line += linesIn(std::string_view(buffer).substr(pos, keep - pos));
      buffer.erase(0, keep);
      pos = 0;
      buffer.append(block.data(), got);
      continue;
    }
    line += linesIn(std::string_view(buffer).substr(pos, start - pos));
    const std::string_view text(buffer.data() + start, end + 9 - start);
    auto entry = reader.read(text, line);
    if (!entry) return std::unexpected(entry.error());
    entries.push_back(std::move(*entry));
    line += linesIn(text);
    pos = end + 9;
  }
  if (entries.empty()) {
    const bool anyPlayer = buffer.find("<player>", pos) != std::string::npos;
    return std::unexpected(RatingListError{
        anyPlayer ? RatingListErrorCode::NotXml : RatingListErrorCode::Empty, line, 0});
  }
  if (buffer.find("<player>", pos) != std::string::npos)
    return std::unexpected(RatingListError{RatingListErrorCode::NotXml, line, 0});
  return entries;
}

}  // namespace interchange
