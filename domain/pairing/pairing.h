// SPDX-License-Identifier: MIT
#pragma once

#include "domain/pairing/dutch_options.h"
#include "domain/tournament/round_result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pairing {

// One board of a round: the start numbers of the players with White and Black.
struct Board {
  int white = 0;
  int black = 0;
  friend bool operator==(const Board&, const Board&) = default;
};

// The criteria of C.04.3 (2026) in their order; also used to say which one
// decided a choice or which one a pairing violates.
enum class Criterion : std::uint8_t {
  None,
  C1NoRematch,
  C2NoSecondBye,
  C3AbsoluteColour,
  C4Completion,
  C5ByeScore,
  C6Pairs,
  C7DownfloaterScores,
  C8NextBracket,
  C9ByeUnplayed,
  C10TopscorerColourDifference,
  C11TopscorerSameColourThrice,
  C12ColourPreference,
  C13StrongColourPreference,
  C14RepeatedDownfloat,
  C15RepeatedUpfloat,
  C16DownfloatTwoRoundsBack,
  C17UpfloatTwoRoundsBack,
  C18RepeatedDownfloatScore,
  C19RepeatedUpfloatScore,
  C20DownfloatScoreTwoRoundsBack,
  C21UpfloatScoreTwoRoundsBack,
  Order,  // C.04.3 art. 4: the first candidate in generation order
};

// The criterion's short label ("C1", ..., "C21", "order"); not a sentence.
std::string criterionLabel(Criterion c);
// The same criterion as the edition numbers it: the 2017 edition has no C5
// or C9 of 2026 ("none"), so its C5-C19 are 2026's C6-C8 and C10-C21.
std::string criterionLabel(Criterion c, DutchEdition edition);

// Why a board's White player got White (C.04.3 art. 5.2, rules in order).
enum class ColourReason : std::uint8_t {
  BothPreferences,         // 5.2.1 both preferences granted
  StrongerPreference,      // 5.2.2 the stronger preference granted
  Alternation,             // 5.2.3 alternate from the last round with different colours
  HigherRankedPreference,  // 5.2.4 the higher-ranked player's preference
  InitialColour,           // 5.2.5 the drawn initial colour by the higher-ranked TPN parity
};

// Why a player left a bracket unpaired.
enum class FloatReason : std::uint8_t {
  NoCompatibleOpponent,  // no legal opponent left in the bracket (C1-C3, C4)
  Optimisation,          // a better pairing by the quality criteria left him over
  OddBracket,            // the bracket could not pair everyone (C6)
};

struct BracketExplanation {
  int score = 0;                          // the bracket's pairing score, half-points
  std::vector<int> residents;             // start numbers, rank order
  std::vector<int> movedDown;             // MDPs entering the bracket
  std::vector<Board> pairs;               // pairs made in the bracket (colours final)
  std::vector<int> downfloaters;          // players moved down to the next bracket
  std::vector<FloatReason> floatReasons;  // one per downfloater
  Criterion decidedBy = Criterion::None;  // the last criterion that cut candidates
  int exchanged = 0;  // players moved each way between S1 and S2 (C.04.3 art. 4.3)
  // 2017 edition, A.9: the Penultimate Pairing Bracket, re-paired to
  // complete the round; the bracket after it is the Collapsed Last Bracket
  // (every player left).
  bool penultimate = false;
};

struct BoardExplanation {
  Board board;
  ColourReason colour = ColourReason::BothPreferences;
};

// How the engine reached a pairing: per bracket from the top, and per board.
struct Explanation {
  DutchEdition edition = DutchEdition::Rules2026;  // the rules it was paired by
  std::vector<BracketExplanation> brackets;
  std::vector<BoardExplanation> boards;  // board order
  std::optional<int> byeReceiver;
};

// A round's pairing: boards in board order (C.04.2 3.6), the
// pairing-allocated bye if any, and the explanation when asked for.
struct Pairing {
  int round = 0;  // the round paired (1-based)
  std::vector<Board> boards;
  std::optional<int> bye;  // start number of the PAB receiver
  std::optional<Explanation> explanation;
};

// Why no pairing was produced.
enum class PairingFailureCode : std::uint8_t {
  NoRoundsLeft,    // every planned round is already paired
  TooFewPlayers,   // fewer than two players to pair
  NoLegalPairing,  // no pairing satisfies the absolute criteria (C1-C3, C4)
  // The engine's pairing would leave an available player without a board
  // or the PAB (a fault of the engine, never printed as a pairing).
  PlayerLeftOut,
};

struct PairingFailure {
  PairingFailureCode code = PairingFailureCode::NoLegalPairing;
  Criterion criterion = Criterion::None;  // the criterion that cannot be met
  int round = 0;
};

}  // namespace pairing
