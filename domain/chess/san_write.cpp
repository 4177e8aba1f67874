// SPDX-License-Identifier: MIT
#include "domain/chess/movegen.h"
#include "domain/chess/san.h"

namespace chess {
namespace {

constexpr char PieceLetter[] = " PNBRQK";

// PGN 8.2.3.4: name the origin file if it tells the pieces apart, else the
// rank, else both. The rivals are the other legal moves of the same kind
// of piece to the same square.
void appendDisambiguation(const Position& pos, Move m, const MoveList& movesToTarget,
                          SanStem& san) {
  const PieceType type = typeOf(pos.pieceOn(m.from()));
  bool rival = false;
  bool sameFile = false;
  bool sameRank = false;
  for (Move other : movesToTarget) {
    if (other.to() != m.to() || other.from() == m.from() ||
        typeOf(pos.pieceOn(other.from())) != type)
      continue;
    rival = true;
    sameFile |= fileOf(other.from()) == fileOf(m.from());
    sameRank |= rankOf(other.from()) == rankOf(m.from());
  }
  if (!rival) return;
  if (sameFile && sameRank) {
    san.push(fileChar(fileOf(m.from())));
    san.push(rankChar(rankOf(m.from())));
  } else {
    san.push(sameFile ? rankChar(rankOf(m.from())) : fileChar(fileOf(m.from())));
  }
}

}  // namespace

SanStem sanStem(const Position& pos, Move m, const MoveList& movesToTarget) {
  SanStem san;
  if (m.kind() == MoveKind::Castling) {
    for (char c : std::string_view(m.to() > m.from() ? "O-O" : "O-O-O")) san.push(c);
    return san;
  }
  const PieceType type = typeOf(pos.pieceOn(m.from()));
  const bool capture = pos.isCapture(m);
  if (type == Pawn) {
    if (capture) san.push(fileChar(fileOf(m.from())));
  } else {
    san.push(PieceLetter[type]);
    appendDisambiguation(pos, m, movesToTarget, san);
  }
  if (capture) san.push('x');
  san.push(fileChar(fileOf(m.to())));
  san.push(rankChar(rankOf(m.to())));
  if (m.kind() == MoveKind::Promotion) {
    san.push('=');
    san.push(PieceLetter[m.promotion()]);
  }
  return san;
}

char sanCheckMark(const Position& pos, Move m) {
  const Position next = pos.after(m);
  if (!next.inCheck()) return 0;
  return countLegalMoves(next) == 0 ? '#' : '+';  // Laws 5.1.1: mate
}

std::string toSan(const Position& pos, Move m) {
  MoveList movesToTarget;
  generateLegalMovesTo(pos, squareBit(m.to()), movesToTarget);
  std::string san(sanStem(pos, m, movesToTarget).view());
  if (const char mark = sanCheckMark(pos, m)) san += mark;
  return san;
}

}  // namespace chess
