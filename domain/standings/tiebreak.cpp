// SPDX-License-Identifier: MIT
#include "domain/standings/tiebreak.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <vector>

namespace standings {

namespace {

struct KindName {
  TieBreakKind kind;
  std::string_view code;
};

constexpr std::array<KindName, 20> Names = {{
    {TieBreakKind::BH, "BH"},     {TieBreakKind::FB, "FB"},     {TieBreakKind::AOB, "AOB"},
    {TieBreakKind::SB, "SB"},     {TieBreakKind::PS, "PS"},     {TieBreakKind::KS, "KS"},
    {TieBreakKind::ARO, "ARO"},   {TieBreakKind::TPR, "TPR"},   {TieBreakKind::PTP, "PTP"},
    {TieBreakKind::APRO, "APRO"}, {TieBreakKind::APPO, "APPO"}, {TieBreakKind::WIN, "WIN"},
    {TieBreakKind::WON, "WON"},   {TieBreakKind::BPG, "BPG"},   {TieBreakKind::BWG, "BWG"},
    {TieBreakKind::REP, "REP"},   {TieBreakKind::STD, "STD"},   {TieBreakKind::TPN, "TPN"},
    {TieBreakKind::RTNG, "RTNG"}, {TieBreakKind::DE, "DE"},
}};

std::string upper(std::string_view text) {
  std::string result(text);
  for (char& c : result) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return result;
}

std::optional<int> number(std::string_view digits) {
  int value = 0;
  if (digits.empty()) return std::nullopt;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  if (ec != std::errc{} || end != digits.data() + digits.size()) return std::nullopt;
  return value;
}

bool allowsCut(TieBreakKind k) {
  return k == TieBreakKind::BH || k == TieBreakKind::FB || k == TieBreakKind::SB ||
         k == TieBreakKind::PS || k == TieBreakKind::ARO;
}

bool allowsMedian(TieBreakKind k) { return k == TieBreakKind::BH || k == TieBreakKind::FB; }

// Applies one modifier ("C1", "M2", "L+1", "U1000", "R") to `tb`.
std::optional<TieBreakParseError> applyModifier(TieBreak& tb, std::string_view mod) {
  if (mod.empty()) return TieBreakParseError::BadModifier;
  const auto rest = mod.substr(1);
  switch (mod.front()) {
    case 'C': {
      const auto n = number(rest);
      if (!n || *n < 0 || *n > 9) return TieBreakParseError::BadModifier;
      if (!allowsCut(tb.kind)) return TieBreakParseError::ModifierNotAllowed;
      tb.cutLowest = *n;
      return std::nullopt;
    }
    case 'M': {
      const auto n = number(rest);
      if (!n || *n < 0 || *n > 9) return TieBreakParseError::BadModifier;
      if (!allowsMedian(tb.kind)) return TieBreakParseError::ModifierNotAllowed;
      tb.cutLowest = tb.cutHighest = *n;
      return std::nullopt;
    }
    case 'L': {
      if (tb.kind != TieBreakKind::KS) return TieBreakParseError::ModifierNotAllowed;
      if (rest.size() < 2 || (rest.front() != '+' && rest.front() != '-'))
        return TieBreakParseError::BadModifier;
      const auto n = number(rest.substr(1));
      if (!n) return TieBreakParseError::BadModifier;
      tb.limitHalfPoints = rest.front() == '+' ? *n : -*n;
      return std::nullopt;
    }
    case 'U': {
      if (!isRatingBased(tb.kind)) return TieBreakParseError::ModifierNotAllowed;
      const auto n = number(rest);
      if (!n) return TieBreakParseError::BadModifier;
      tb.unratedRating = *n;
      return std::nullopt;
    }
    case 'R':
      if (!rest.empty()) return TieBreakParseError::BadModifier;
      tb.reverse = true;
      return std::nullopt;
    default:
      return TieBreakParseError::BadModifier;
  }
}

}  // namespace

std::expected<TieBreak, TieBreakParseError> parseTieBreak(std::string_view code) {
  const std::string text = upper(code);
  std::vector<std::string_view> parts;
  std::string_view rest = text;
  while (true) {
    const auto slash = rest.find('/');
    parts.push_back(rest.substr(0, slash));
    if (slash == std::string_view::npos) break;
    rest = rest.substr(slash + 1);
  }
  // "AROC" is the Handbook's name of ARO Cut-1; "GE" the name of REP before 2024-08.
  TieBreak tb;
  const auto name = parts.front();
  const auto found = std::ranges::find(Names, name, &KindName::code);
  if (name == "AROC") {
    tb.kind = TieBreakKind::ARO;
    tb.cutLowest = 1;
  } else if (name == "GE") {
    tb.kind = TieBreakKind::REP;
  } else if (found != Names.end()) {
    tb.kind = found->kind;
  } else {
    return std::unexpected(TieBreakParseError::UnknownCode);
  }
  for (std::size_t i = 1; i < parts.size(); ++i)
    if (const auto error = applyModifier(tb, parts[i])) return std::unexpected(*error);
  return tb;
}

std::string tieBreakCode(const TieBreak& tb) {
  std::string code(std::ranges::find(Names, tb.kind, &KindName::kind)->code);
  if (tb.cutHighest > 0)
    code += "/M" + std::to_string(tb.cutHighest);
  else if (tb.cutLowest > 0)
    code += "/C" + std::to_string(tb.cutLowest);
  if (tb.limitHalfPoints != 0)
    code += (tb.limitHalfPoints > 0 ? "/L+" : "/L-") + std::to_string(std::abs(tb.limitHalfPoints));
  if (tb.unratedRating) code += "/U" + std::to_string(*tb.unratedRating);
  if (tb.reverse) code += "/R";
  return code;
}

bool isRatingBased(TieBreakKind k) {
  return k == TieBreakKind::ARO || k == TieBreakKind::TPR || k == TieBreakKind::PTP ||
         k == TieBreakKind::APRO || k == TieBreakKind::APPO || k == TieBreakKind::RTNG;
}

bool higherIsBetter(TieBreakKind k) { return k != TieBreakKind::TPN && k != TieBreakKind::DE; }

int minimumDecimals(TieBreakKind k) {
  switch (k) {
    case TieBreakKind::BH:
    case TieBreakKind::FB:
    case TieBreakKind::PS:
    case TieBreakKind::KS:
    case TieBreakKind::STD:
      return 1;
    case TieBreakKind::SB:
    case TieBreakKind::AOB:
      return 2;
    default:
      return 0;
  }
}

}  // namespace standings
