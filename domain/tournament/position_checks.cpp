// SPDX-License-Identifier: MIT
#include "domain/tournament/position_checks.h"

#include "domain/chess/fen.h"
#include "domain/chess/helpmate.h"
#include "domain/chess/material.h"
#include "domain/chess/movegen.h"
#include "domain/chess/san.h"

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

// Skips move numbers ("12.", "12...") and results between SAN tokens.
bool isMoveToken(std::string_view token) {
  if (token.empty() || token == "*" || token == "1-0" || token == "0-1" || token == "1/2-1/2")
    return false;
  return !(token.back() == '.' || (token.front() >= '0' && token.front() <= '9' &&
                                   token.find('.') != std::string_view::npos));
}

std::optional<chess::Position> positionBefore(const Envelope& envelope) {
  if (!envelope.fenBefore.empty()) {
    auto pos = chess::parseFen(envelope.fenBefore, chess::FenMode::Tolerant);
    if (!pos) return std::nullopt;
    return *pos;
  }
  if (envelope.movesBefore.empty()) return std::nullopt;
  chess::Position pos = chess::Position::startPosition();
  std::string_view rest = envelope.movesBefore;
  while (!rest.empty()) {
    const std::size_t space = std::min(rest.find(' '), rest.size());
    const std::string_view token = rest.substr(0, space);
    rest = space < rest.size() ? rest.substr(space + 1) : std::string_view{};
    if (!isMoveToken(token)) continue;
    auto move = chess::readSan(pos, token, chess::SanMode::Lenient);
    if (!move) return std::nullopt;
    pos.play(move->move);
  }
  return pos;
}

}  // namespace

SealedMoveReading readSealedMove(const Envelope& envelope, std::string_view move,
                                 RulesProfile rules) {
  SealedMoveReading reading;
  const auto before = positionBefore(envelope);
  if (!before) return reading;
  // Laws 6.9 matters only when the sealed move is defective (I.8).
  const auto defective = [&](SealedMoveStatus status) {
    reading.status = status;
    reading.replierCanMate = canMate(*before, chessColor(opposite(envelope.sealer)));
    return reading;
  };
  if (before->sideToMove() != chessColor(envelope.sealer)) {
    return defective(SealedMoveStatus::Illegal);  // the sealer is not to move in that position
  }
  auto read = chess::readSan(*before, move, chess::SanMode::Lenient);
  if (!read) {
    switch (read.error().code) {
      case chess::SanErrorCode::Ambiguous:
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
  if (chess::isCheckmate(after))
    reading.status = SealedMoveStatus::Checkmate;
  else if (chess::isStalemate(after))
    reading.status = SealedMoveStatus::Stalemate;
  else if (dead)
    reading.status = SealedMoveStatus::DeadPosition;
  else
    reading.status = SealedMoveStatus::Legal;
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

}  // namespace tournament
