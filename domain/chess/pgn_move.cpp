// SPDX-License-Identifier: MIT
#include "domain/chess/pgn_move.h"

#include "domain/chess/movegen.h"
#include "domain/chess/san.h"

#include <algorithm>
#include <string>

namespace chess {

namespace {

MoveFault faultOf(SanErrorCode code) {
  switch (code) {
    case SanErrorCode::NullMove:
      return MoveFault::Null;
    case SanErrorCode::Ambiguous:
      return MoveFault::Ambiguous;
    case SanErrorCode::UnknownToken:
      return MoveFault::Invalid;
    default:
      return MoveFault::Illegal;
  }
}

// The legal moves from the candidate origin squares that the text could
// mean: same target square as any legal move from there, as SAN.
std::vector<std::string> candidateMoves(const Position& pos, Bitboard origins,
                                        std::string_view token) {
  std::vector<std::string> moves;
  for (Move m : legalMoves(pos)) {
    if (!contains(origins, m.from())) continue;
    const std::string san = toSan(pos, m);
    const std::string target = squareName(m.to());
    if (token.find(target) != std::string_view::npos) moves.push_back(san);
  }
  std::sort(moves.begin(), moves.end());
  return moves;
}

}  // namespace

std::expected<PgnMove, PgnMoveError> readPgnMove(const Position& pos, std::string_view token,
                                                 SanMode mode) {
  // "exd6 e.p.": the lexer keeps the blank of a detached FIDE suffix.
  std::string joined;
  // (Not "exd6 en pt.", 002's words: the reader takes them with their blank.)
  const bool detachedSuffix =
      !token.empty() && (token.back() == '.' || token.back() == 'p') && !token.ends_with(" en pt.");
  if (detachedSuffix && token.find(' ') != std::string_view::npos) {
    joined.assign(token);
    std::erase(joined, ' ');
    token = joined;
  }
  const auto read = readSan(pos, token, mode, CheckMarks::Ignore);
  if (!read) {
    PgnMoveError error{faultOf(read.error().code), {}, read.error().code};
    if (error.fault == MoveFault::Ambiguous)
      error.candidates = candidateMoves(pos, read.error().candidates, token);
    return std::unexpected(std::move(error));
  }
  return PgnMove{read->move, read->form == SanForm::Canonical, read->form};
}

}  // namespace chess
