// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace interchange {

// Why a TRF file was refused. The reader refuses a file it cannot read
// faithfully (C.04 Annex 2 fields that are required for pairing or rating
// and that cannot be understood).
enum class TrfErrorCode : std::uint8_t {
  NoPlayers,                   // no 001 line at all
  BadStartNumber,              // columns 5-8 of a 001 line are not a number >= 1
  DuplicateStartNumber,        // two 001 lines with the same start number
  StartNumbersNotContiguous,   // start numbers are not 1..N
  BadRating,                   // columns 49-52 are neither blank nor a number
  BadPoints,                   // columns 81-84 are neither blank nor a decimal
  BadRank,                     // columns 86-89 are neither blank nor a number
  BadOpponent,                 // a round block's opponent field is not a number
  OpponentOutOfRange,          // the opponent's start number has no 001 line
  OpponentIsSelf,              // a player paired with himself
  BadColour,                   // colour column is not w, b, - or blank
  BadResult,                   // result column holds an unknown code
  ResultNeedsOpponent,         // a game result (1 = 0 W D L, TRF26 X ?) without an opponent
  MisalignedBlock,             // text in the blank columns between block fields
  BadRecordValue,              // XXR, XXC, XXS, XXA, 142, 152, 162, 240, 250, 299 unreadable
  UnrepresentablePoints,       // not a multiple of 0.5, or 100 points or more (4 columns)
  RoundBeyondPlanned,          // a round block past the planned rounds (XXR/142): bounded work
  TooManyRounds,               // a round block past round 999 (no XXR/142 to bound it)
  ByeBeyondPlanned,            // a bye record (240, XXZ) for a round past the planned rounds
  ForbiddenPairBeyondPlanned,  // a 260 whose first round is past the planned rounds
  ConflictingFirstColour,      // XXC/152 records naming both colours for round 1
};

// Something the reader noticed and either accepted as written or adjusted.
// Every entry names the place; `adjusted` is true when the value stored in
// the result differs from the text (the writer will write the adjusted value).
enum class TrfIssueCode : std::uint8_t {
  UnknownRecord,               // a line whose record code is not known: kept verbatim
  BlankLine,                   // an empty line: dropped
  NotUtf8,                     // bytes that are not UTF-8: each counted as one column
  PlayersReordered,            // 001 lines not in start-number order: sorted
  PointsMismatch,              // columns 81-84 differ from the sum of the round codes
  MissingOpponentNumber,       // blank opponent field read as 0000
  AbsenceWrittenAsForfeit,     // a block "-" without opponent: read as Z (absent)
  ForfeitWithoutOpponent,      // "0000 - +" or "0000 - -": kept as an unplayed win/loss
  ByeWithColour,               // a bye or absence carrying w/b: colour dropped
  ByeWithOpponent,             // a bye code (U H F Z) with an opponent: opponent dropped
  GameWithoutColour,           // a played game with colour "-": kept without colour
  UppercaseColour,             // W/B in the colour column: read as w/b
  AsymmetricPairing,           // A lists B in a round but B does not list A
  ColoursDisagree,             // both players have the same colour in their game
  ResultsDisagree,             // the two results of a game do not fit together
  ConflictingRecord,           // two records give different values (first one kept)
  UnknownXxcToken,             // XXC token other than white1/black1/rank
  ColourDependentScoring,      // XXS gives white and black different points: white's used
  MissingRounds,               // fewer planned rounds (XXR) than rounds recorded
  UnknownTournamentType,       // a 192 code the annex does not have: kept, the system left at Dutch
  TournamentTypeNotSupported,  // a 192 system Arbiter does not pair (Dubov, Burstein, team): kept
  AbnormalPointsNotRead,       // a 299 for a team, every round or nobody: kept, not counted
  AbnormalPointsMismatch,      // a 299 whose result code is not the player's result: dropped
};

// A refusal: the code and the place (1-based line and column; column 0
// when the problem is the whole line or file).
struct TrfError {
  TrfErrorCode code{};
  int line = 0;
  int column = 0;
};

// One noticed problem with its place (1-based line and column).
struct TrfIssue {
  TrfIssueCode code{};
  int line = 0;
  int column = 0;
  bool adjusted = false;
};

}  // namespace interchange
