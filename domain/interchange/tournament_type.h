// SPDX-License-Identifier: MIT
#pragma once

#include "domain/tournament/tournament_state.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace interchange {

// What Arbiter makes of a TRF26 record 192 code.
enum class TournamentTypeSupport : std::uint8_t {
  Supported,     // a Dutch, Dubov or Burstein Swiss, or a Berger round robin
  NotSupported,  // a FIDE system Arbiter does not pair (team systems; Dubov, Burstein with Baku)
  Unknown,       // not a code of the annex
};

// TRF26 record 192 (C.02.03 Annex A): the encoded tournament type, e.g.
// FIDE_DUTCH_2025 (the edition in force), FIDE_DUTCH_2017, FIDE_DUTCH (the
// edition in force; FIDE_DUTCH_2026, our old spelling, is read too), with
// _BAKU for C.04.7 acceleration (its default scheme), BERGER_ROUNDROBIN,
// FIDE_DUBOV, FIDE_BURSTEIN, FIDE_TEAM_... (rules-reference §4.5, §2.5).
struct TournamentType {
  std::string code;  // as written
  int line = 0;      // the record's line when read from a file
  TournamentTypeSupport support = TournamentTypeSupport::Unknown;
  tournament::PairingSystem system = tournament::PairingSystem::DutchSwiss;  // when Supported
  bool baku = false;
  // FIDE_DUTCH_2017 (with or without _BAKU): the 2017 edition of C.04.3.
  tournament::DutchEdition edition = tournament::DutchEdition::Rules2026;
};

// The meaning of a 192 code (the first word of the record).
TournamentType readTournamentType(std::string_view code);

// The 192 code of a system as Arbiter pairs it, as FIDE's code table spells
// it: FIDE_DUTCH_2025 (C.04.3, the edition applied from 2026; FIDE_DUTCH_2017 for the 2017 edition;
// either with _BAKU for C.04.7 Baku acceleration), FIDE_DUBOV (C.04.4.1), FIDE_BURSTEIN
// (C.04.4.2) or BERGER_ROUNDROBIN (C.05 Annex 1).
std::string tournamentTypeCode(tournament::PairingSystem system,
                               tournament::Acceleration acceleration = {},
                               tournament::DutchEdition edition = {});

}  // namespace interchange
