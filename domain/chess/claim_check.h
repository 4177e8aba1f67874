// SPDX-License-Identifier: MIT
#pragma once

#include "domain/chess/fifty_move_extension.h"
#include "domain/chess/game_verifier.h"
#include "domain/chess/move.h"
#include "domain/chess/types.h"

#include <cstdint>
#include <expected>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace chess {

enum class ClaimKind : std::uint8_t {
  Threefold,   // Laws 9.2
  FiftyMoves,  // Laws 9.3
};

// A draw claim at one moment of a game: at P_ply, by the side to move
// there, on the board or with a written (intended, not played) move.
struct ClaimRequest {
  int ply = 0;
  ClaimKind kind = ClaimKind::Threefold;
  std::optional<std::string> writtenMove;  // SAN as written on the scoresheet
};

// A ply of the game named as players name it: "23... Nf6" is ply p with
// move number 23, Black. Ply 0 (the start position) has no move.
struct PlyReference {
  int ply = 0;
  int moveNumber = 0;
  Color mover = Color::White;
  std::string san;  // the move that produced P_ply; empty for ply 0
};

// Why a claim was judged incorrect (valid claims have None).
enum class ClaimFlaw : std::uint8_t {
  None,
  TooFewOccurrences,     // 9.2: the position (would) occur fewer than 3 times
  ClockTooLow,           // 9.3: fewer than 50 moves each without capture or pawn move
  WrittenMoveIsZeroing,  // 9.3.1: the written move is a capture or a pawn move
  WrittenMoveEndsGame,   // 9.3.1: the written move mates or stalemates (5.1.1, 5.2.1 first)
  WrittenMoveIllegal,    // the written move cannot be played (Art. 3, 4)
  NoWrittenMoveClaim,    // classic 10.12: fifty moves are proved on the board, nothing written
};

struct ClaimVerdict {
  bool valid = false;
  // "9.2.1", "9.2.2", "9.3.1", "9.3.2"; classic: "10.10(1)", "10.10(2)", "10.12"
  const char* article = "";
  ClaimFlaw flaw = ClaimFlaw::None;
  Color claimant = Color::White;
  std::string writtenSan;  // canonical SAN of the written move, if legal
  // Threefold: every ply at which the claimed position stood (the written
  // move's position is named as ply+1).
  std::vector<PlyReference> occurrences;
  // Fifty: the last capture or pawn move (nullopt: none since the start).
  std::optional<PlyReference> lastCaptureOrPawnMove;
  int halfmoveClock = 0;  // of the claimed position, in plies
  // Fifty: the plies without capture or pawn move the claim needs: 100
  // (Laws 9.3; classic 10.12 "50回合"), or twice the organiser's extended
  // count when one was announced for the position's material (classic only).
  int requiredHalfmoves = 100;
  std::optional<FiftyMoveExtension> extension;  // the extension applied, if any
};

enum class ClaimErrorCode : std::uint8_t {
  PlyOutOfRange,    // beyond the legal main line
  GameAlreadyOver,  // an automatic end (5.1.1, 5.2, 9.6) came at or before that ply
  UnreadableMove,   // the written move is not a move at all
};

struct ClaimError {
  ClaimErrorCode code;
  int endPly = 0;  // GameAlreadyOver: the ply of the end
};

// The move number and mover of ply p (p >= 1) of a game starting at `start`.
PlyReference plyReference(const MainLineRecord& line, int ply);

// The article a claim is judged under. FIDE: 9.2.1 / 9.2.2 (threefold with
// a written move / on the board), 9.3.1 / 9.3.2 (fifty). Classic (003: old
// Laws): 10.10(1) "相同局面即将第3次出现,行棋方先在记录纸上写下着法", 10.10(2)
// "相同局面刚于第3次出现", 10.12 for fifty moves either way.
const char* claimArticle(DrawRules rules, ClaimKind kind, bool written);

// Judges one claim on a replayed main line (see GameVerifier) whose
// verdict is `verdict`, under `rules`. Same position = Laws 9.2.3
// (repetition key; classic 10.10 says the same: "相同局面是指同种同色的棋子
// 都占据同样的格子,而且所有棋子可能的着法(包括易位或吃过路兵的权利)都相同").
// Classic 10.12 has no fifty-move claim with a written move: such a claim
// stands only if the fifty moves are already on the board (NoWrittenMoveClaim
// otherwise, e.g. at 99 half-moves).
// `extensions`: the organiser's extended counts for named endings (classic
// 10.12 "对于某些局面,回合数可以增加到50以上"; fifty_move_extension.h). A
// fifty-move claim in such an ending needs the extended count; under the
// FIDE Laws they play no part (9.3: 50 moves, whatever the position).
std::expected<ClaimVerdict, ClaimError> checkClaim(
    const MainLineRecord& line, const GameVerdict& verdict, const ClaimRequest& request,
    DrawRules rules = DrawRules::Fide2023, std::span<const FiftyMoveExtension> extensions = {});

}  // namespace chess
