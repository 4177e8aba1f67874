// SPDX-License-Identifier: MIT
#pragma once

#include "domain/chess/fen.h"
#include "domain/chess/notation_form.h"
#include "domain/chess/pgn_game.h"
#include "domain/chess/san.h"
#include "domain/chess/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace chess {

// How a game's start position was given.
enum class GameSetup : std::uint8_t {
  Standard,         // no FEN tag: the initial position (Laws 2.3)
  Fen,              // a valid [FEN]
  FenWithProblems,  // the FEN reads only tolerantly (e.g. rights for a missing rook)
  FenUnreadable,    // nothing can be checked
  Variant,          // [Variant] other than standard: nothing is checked
};

// Why a written move cannot be played.
enum class MoveFault : std::uint8_t {
  Illegal,    // no legal move matches (includes a missing promotion piece,
              // promotion to a king, any move after checkmate)
  Ambiguous,  // several legal moves match; `candidates` lists them
  Null,       // "--", "Z0", "0000", "@@@@": passing is not a move (Laws 1.1)
  Invalid,    // the text is not a move at all
};

// The first move of a line that cannot be played.
struct MoveFailure {
  int ply = 0;        // the ply the move would have been
  std::string token;  // as written
  MoveFault fault = MoveFault::Illegal;
  std::vector<std::string> candidates;  // SAN of the matching moves (Ambiguous)
  PgnPlace place;
  SanErrorCode reason = SanErrorCode::UnknownToken;  // why, as the SAN reader says
};

// The first automatic end (Laws 5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2).
enum class GameEnd : std::uint8_t {
  Ongoing,
  Checkmate,             // 5.1.1
  Stalemate,             // 5.2.1
  InsufficientMaterial,  // 5.2.2, material-only form (see material.h)
  SeventyFiveMoves,      // 9.6.2
  FivefoldRepetition,    // 9.6.1
};

// A ply at which a claim with a written move (9.2.1 / 9.3.1) is valid, and
// the moves (canonical SAN with + or #, sorted) that make it valid.
struct WrittenMoveClaim {
  int ply = 0;
  std::vector<std::string> moves;
};

// A written move number that is not the number of the move it stands
// before (PGN 8.2.2: "1. e4 e5 3. Nf3"): the first one of the main line.
struct MoveNumberMismatch {
  int written = 0;
  int expected = 0;  // the fullmove number of the position
  PgnPlace place;
};

// A main-line move that is not canonical SAN, read under the lenient
// notation (verify --notation lenient): its ply, its text as written, the
// scoresheet forms in it (notation_form.h) and its place in the file.
struct LenientMove {
  int ply = 0;
  std::string token;
  NotationForms forms = 0;
  PgnPlace place;
};

// Everything the verifier says about one game. Ply p names the position
// after p half-moves of the main line (P_0 is the start position); a claim
// at P_p is made by the side to move there.
struct GameVerdict {
  std::size_t index = 0;
  std::uint32_t firstLine = 0;
  int plies = 0;                   // legal main-line half-moves before the first failure
  int startFullmove = 1;           // of P_0, for naming plies as moves
  Color startSide = Color::White;  // side to move in P_0
  GameSetup setup = GameSetup::Standard;
  std::string setupDetail;  // FEN problem flags, or the variant's name
  std::optional<MoveFailure> failure;
  std::vector<PgnProblem> problems;  // syntax problems, in file order
  int laxCount = 0;                  // main-line moves not written as canonical SAN
  int laxFirstPly = 0;
  std::string laxFirstToken;
  // Lenient notation only: every main-line move counted in laxCount, with
  // the form it was written in (so a report can say what was relaxed).
  std::vector<LenientMove> lenientMoves;
  std::vector<MoveFailure> variationFailures;  // one per variation cut short
  GameEnd end = GameEnd::Ongoing;
  int endPly = 0;
  std::optional<std::string> resultTag;
  std::optional<std::string> resultMarker;
  std::vector<int> threefoldOnBoard;               // 9.2.2
  std::vector<WrittenMoveClaim> threefoldWritten;  // 9.2.1
  std::vector<int> fiftyOnBoard;                   // 9.3.2
  std::vector<int> fiftyWritten;                   // 9.3.1
  std::optional<MoveNumberMismatch> moveNumber;    // the first that does not follow
  // FenUnreadable: why, and where in the file (the [FEN] tag's line, the
  // column of the faulty character of its value).
  std::optional<FenError> fenError;
  PgnPlace fenPlace;

  bool legal() const { return !failure.has_value(); }
  // Back to a fresh verdict, keeping the lists' memory.
  void reset();
};

// How players name the move that produced P_ply (ply >= 1): move number
// and mover, e.g. ply 3 of a standard game is 2. (White).
struct MoveName {
  int number = 1;
  Color mover = Color::White;
};
MoveName moveNameOfPly(const GameVerdict& verdict, int ply);

}  // namespace chess
