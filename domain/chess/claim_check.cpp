// SPDX-License-Identifier: MIT
#include "domain/chess/claim_check.h"

#include "domain/chess/movegen.h"
#include "domain/chess/pgn_move.h"
#include "domain/chess/san.h"

#include <string_view>

namespace chess {

namespace {

bool hasLegalMove(const Position& pos) {
  MoveList moves;
  generateLegalMoves(pos, moves);
  return !moves.empty();
}

std::vector<PlyReference> occurrencesOf(const MainLineRecord& line, int lastPly,
                                        std::uint64_t key) {
  std::vector<PlyReference> found;
  for (int q = 0; q <= lastPly; ++q) {
    if (line.positions[static_cast<std::size_t>(q)].repetitionKey() == key)
      found.push_back(plyReference(line, q));
  }
  return found;
}

std::optional<PlyReference> lastZeroing(const MainLineRecord& line, int ply) {
  for (int q = ply; q >= 1; --q) {
    if (line.positions[static_cast<std::size_t>(q)].halfmoveClock() == 0)
      return plyReference(line, q);
  }
  return std::nullopt;
}

// Laws 9.2.2 / 9.3.2: the claim on the board, nothing written.
ClaimVerdict onTheBoard(const MainLineRecord& line, const ClaimRequest& request) {
  const Position& pos = line.positions[static_cast<std::size_t>(request.ply)];
  ClaimVerdict verdict;
  verdict.claimant = pos.sideToMove();
  verdict.halfmoveClock = pos.halfmoveClock();
  if (request.kind == ClaimKind::Threefold) {
    verdict.article = "9.2.2";
    verdict.occurrences = occurrencesOf(line, request.ply, pos.repetitionKey());
    verdict.valid = verdict.occurrences.size() >= 3;
    verdict.flaw = verdict.valid ? ClaimFlaw::None : ClaimFlaw::TooFewOccurrences;
  } else {
    verdict.article = "9.3.2";
    verdict.lastCaptureOrPawnMove = lastZeroing(line, request.ply);
    verdict.valid = pos.halfmoveClock() >= 100;
    verdict.flaw = verdict.valid ? ClaimFlaw::None : ClaimFlaw::ClockTooLow;
  }
  return verdict;
}

// Laws 9.2.1 / 9.3.1: the claim with a written move that is not played.
ClaimVerdict withWrittenMove(const MainLineRecord& line, const ClaimRequest& request, Move move) {
  const Position& pos = line.positions[static_cast<std::size_t>(request.ply)];
  const Position next = pos.after(move);
  ClaimVerdict verdict;
  verdict.claimant = pos.sideToMove();
  verdict.writtenSan = toSan(pos, move);
  if (request.kind == ClaimKind::Threefold) {
    verdict.article = "9.2.1";
    verdict.occurrences = occurrencesOf(line, request.ply, next.repetitionKey());
    PlyReference written = plyReference(line, request.ply);
    written.ply = request.ply + 1;
    written.moveNumber = pos.fullmoveNumber();
    written.mover = pos.sideToMove();
    written.san = verdict.writtenSan;
    verdict.occurrences.push_back(written);
    verdict.halfmoveClock = next.halfmoveClock();
    verdict.valid = verdict.occurrences.size() >= 3;
    verdict.flaw = verdict.valid ? ClaimFlaw::None : ClaimFlaw::TooFewOccurrences;
    return verdict;
  }
  verdict.article = "9.3.1";
  verdict.lastCaptureOrPawnMove = lastZeroing(line, request.ply);
  verdict.halfmoveClock = next.halfmoveClock();
  if (pos.resetsHalfmoveClock(move)) {  // Laws 9.3: a capture or a pawn move
    verdict.flaw = ClaimFlaw::WrittenMoveIsZeroing;
  } else if (next.halfmoveClock() < 100) {
    verdict.flaw = ClaimFlaw::ClockTooLow;
  } else if (!hasLegalMove(next)) {
    verdict.flaw = ClaimFlaw::WrittenMoveEndsGame;  // mate or stalemate comes first
  }
  verdict.valid = verdict.flaw == ClaimFlaw::None;
  return verdict;
}

}  // namespace

const char* claimArticle(DrawRules rules, ClaimKind kind, bool written) {
  if (rules == DrawRules::Classic) {
    if (kind == ClaimKind::FiftyMoves) return "10.12";
    return written ? "10.10(1)" : "10.10(2)";
  }
  if (kind == ClaimKind::FiftyMoves) return written ? "9.3.1" : "9.3.2";
  return written ? "9.2.1" : "9.2.2";
}

PlyReference plyReference(const MainLineRecord& line, int ply) {
  PlyReference ref;
  ref.ply = ply;
  if (ply <= 0) return ref;
  const Position& before = line.positions[static_cast<std::size_t>(ply - 1)];
  ref.moveNumber = before.fullmoveNumber();
  ref.mover = before.sideToMove();
  ref.san = toSan(before, line.moves[static_cast<std::size_t>(ply - 1)]);
  return ref;
}

namespace {

std::expected<ClaimVerdict, ClaimError> checkFideClaim(const MainLineRecord& line,
                                                       const GameVerdict& verdict,
                                                       const ClaimRequest& request) {
  if (request.ply < 0 || request.ply >= static_cast<int>(line.positions.size())) {
    return std::unexpected(ClaimError{ClaimErrorCode::PlyOutOfRange});
  }
  if (verdict.end != GameEnd::Ongoing && verdict.endPly <= request.ply) {
    return std::unexpected(ClaimError{ClaimErrorCode::GameAlreadyOver, verdict.endPly});
  }
  const ClaimVerdict board = onTheBoard(line, request);
  if (!request.writtenMove) return board;
  const Position& pos = line.positions[static_cast<std::size_t>(request.ply)];
  // The written move is a scoresheet's: read leniently (Chinese 马g1-f3, other
  // languages, figurines, long algebraic).
  const auto read = readPgnMove(pos, *request.writtenMove, SanMode::Lenient);
  if (!read) {
    if (read.error().fault == MoveFault::Invalid)
      return std::unexpected(ClaimError{ClaimErrorCode::UnreadableMove});
    ClaimVerdict refused = board;
    if (board.valid) return board;  // 9.2.2 / 9.3.2 hold whatever was written
    refused.flaw = ClaimFlaw::WrittenMoveIllegal;
    refused.article = request.kind == ClaimKind::Threefold ? "9.2.1" : "9.3.1";
    return refused;
  }
  ClaimVerdict written = withWrittenMove(line, request, read->move);
  if (!written.valid && board.valid) return board;
  return written;
}

}  // namespace

std::expected<ClaimVerdict, ClaimError> checkClaim(const MainLineRecord& line,
                                                   const GameVerdict& verdict,
                                                   const ClaimRequest& request, DrawRules rules,
                                                   std::span<const FiftyMoveExtension> extensions) {
  ClaimRequest asked = request;
  // classic 10.12 - the claimant proves fifty moves on the board; a
  // written move adds nothing (it is still read, so that an unreadable one
  // is reported as such).
  const bool classicFifty = rules == DrawRules::Classic && request.kind == ClaimKind::FiftyMoves;
  if (classicFifty) asked.writtenMove.reset();
  auto judged = checkFideClaim(line, verdict, asked);
  if (!judged) return judged;
  if (classicFifty) {
    // classic 10.12 "对于某些局面,回合数可以增加到50以上,但对所增加的
    // 回合数和有关局面,组织者必须在赛前明确宣布" - in an announced ending the
    // claimant proves the announced count, not 50. No capture and no pawn
    // move since the count began, so the material was this ending's all along.
    const Position& pos = line.positions[static_cast<std::size_t>(request.ply)];
    if (const FiftyMoveExtension* extension = extensionFor(pos, extensions)) {
      judged->extension = *extension;
      judged->requiredHalfmoves = 2 * extension->moves;
      judged->valid = pos.halfmoveClock() >= judged->requiredHalfmoves;
      judged->flaw = judged->valid ? ClaimFlaw::None : ClaimFlaw::ClockTooLow;
    }
  }
  if (classicFifty && request.writtenMove) {
    const Position& pos = line.positions[static_cast<std::size_t>(request.ply)];
    const auto read = readPgnMove(pos, *request.writtenMove, SanMode::Lenient);
    if (!read && read.error().fault == MoveFault::Invalid)
      return std::unexpected(ClaimError{ClaimErrorCode::UnreadableMove});
    if (!judged->valid) judged->flaw = ClaimFlaw::NoWrittenMoveClaim;
  }
  const bool written = std::string_view(judged->article).ends_with(".1");
  judged->article = claimArticle(rules, request.kind, written);
  return judged;
}

}  // namespace chess
