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

// TRF26 record 299 (abnormal point assignment) for one player in one round:
// `type` is the result code it applies to (W D L + - F H Z; ' ' = a penalty
// or bonus added to the round's points), `points` the points given (for ' ':
// added). Our TRF16 export writes the same record after "### " (TRF16 has
// no record for it). Laws 12.9.4 / 12.9.5 scores set by a penalty.
struct ScoreAssignment {
  char type = ' ';
  tournament::HalfPoints points = 0;
  int round = 0;
  int startNumber = 0;
  int line = 0;
  int column = 0;  // of the start number
};

// TRF16 has no record for a score set by a penalty: our TRF16 export writes
// this note, then each 299 record after "### " (read back as records).
inline constexpr std::string_view AssignmentNote =
    "### TRF16 has no record for a score set by a penalty (Laws 12.9.4/12.9.5); "
    "columns 81-84 count it; the TRF26 records 299 follow as comments";
inline constexpr std::string_view AssignmentComment = "### 299 ";

// TRF16 has a place for the absences of the round to be paired only (a
// block after the paired rounds): our TRF16 export writes this note, then
// the TRF26 records 240 of the byes asked for later rounds after "### "
// (read back as records; other programs ignore them).
inline constexpr std::string_view LaterByesNote =
    "### TRF16 has no record for a bye in a round after the next one; "
    "the TRF26 records 240 follow as comments";
inline constexpr std::string_view LaterByesComment = "### 240 ";

// What the tournament-wide extension records said. The reader applies
// them to the state once every player line is known.
struct ExtensionValues {
  std::optional<int> totalRounds;                    // XXR, 142
  std::optional<tournament::Color> firstColor;       // XXC, 152
  tournament::ScoringSystem scoring;                 // XXS, BBx, 162
  std::optional<tournament::PairingSystem> system;   // 192, when supported
  std::optional<TournamentType> tournamentType;      // 192 as read
  std::vector<PlayerValues> acceleration;            // XXA, 250
  std::vector<tournament::PlannedBye> byes;          // 240 (round known)
  std::vector<int> byeLines;                         // the line of each bye
  std::vector<int> absentNextRound;                  // XXZ (round = next to pair)
  std::vector<int> absentLines;                      // the line of each XXZ id
  std::vector<ScoreAssignment> assignments;          // 299 (one per player and round)
  std::vector<tournament::ForbiddenPair> forbidden;  // XXP, 260 (by start number)
  std::vector<int> forbiddenLines;                   // the line of each forbidden pair
  bool trf26 = false;                                // a TRF26-only record was read
};

// True when `code` (the first three characters of a line) names a record
// this reader turns into values: XXR XXC XXS XXA XXZ XXP BBW BBD BBL BBZ BBF
// BBU (TRF16 engine extensions) and 142 152 162 192 240 250 260 299 (TRF26).
bool isExtensionRecord(std::string_view code);

// True when `code` is one of the other records of TRF16 (012-132) or
// TRF26 (172-222, 801, 802, "###"): kept as written. The team records
// (013, 300-362) are read into a team event (trf_team_records.h).
bool isKnownKeptRecord(std::string_view code);

// True when the line `text` is a record `code`: its first three characters,
// then a blank or the line's end (C.04 Annex 2: a line starts with its
// three-character code and a blank). "XXSw" is not an XXS record.
bool isRecordLine(std::string_view text, std::string_view code);

// True when `code` is a record only TRF26 has.
bool isTrf26Record(std::string_view code);

// True when `points` as the writer writes them ("99.5", "3.0") fit a
// record's four-column points field (162 values, 250 game points, XXA):
// 100 points and more do not.
bool fitsPointsField(tournament::HalfPoints points);

// The blank-separated words of a record line after its three-letter code.
std::vector<std::string_view> recordWords(const TrfLine& line);

// The 299 type (column 5) of a round's result: W D L (played, rated or
// not), + -, F H Z (an absence too); nullopt for the pairing-allocated bye
// and unfinished games, which a 299 cannot name.
std::optional<char> assignmentType(tournament::RoundResult result);

// Applies the 299 assignments to the players' rounds (RoundEntry::adjustment).
// A start number or round outside the file is refused at its column; a type
// that is not the player's result is reported and not applied.
std::optional<TrfError> applyAssignments(const std::vector<ScoreAssignment>& assignments,
                                         const tournament::ScoringSystem& scoring,
                                         std::vector<tournament::PlayerRecord*> players,
                                         std::vector<TrfIssue>& issues);

// The players of `ids` (start numbers) must not meet each other in rounds
// `firstRound`..`lastRound` (0 = to the end): one ForbiddenPair for each
// two of them (XXP, 260). Fewer than two ids, or an id twice, is refused.
std::expected<bool, TrfError> addForbiddenGroup(const std::vector<int>& ids, int firstRound,
                                                int lastRound, int lineNumber,
                                                ExtensionValues& values);

// Reads a TRF26 record 162, 192, 240, 250, 260 or 299 into `values` (see trf26_records.cpp).
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
