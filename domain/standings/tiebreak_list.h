// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/section_view.h"
#include "domain/standings/tiebreak.h"

#include <expected>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace standings {

// The code of a list that does not read as a tie-break.
struct TieBreakListError {
  std::string code;
  TieBreakParseError reason{};
};

// C.07 codes in order, e.g. {"BH/C1", "BH", "SB"}; "PTS" (the first
// criterion of TRF26 record 212: points) and empty codes are skipped.
std::expected<std::vector<TieBreak>, TieBreakListError> parseTieBreakList(
    std::span<const std::string> codes);

// The C.07 text a section names for unplayed rounds: "2026", "2023" (also
// "2024", the 2023 text as revised) or "pre2023"; nullopt otherwise.
std::optional<Edition> parseEdition(std::string_view text);

// The tie-breaks of a section's settings: its list, or the C.07 defaults
// of its system when it names none (default_tiebreaks.h).
std::expected<std::vector<TieBreak>, TieBreakListError> sectionTieBreaks(
    std::span<const std::string> codes, tournament::PairingSystem system);

}  // namespace standings
