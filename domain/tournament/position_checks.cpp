// SPDX-License-Identifier: MIT
#include "domain/tournament/position_checks.h"

#include "domain/tournament/clock_time.h"

#include "domain/chess/fen.h"
#include "domain/chess/helpmate.h"
#include "domain/chess/material.h"
#include "domain/chess/move.h"
#include "domain/chess/movegen.h"
#include "domain/chess/san.h"

#include <algorithm>
#include <expected>

namespace tournament {

namespace {

chess::Color chessColor(Color c) {
  return c == Color::White ? chess::Color::White : chess::Color::Black;
}

std::optional<bool> canMate(const chess::Position& pos, chess::Color side) {
  switch (chess::canCheckmate(pos, side).ability) {
    case chess::MateAbility::Yes:
      return true;
    case chess::MateAbility::No:
      return false;
    case chess::MateAbility::Undecided:
      return std::nullopt;
  }
  return std::nullopt;
}

bool isResultToken(std::string_view token) {
  return token == "*" || token == "1-0" || token == "0-1" || token == "1/2-1/2";
}

// Plays the game's moves (SAN as written, lenient; move numbers "12." and
// "12..." allowed, also joined to the move: "12.Nf3") from the standard
// start position. Refuses the first unreadable or illegal move (its ply)
// and a move number that names another ply than the next.
std::expected<chess::Position, ActionError> playMoves(std::string_view moves) {
  chess::Position pos = chess::Position::startPosition();
  int ply = 0;
  std::size_t at = 0;
  while (at < moves.size()) {
    const std::size_t start = moves.find_first_not_of(" \t\r\n", at);
    if (start == std::string_view::npos) break;
    const std::size_t end = std::min(moves.find_first_of(" \t\r\n", start), moves.size());
    std::string_view token = moves.substr(start, end - start);
    at = end;
    if (isResultToken(token)) continue;
    std::size_t digits = 0;
    while (digits < token.size() && token[digits] >= '0' && token[digits] <= '9') ++digits;
    if (digits > 0 && digits < token.size() && token[digits] == '.') {
      int number = 0;
      for (std::size_t i = 0; i < digits && number < 100000; ++i)
        number = number * 10 + (token[i] - '0');
      std::size_t dots = digits;
      while (dots < token.size() && token[dots] == '.') ++dots;
      // "N." names White's move N (ply 2N - 1), "N..." Black's (ply 2N).
      const int named = dots - digits >= 3 ? 2 * number : 2 * number - 1;
      if (named != ply + 1)
        return std::unexpected(ActionError{ActionErrorCode::BadEnvelopeNumbering, named});
      token = token.substr(dots);
      if (token.empty()) continue;
    }
    ++ply;
    auto move = chess::readSan(pos, token, chess::SanMode::Lenient);
    if (!move) return std::unexpected(ActionError{ActionErrorCode::BadEnvelopeMoves, ply});
    pos.play(move->move);
  }
  return pos;
}

// The placement and side to move of a position (the first two FEN fields).
std::string placementAndSide(const chess::Position& pos) {
  const std::string fen = chess::toFen(pos);
  return fen.substr(0, fen.find(' ', fen.find(' ') + 1));
}

std::optional<chess::Position> positionBefore(const Envelope& envelope) {
  if (!envelope.fenBefore.empty()) {
    auto pos = chess::parseFen(envelope.fenBefore, chess::FenMode::Tolerant);
    if (!pos) return std::nullopt;
    return *pos;
  }
  if (envelope.movesBefore.empty()) return std::nullopt;
  auto pos = playMoves(envelope.movesBefore);
  if (!pos) return std::nullopt;
  return *pos;
}

}  // namespace

std::optional<ActionError> checkEnvelopeLabel(const Envelope& label) {
  const auto problem = [](ActionErrorCode code, int detail = 0) {
    return std::optional(ActionError{code, detail});
  };
  if (label.fenBefore.empty() && label.movesBefore.empty())
    return problem(ActionErrorCode::MissingPosition);
  std::optional<chess::Position> position;
  bool numbered = false;  // the position carries its move number
  if (!label.fenBefore.empty()) {
    auto pos = chess::parseFen(label.fenBefore, chess::FenMode::Tolerant);
    if (!pos) return problem(ActionErrorCode::BadEnvelopeFen, pos.error().column);
    position = *pos;
    numbered = std::count(label.fenBefore.begin(), label.fenBefore.end(), ' ') >= 5;
  }
  if (!label.movesBefore.empty()) {
    auto played = playMoves(label.movesBefore);
    if (!played) return played.error();
    if (position && placementAndSide(*position) != placementAndSide(*played))
      return problem(ActionErrorCode::MovesDoNotReachFen);
    if (!position || !numbered) {
      position = *played;
      numbered = true;
    }
  }
  if (position->sideToMove() != chessColor(label.sealer))
    return problem(ActionErrorCode::SealerNotToMove);
  if (numbered && label.moveNumber != position->fullmoveNumber())
    return problem(ActionErrorCode::WrongMoveNumber, position->fullmoveNumber());
  if (!label.resumeAt.empty() && (label.resumeAt.size() < 16 || !parseClockTime(label.resumeAt)))
    return problem(ActionErrorCode::BadResumeTime);
  if (!label.sealedAt.empty() && (label.sealedAt.size() < 16 || !parseClockTime(label.sealedAt)))
    return problem(ActionErrorCode::BadSealTime);
  return std::nullopt;
}

SealedMoveReading readSealedMove(const Envelope& envelope, std::string_view move,
                                 RulesProfile rules) {
  SealedMoveReading reading;
  const auto before = positionBefore(envelope);
  if (!before) return reading;
  // Can `side` win in `pos`? FIDE 6.9: by any series of legal moves (the
  // helpmate test). classic 10.5 "只剩单王的一方不能作胜方" - under the
  // classic rules only a bare king cannot win; any other material can.
  const auto canWin = [rules](const chess::Position& pos, Color side) -> std::optional<bool> {
    if (rules == RulesProfile::Classic) return !chess::hasBareKing(pos, chessColor(side));
    return canMate(pos, chessColor(side));
  };
  // Laws 6.9 (classic 10.5) matters only when the sealed move is defective (I.8).
  const auto defective = [&](SealedMoveStatus status) {
    reading.status = status;
    reading.replierCanMate = canWin(*before, opposite(envelope.sealer));
    return reading;
  };
  if (before->sideToMove() != chessColor(envelope.sealer)) {
    return defective(SealedMoveStatus::Illegal);  // the sealer is not to move in that position
  }
  auto read = chess::readSan(*before, move, chess::SanMode::Lenient);
  if (!read) {
    switch (read.error().code) {
      case chess::SanErrorCode::Ambiguous:
        for (chess::Bitboard origins = read.error().candidates; origins != 0;)
          reading.ambiguousOrigins.push_back(chess::squareName(chess::popLowest(origins)));
        return defective(SealedMoveStatus::Ambiguous);
      case chess::SanErrorCode::UnknownToken:
      case chess::SanErrorCode::NullMove:
        return defective(SealedMoveStatus::Unreadable);
      default:
        return defective(SealedMoveStatus::Illegal);
    }
  }
  chess::Position after = *before;
  after.play(read->move);
  const bool dead = rules == RulesProfile::Classic ? chess::isInsufficientMaterialClassic(after)
                                                   : chess::isInsufficientMaterialFide(after);
  if (chess::isCheckmate(after)) {
    reading.status = SealedMoveStatus::Checkmate;
  } else if (chess::isStalemate(after)) {
    reading.status = SealedMoveStatus::Stalemate;
  } else if (dead) {
    reading.status = SealedMoveStatus::DeadPosition;
  } else {
    reading.status = SealedMoveStatus::Legal;
    // For a flag of the present replier while the sealer is absent.
    reading.sealerCanMate = canWin(after, envelope.sealer);
  }
  return reading;
}

std::optional<std::string> fenAfterSealedMove(const Envelope& envelope, std::string_view move) {
  auto position = positionBefore(envelope);
  if (!position || position->sideToMove() != chessColor(envelope.sealer)) return std::nullopt;
  auto read = chess::readSan(*position, move, chess::SanMode::Lenient);
  if (!read) return std::nullopt;
  position->play(read->move);
  return chess::toFen(*position);
}

std::optional<bool> canMateInFen(std::string_view fen, Color side) {
  auto pos = chess::parseFen(fen, chess::FenMode::Tolerant);
  if (!pos) return std::nullopt;
  return canMate(*pos, chessColor(side));
}

std::optional<bool> canWinInFen(std::string_view fen, Color side, RulesProfile rules) {
  if (rules != RulesProfile::Classic) return canMateInFen(fen, side);
  auto pos = chess::parseFen(fen, chess::FenMode::Tolerant);
  if (!pos) return std::nullopt;
  return !chess::hasBareKing(*pos, chessColor(side));
}

}  // namespace tournament
