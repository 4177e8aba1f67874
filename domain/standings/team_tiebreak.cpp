// SPDX-License-Identifier: MIT
#include "domain/standings/team_tiebreak.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>

namespace standings {

namespace {

struct TeamKindName {
  TeamTieBreakKind kind;
  std::string_view code;
};

constexpr std::array<TeamKindName, 13> TeamNames = {{
    {TeamTieBreakKind::MPvGP, "MPVGP"},
    {TeamTieBreakKind::ESB, "ESB"},
    {TeamTieBreakKind::EMMSB, "EMMSB"},
    {TeamTieBreakKind::EMGSB, "EMGSB"},
    {TeamTieBreakKind::EGMSB, "EGMSB"},
    {TeamTieBreakKind::EGGSB, "EGGSB"},
    {TeamTieBreakKind::EDE, "EDE"},
    {TeamTieBreakKind::EDET, "EDET"},
    {TeamTieBreakKind::EDEB, "EDEB"},
    {TeamTieBreakKind::SSSC, "SSSC"},
    {TeamTieBreakKind::BC, "BC"},
    {TeamTieBreakKind::TBR, "TBR"},
    {TeamTieBreakKind::BBE, "BBE"},
}};

bool isExtendedSonnebornBerger(TeamTieBreakKind k) {
  return k == TeamTieBreakKind::ESB || k == TeamTieBreakKind::EMMSB ||
         k == TeamTieBreakKind::EMGSB || k == TeamTieBreakKind::EGMSB ||
         k == TeamTieBreakKind::EGGSB;
}

std::optional<int> number(std::string_view digits) {
  int value = 0;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  if (digits.empty() || ec != std::errc{} || end != digits.data() + digits.size())
    return std::nullopt;
  return value;
}

// Applies a modifier the team codes add (/V1, /V2, /Kx, the ESB /Cn);
// false when it is not one of them.
std::expected<bool, TieBreakParseError> applyTeamModifier(TeamTieBreak& tb, std::string_view mod) {
  if (mod == "V1" || mod == "V2") {
    tb.edition = mod == "V1" ? Edition::Text2023 : Edition::Text2026;
    return true;
  }
  if (!mod.empty() && mod.front() == 'K' && tb.kind == TeamTieBreakKind::SSSC) {
    const auto k = number(mod.substr(1));
    if (!k || *k < 1) return std::unexpected(TieBreakParseError::BadModifier);
    tb.sssc = k;
    return true;
  }
  if (!mod.empty() && mod.front() == 'C' && isExtendedSonnebornBerger(tb.kind)) {
    const auto n = number(mod.substr(1));
    if (!n || *n > 9) return std::unexpected(TieBreakParseError::BadModifier);
    tb.individual.cutLowest = *n;
    return true;
  }
  return false;
}

}  // namespace

std::expected<TeamTieBreak, TieBreakParseError> parseTeamTieBreak(std::string_view code) {
  std::string text(code);
  for (char& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  const auto slash = text.find('/');
  std::string name = text.substr(0, slash);
  const std::string rest = slash == std::string::npos ? "" : text.substr(slash + 1);
  TeamTieBreak tb;
  if (const auto colon = name.find(':'); colon != std::string::npos) {
    const std::string score = name.substr(colon + 1);
    if (score != "MP" && score != "GP") return std::unexpected(TieBreakParseError::BadModifier);
    tb.score = score == "MP" ? TeamScore::MatchPoints : TeamScore::GamePoints;
    name.resize(colon);
  }
  const auto team = std::ranges::find(TeamNames, name, &TeamKindName::code);
  if (team != TeamNames.end()) {
    if (tb.score) return std::unexpected(TieBreakParseError::ModifierNotAllowed);
    tb.kind = team->kind;
  }
  // The modifiers: the team ones here, the others the individual code's.
  std::string individual = name;
  std::size_t start = 0;
  while (!rest.empty() && start <= rest.size()) {
    const auto next = rest.find('/', start);
    const std::string_view mod = std::string_view(rest).substr(start, next - start);
    const auto applied = applyTeamModifier(tb, mod);
    if (!applied) return std::unexpected(applied.error());
    if (!*applied) {
      if (tb.kind != TeamTieBreakKind::Individual)
        return std::unexpected(TieBreakParseError::ModifierNotAllowed);
      individual += "/" + std::string(mod);
    }
    if (next == std::string::npos) break;
    start = next + 1;
  }
  if (tb.kind == TeamTieBreakKind::Individual) {
    auto parsed = parseTieBreak(individual);
    if (!parsed) return std::unexpected(parsed.error());
    if (isRatingBased(parsed->kind)) return std::unexpected(TieBreakParseError::UnknownCode);
    tb.individual = *parsed;
  }
  return tb;
}

std::string teamTieBreakCode(const TeamTieBreak& tb) {
  std::string code;
  if (tb.kind == TeamTieBreakKind::Individual) {
    code = tieBreakCode(tb.individual);
    if (tb.score) {
      const auto slash = code.find('/');
      code.insert(slash == std::string::npos ? code.size() : slash,
                  *tb.score == TeamScore::MatchPoints ? ":MP" : ":GP");
    }
  } else {
    code = std::ranges::find(TeamNames, tb.kind, &TeamKindName::kind)->code;
    if (tb.kind == TeamTieBreakKind::MPvGP) code = "MPvGP";
    if (tb.individual.cutLowest > 0) code += "/C" + std::to_string(tb.individual.cutLowest);
    if (tb.sssc) code += "/K" + std::to_string(*tb.sssc);
  }
  if (tb.edition) code += *tb.edition == Edition::Text2023 ? "/V1" : "/V2";
  return code;
}

std::expected<std::vector<TeamTieBreak>, TeamTieBreakListError> parseTeamTieBreakList(
    std::span<const std::string> codes) {
  std::vector<TeamTieBreak> list;
  for (const auto& code : codes) {
    if (code.empty() || isPrimaryScoreCode(code)) continue;
    auto tb = parseTeamTieBreak(code);
    if (!tb) return std::unexpected(TeamTieBreakListError{code, tb.error()});
    list.push_back(*tb);
  }
  return list;
}

bool isPrimaryScoreCode(std::string_view code) {
  std::string upper(code);
  for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return upper == "PTS" || upper == "MPTS" || upper == "GPTS";
}

bool isRankTieBreak(const TeamTieBreak& tb) {
  switch (tb.kind) {
    case TeamTieBreakKind::EDE:
    case TeamTieBreakKind::EDET:
    case TeamTieBreakKind::EDEB:
    case TeamTieBreakKind::TBR:
    case TeamTieBreakKind::BBE:
      return true;
    case TeamTieBreakKind::Individual:
      return tb.individual.kind == TieBreakKind::DE;
    default:
      return false;
  }
}

bool higherIsBetter(const TeamTieBreak& tb) {
  if (tb.kind == TeamTieBreakKind::Individual) return higherIsBetter(tb.individual.kind);
  return tb.kind != TeamTieBreakKind::BC && !isRankTieBreak(tb);  // C.07 12.1: BC lower first
}

}  // namespace standings
