// SPDX-License-Identifier: MIT
#pragma once

#include "domain/standings/section_view.h"
#include "domain/standings/team_view.h"
#include "domain/standings/tiebreak.h"

#include <cstdint>
#include <expected>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace standings {

// The tie-breaks of team events (C.07 arts. 11-13, 2026 edition).
enum class TeamTieBreakKind : std::uint8_t {
  Individual,  // an individual code over matches (13 preamble): BH:MP, SB:GP, PS, WIN, DE, ...
  MPvGP,       // 13.1: the secondary score
  ESB,         // 13.2: the extended SB of the primary score (EMGSB or EGMSB)
  EMMSB,       // 13.2.1: opponent's MP x own MP against it
  EMGSB,       // 13.2.2: opponent's MP x own GP
  EGMSB,       // 13.2.3: opponent's GP x own MP
  EGGSB,       // 13.2.4: opponent's GP x own GP
  EDE,         // 13.3: direct encounter on the primary, then on the secondary score
  EDET,        // 13.3.2: EDE, then TBR of the match of two teams still tied
  EDEB,        // 13.3.2: EDE, then BBE of the match of two teams still tied
  SSSC,        // 13.4: secondary score + BH(primary) / k
  BC,          // 12.1: board count, lower is better
  TBR,         // 12.2: top board result
  BBE,         // 12.3: bottom board elimination
};

// A team tie-break with its score and modifiers, e.g. "BH:MP/C1",
// "EMGSB/C1", "SSSC/K3", "EDET"; /V1 and /V2 name the C.07 text for
// unplayed rounds (2023 and 2026) for this tie-break alone.
struct TeamTieBreak {
  TeamTieBreakKind kind = TeamTieBreakKind::Individual;
  TieBreak individual;             // the individual code and cuts (Individual, ESB family /C1)
  std::optional<TeamScore> score;  // :MP or :GP; the primary score when not given
  std::optional<Edition> edition;  // /V1, /V2
  std::optional<int> sssc;         // SSSC /Kx: the divisor k
  friend bool operator==(const TeamTieBreak&, const TeamTieBreak&) = default;
};

// Parses a team code (case-insensitive): the team-only codes MPVGP, ESB,
// EMMSB, EMGSB, EGMSB, EGGSB (with /Cn), EDE, EDET, EDEB, SSSC (/Kx), BC,
// TBR, BBE, and every individual code with :MP or :GP and its modifiers
// (parseTieBreak); each may end in /V1 or /V2.
std::expected<TeamTieBreak, TieBreakParseError> parseTeamTieBreak(std::string_view code);
// The code of a team tie-break as parseTeamTieBreak reads it.
std::string teamTieBreakCode(const TeamTieBreak& tieBreak);

// True for "PTS", "MPTS" and "GPTS" (any case): the primary score itself,
// the first criterion of TRF26 record 202/212, not a tie-break.
bool isPrimaryScoreCode(std::string_view code);

// A list of team codes; "PTS", "MPTS" and "GPTS" (the primary score,
// TRF26 record 202/212) and empty codes are skipped. The error names the
// code that does not read.
struct TeamTieBreakListError {
  std::string code;
  TieBreakParseError reason{};
};
std::expected<std::vector<TeamTieBreak>, TeamTieBreakListError> parseTeamTieBreakList(
    std::span<const std::string> codes);

// True for the tie-breaks whose value is a rank (DE, EDE, EDET, EDEB, TBR,
// BBE): lower ranks first.
bool isRankTieBreak(const TeamTieBreak& tieBreak);
// True when a higher value ranks first (not BC, TPN or the rank tie-breaks), before /R.
bool higherIsBetter(const TeamTieBreak& tieBreak);

}  // namespace standings
