// SPDX-License-Identifier: MIT
#pragma once

#include "domain/interchange/tournament_type.h"
#include "domain/interchange/trf_issue.h"
#include "domain/tournament/team.h"
#include "domain/tournament/tournament_state.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace interchange {

// The two layouts of the FIDE tournament report file: TRF16 (C.04 Annex 2,
// with the JaVaFo/bbpPairings extensions XXR, XXC, XXS, XXA) and TRF26 (C.02.03
// Annex A, 2025, a superset: records 142-260 replace the XX extensions).
enum class TrfFormat : std::uint8_t { Trf16, Trf26 };

// A line kept as written because the tournament state does not hold its
// meaning (012-132 header records, comments, team lines, unknown records).
// `afterPlayers` says whether it stood after the first 001 line.
struct KeptLine {
  std::string text;
  bool afterPlayers = false;
};

// A TRF file as read: the tournament state the engines use, the lines kept
// for writing the file back, and everything the reader noticed.
//
// The state holds the rounds that were paired: round k is paired when at
// least one block of round k has an opponent or a pairing-allocated bye.
// Every player's `rounds` has exactly that many entries (missing blocks are
// NotPaired). Bye blocks (H, F, Z) after the last paired round are the
// known absences of future rounds and go to `state.plannedByes` (the form
// the pairing corpus uses for the round to be paired; C.04.2 3.3).
struct TrfDocument {
  tournament::TournamentState state;
  TrfFormat format = TrfFormat::Trf16;  // Trf26 when any TRF26-only record was read
  std::vector<KeptLine> keptLines;
  std::vector<TrfIssue> issues;  // in line order
  // TRF26 record 192 as read (the line is also kept), or to be written:
  // by the TRF26 writer, and by the TRF16 writer for a round robin (its
  // only way to say the system; readers ignore records they do not know).
  std::optional<TournamentType> tournamentType;
  // A team tournament's teams and what befalls them as teams (TRF16 013,
  // TRF26 300-362 and 240 with team numbers); its board games are the
  // players' rounds of `state`. nullopt for an individual tournament.
  std::optional<tournament::TeamEvent> teams;
  // C.07 codes of the tie-breaks, in order, for TRF26 records 202 and 212
  // (written, not read: a file's own 202/212 are kept lines).
  std::vector<std::string> tieBreaks;
};

// What readTrf returns.
using ReadResult = TrfDocument;

}  // namespace interchange
