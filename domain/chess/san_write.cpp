// SPDX-License-Identifier: MIT
#include "domain/chess/movegen.h"
#include "domain/chess/san.h"

namespace chess {
namespace {

constexpr char PieceLetter[] = " PNBRQK";

// PGN 8.2.3.4: name the origin file if it tells the pieces apart, else the
// rank, else both.
std::string disambiguation(const Position& pos, Move m, const MoveList& moves) {
  const PieceType type = typeOf(pos.pieceOn(m.from()));
  bool rival = false;
  bool sameFile = false;
  bool sameRank = false;
  for (Move other : moves) {
    if (other.to() != m.to() || other.from() == m.from() ||
        typeOf(pos.pieceOn(other.from())) != type)
      continue;
    rival = true;
    sameFile |= fileOf(other.from()) == fileOf(m.from());
    sameRank |= rankOf(other.from()) == rankOf(m.from());
  }
  if (!rival) return {};
  if (!sameFile) return {fileChar(fileOf(m.from()))};
  if (!sameRank) return {rankChar(rankOf(m.from()))};
  return squareName(m.from());
}

}  // namespace

std::string toSan(const Position& pos, Move m) {
  std::string san;
  if (m.kind() == MoveKind::Castling) {
    san = m.to() > m.from() ? "O-O" : "O-O-O";
  } else {
    const PieceType type = typeOf(pos.pieceOn(m.from()));
    const bool capture = pos.pieceOn(m.to()) != NoPiece || m.kind() == MoveKind::EnPassant;
    if (type == Pawn) {
      if (capture) san += fileChar(fileOf(m.from()));
    } else {
      san += PieceLetter[type];
      san += disambiguation(pos, m, legalMoves(pos));
    }
    if (capture) san += 'x';
    san += squareName(m.to());
    if (m.kind() == MoveKind::Promotion) {
      san += '=';
      san += PieceLetter[m.promotion()];
    }
  }
  const Position next = pos.after(m);
  if (next.inCheck()) san += legalMoves(next).empty() ? '#' : '+';
  return san;
}

}  // namespace chess
