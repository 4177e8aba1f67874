// SPDX-License-Identifier: MIT
#pragma once

#include "domain/interchange/tournament_type.h"
#include "domain/interchange/trf_issue.h"
#include "domain/interchange/trf_line.h"
#include "domain/tournament/tournament_state.h"

#include <expected>
#include <optional>
#include <string_view>
#include <vector>

namespace interchange {

// A per-player list of values read from an extension record, with its line.
struct PlayerValues {
  int startNumber = 0;
  std::vector<tournament::HalfPoints> points;  // acceleration per round, from round 1
  int line = 0;
};

// What the tournament-wide extension records said. The reader applies
// them to the state once every player line is known.
struct ExtensionValues {
  std::optional<int> totalRounds;                   // XXR, 142
  std::optional<tournament::Color> firstColor;      // XXC, 152
  tournament::ScoringSystem scoring;                // XXS, BBx, 162
  std::optional<tournament::PairingSystem> system;  // 192, when supported
  std::optional<TournamentType> tournamentType;     // 192 as read
  std::vector<PlayerValues> acceleration;           // XXA, 250
  std::vector<tournament::PlannedBye> byes;         // 240 (round known)
  std::vector<int> byeLines;                        // the line of each bye
  std::vector<int> absentNextRound;                 // XXZ (round = next to pair)
  std::vector<int> absentLines;                     // the line of each XXZ id
  bool trf26 = false;                               // a TRF26-only record was read
};

// True when `code` (the first three characters of a line) names a record
// this reader turns into values: XXR XXC XXS XXA XXZ BBW BBD BBL BBZ BBF BBU
// (TRF16 engine extensions) and 142 152 162 192 240 250 (TRF26).
bool isExtensionRecord(std::string_view code);

// True when `code` is one of the other records of TRF16 (012-132, 013) or
// TRF26 (172-222, 260-362, 801, 802, "###"): kept as written.
bool isKnownKeptRecord(std::string_view code);

// True when `code` is a record only TRF26 has.
bool isTrf26Record(std::string_view code);

// The blank-separated words of a record line after its three-letter code.
std::vector<std::string_view> recordWords(const TrfLine& line);

// Reads a TRF26 record 162, 192, 240 or 250 into `values` (see trf26_records.cpp).
std::expected<bool, TrfError> readTrf26Record(std::string_view code, const TrfLine& line,
                                              int lineNumber, ExtensionValues& values,
                                              std::vector<TrfIssue>& issues);

// Reads an extension record into `values`. Returns true when the line's
// meaning is fully held by `values` (the writer regenerates it), false when
// the line must also be kept as written (e.g. `XXC rank white1`, record 192).
std::expected<bool, TrfError> readExtensionRecord(std::string_view code, const TrfLine& line,
                                                  int lineNumber, ExtensionValues& values,
                                                  std::vector<TrfIssue>& issues);

}  // namespace interchange
