// SPDX-License-Identifier: MIT
// A tie-break list and edition as a section's settings (or a command's
// options) name them, read into what computeStandings takes.
#include "domain/standings/tiebreak_list.h"

#include "domain/standings/default_tiebreaks.h"

namespace standings {

std::expected<std::vector<TieBreak>, TieBreakListError> parseTieBreakList(
    std::span<const std::string> codes) {
  std::vector<TieBreak> list;
  for (const auto& code : codes) {
    // TRF26 212 starts with PTS: points always come first (C.07 3).
    if (code.empty() || code == "PTS" || code == "pts") continue;
    const auto tieBreak = parseTieBreak(code);
    if (!tieBreak) return std::unexpected(TieBreakListError{code, tieBreak.error()});
    list.push_back(*tieBreak);
  }
  return list;
}

std::optional<Edition> parseEdition(std::string_view text) {
  if (text == "2026") return Edition::Text2026;
  if (text == "2023" || text == "2024") return Edition::Text2023;
  if (text == "pre2023") return Edition::Pre2023;
  return std::nullopt;
}

std::expected<std::vector<TieBreak>, TieBreakListError> sectionTieBreaks(
    std::span<const std::string> codes, tournament::PairingSystem system) {
  auto list = parseTieBreakList(codes);
  if (list && list->empty()) return defaultTieBreaks(system);
  return list;
}

}  // namespace standings
