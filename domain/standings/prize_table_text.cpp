// SPDX-License-Identifier: MIT
#include "domain/standings/prize_table_text.h"

#include <charconv>
#include <optional>
#include <string>
#include <vector>

namespace standings {

namespace {

struct Word {
  std::string text;
  int column = 0;
  bool quoted = false;
};

// Splits a line into words; a "quoted item" is one word.
std::expected<std::vector<Word>, int> split(std::string_view line) {
  std::vector<Word> words;
  std::size_t pos = 0;
  while (pos < line.size()) {
    if (line[pos] == ' ' || line[pos] == '\t' || line[pos] == '\r') {
      ++pos;
      continue;
    }
    if (line[pos] == '#') break;
    Word word;
    word.column = static_cast<int>(pos) + 1;
    while (pos < line.size() && line[pos] != ' ' && line[pos] != '\t' && line[pos] != '\r') {
      if (line[pos] == '"') {
        const std::size_t end = line.find('"', pos + 1);
        if (end == std::string_view::npos) return std::unexpected(word.column);
        word.text += line.substr(pos, end - pos + 1);
        word.quoted = true;
        pos = end + 1;
      } else {
        word.text += line[pos++];
      }
    }
    words.push_back(std::move(word));
  }
  return words;
}

std::optional<int> number(std::string_view text) {
  int value = 0;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc{} || ptr != text.data() + text.size()) return std::nullopt;
  return value;
}

// "1000", "12.5", "12.50" in hundredths.
std::optional<std::int64_t> amount(std::string_view text) {
  const std::size_t dot = text.find('.');
  const auto whole = number(text.substr(0, dot));
  if (!whole || *whole < 0) return std::nullopt;
  std::int64_t cents = static_cast<std::int64_t>(*whole) * 100;
  if (dot != std::string_view::npos) {
    const std::string_view fraction = text.substr(dot + 1);
    if (fraction.empty() || fraction.size() > 2) return std::nullopt;
    const auto digits = number(fraction);
    if (!digits || *digits < 0) return std::nullopt;
    cents += fraction.size() == 1 ? *digits * 10 : *digits;
  }
  return cents;
}

std::optional<Prize> prize(std::string_view text) {
  Prize out;
  const std::size_t quote = text.find('"');
  if (quote != std::string_view::npos) {
    if (text.back() != '"' || text.size() - quote < 2) return std::nullopt;
    out.item = std::string(text.substr(quote + 1, text.size() - quote - 2));
    text = text.substr(0, quote);
    if (text.ends_with('+')) text.remove_suffix(1);
    if (text.empty()) return out;
  }
  const auto money = amount(text);
  if (!money) return std::nullopt;
  out.amount = *money;
  return out;
}

bool condition(std::string_view text, PrizeEligibility& e) {
  if (text == "women") {
    e.womenOnly = true;
    return true;
  }
  for (const auto& [prefix, field] :
       {std::pair{"born>=", &e.bornFrom}, std::pair{"born<=", &e.bornTo},
        std::pair{"rating>=", &e.ratingFrom}, std::pair{"rating<=", &e.ratingTo}}) {
    const std::string_view p(prefix);
    if (text.starts_with(p)) {
      const auto value = number(text.substr(p.size()));
      if (!value || *value <= 0) return false;
      *field = *value;
      return true;
    }
  }
  return false;
}

}  // namespace

std::expected<PrizeTable, PrizeTableError> readPrizeTable(std::string_view text) {
  PrizeTable table;
  int lineNumber = 0;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    const std::size_t end = std::min(text.find('\n', pos), text.size());
    const std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++lineNumber;
    const auto fail = [&](PrizeTableErrorCode code, int column) {
      return std::unexpected(PrizeTableError{code, lineNumber, column});
    };
    const auto words = split(line);
    if (!words) return fail(PrizeTableErrorCode::UnterminatedQuote, words.error());
    const auto& w = *words;
    if (w.empty()) continue;
    if (w[0].text == "tie" || w[0].text == "precedence") {
      if (w.size() != 3 || w[1].text != "=")
        return fail(PrizeTableErrorCode::UnknownLine, w[0].column);
      const std::string& value = w[2].text;
      if (w[0].text == "tie") {
        if (value == "tie-break")
          table.tieRule = PrizeTieRule::ByTieBreak;
        else if (value == "shared")
          table.tieRule = PrizeTieRule::Shared;
        else if (value == "hort")
          table.tieRule = PrizeTieRule::Hort;
        else
          return fail(PrizeTableErrorCode::BadTieRule, w[2].column);
      } else {
        if (value == "higher")
          table.precedence = PrizePrecedence::HigherPrize;
        else if (value == "order")
          table.precedence = PrizePrecedence::CategoryOrder;
        else
          return fail(PrizeTableErrorCode::BadPrecedence, w[2].column);
      }
      continue;
    }
    if ((w[0].text != "category" && w[0].text != "club") || w.size() < 3 || w[1].text == "=")
      return fail(PrizeTableErrorCode::UnknownLine, w[0].column);
    if (w[0].text == "club") {
      ClubPrizeCategory club;
      club.name = w[1].text;
      std::size_t i = 2;
      for (; i < w.size() && w[i].text != "="; ++i) {
        const auto top = w[i].text.starts_with("top=") ? number(w[i].text.substr(4)) : std::nullopt;
        if (!top || *top < 1) return fail(PrizeTableErrorCode::BadCondition, w[i].column);
        club.top = *top;
      }
      if (i == w.size()) return fail(PrizeTableErrorCode::UnknownLine, w[0].column);
      for (++i; i < w.size(); ++i) {
        const auto p = prize(w[i].text);
        if (!p) return fail(PrizeTableErrorCode::BadPrize, w[i].column);
        club.prizes.push_back(*p);
      }
      if (club.prizes.empty()) return fail(PrizeTableErrorCode::NoPrizes, w[0].column);
      table.clubCategories.push_back(std::move(club));
      continue;
    }
    PrizeCategory category;
    category.name = w[1].text;
    std::size_t i = 2;
    for (; i < w.size() && w[i].text != "="; ++i)
      if (!condition(w[i].text, category.eligibility))
        return fail(PrizeTableErrorCode::BadCondition, w[i].column);
    if (i == w.size()) return fail(PrizeTableErrorCode::UnknownLine, w[0].column);
    for (++i; i < w.size(); ++i) {
      const auto p = prize(w[i].text);
      if (!p) return fail(PrizeTableErrorCode::BadPrize, w[i].column);
      category.prizes.push_back(*p);
    }
    if (category.prizes.empty()) return fail(PrizeTableErrorCode::NoPrizes, w[0].column);
    table.categories.push_back(std::move(category));
  }
  if (table.categories.empty() && table.clubCategories.empty())
    return std::unexpected(PrizeTableError{PrizeTableErrorCode::NoCategories, lineNumber, 0});
  return table;
}

}  // namespace standings
