// SPDX-License-Identifier: MIT
// TRF26 record 192, the encoded tournament type (C.02.03 Annex A).
#include "domain/interchange/tournament_type.h"

#include <array>

namespace interchange {

namespace {

constexpr std::string_view BakuSuffix = "_BAKU";
constexpr std::string_view RoundRobin = "BERGER_ROUNDROBIN";
// The Dutch system by edition, as FIDE's code table for record 192
// (TournamentTypeCodeTable192-TRF26) spells it: FIDE_DUTCH_2025 the edition
// in force (C.04.3 approved 2024, applied from 2026), FIDE_DUTCH_2017 the
// one before, plain FIDE_DUTCH the one in force. FIDE_DUTCH_2026 is not in
// the table: exports of ours before the table's spelling was written; still read.
constexpr std::string_view DutchInForce = "FIDE_DUTCH_2025";
constexpr std::string_view Dutch2017 = "FIDE_DUTCH_2017";
constexpr std::array<std::string_view, 4> DutchCodes{DutchInForce, Dutch2017, "FIDE_DUTCH",
                                                     "FIDE_DUTCH_2026"};
// C.04.4.1 and C.04.4.2, the Dubov and Burstein systems (paired without
// acceleration: FIDE_DUBOV_BAKU and FIDE_BURSTEIN_BAKU are not supported).
constexpr std::string_view Dubov = "FIDE_DUBOV";
constexpr std::string_view Burstein = "FIDE_BURSTEIN";
constexpr std::string_view TeamPrefix = "FIDE_TEAM_";

bool oneOf(std::string_view code, const auto& codes) {
  for (const auto known : codes)
    if (code == known) return true;
  return false;
}

}  // namespace

TournamentType readTournamentType(std::string_view code) {
  TournamentType type;
  type.code = std::string(code);
  // C.05 Annex 1 serves teams too: FIDE_TEAM_ROUNDROBIN, ..._DOUBLEROUNDROBIN.
  if (code == RoundRobin || (code.starts_with(TeamPrefix) && code.ends_with("ROUNDROBIN"))) {
    type.support = TournamentTypeSupport::Supported;
    type.system = tournament::PairingSystem::RoundRobin;
    return type;
  }
  // C.04.7: "…_BAKU" is the system with Baku acceleration (default scheme).
  std::string_view system = code;
  if (system.ends_with(BakuSuffix)) {
    system.remove_suffix(BakuSuffix.size());
    type.baku = true;
  }
  if (code == Dubov || code == Burstein) {
    type.support = TournamentTypeSupport::Supported;
    type.system = code == Dubov ? tournament::PairingSystem::DubovSwiss
                                : tournament::PairingSystem::BursteinSwiss;
  } else if (oneOf(system, DutchCodes)) {
    type.support = TournamentTypeSupport::Supported;
    if (system == Dutch2017) type.edition = tournament::DutchEdition::Rules2017;
  } else if (system == Dubov || system == Burstein || code.starts_with(TeamPrefix)) {
    type.support = TournamentTypeSupport::NotSupported;
  } else {
    type.baku = false;
  }
  return type;
}

std::string tournamentTypeCode(tournament::PairingSystem system,
                               tournament::Acceleration acceleration,
                               tournament::DutchEdition edition) {
  if (system == tournament::PairingSystem::RoundRobin) return std::string(RoundRobin);
  if (system == tournament::PairingSystem::DubovSwiss) return std::string(Dubov);
  if (system == tournament::PairingSystem::BursteinSwiss) return std::string(Burstein);
  std::string code(edition == tournament::DutchEdition::Rules2017 ? Dutch2017 : DutchInForce);
  if (acceleration == tournament::Acceleration::Baku) code += BakuSuffix;
  return code;
}

}  // namespace interchange
