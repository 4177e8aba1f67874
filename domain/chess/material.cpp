// SPDX-License-Identifier: MIT
#include "domain/chess/material.h"

#include "domain/chess/bitboard.h"

namespace chess {

namespace {

constexpr Bitboard DarkSquares = 0xAA55AA55AA55AA55ULL;  // a1 is dark
constexpr Bitboard LightSquares = ~DarkSquares;

bool onOneColour(Bitboard b) { return (b & DarkSquares) == 0 || (b & LightSquares) == 0; }

}  // namespace

bool cannotMateByMaterial(const Position& pos, Color side) {
  const Bitboard own = pos.pieces(side);
  const Bitboard theirs = pos.pieces(~side);
  if (own & (pos.pieces(Pawn) | pos.pieces(Rook) | pos.pieces(Queen))) return false;
  if (own & pos.pieces(Knight)) {
    // A lone knight mates only with the help of the opponent's pawns,
    // knights, bishops or rooks hemming their own king in.
    return popCount(own) <= 2 && (theirs & ~pos.pieces(King) & ~pos.pieces(Queen)) == 0;
  }
  if (own & pos.pieces(Bishop)) {
    // Bishops of one colour never attack the other colour's squares; a king
    // on such a square cannot be mated without knights or pawns to help.
    return onOneColour(pos.pieces(Bishop)) && pos.pieces(Pawn) == 0 && pos.pieces(Knight) == 0;
  }
  return true;  // a lone king
}

bool hasBareKing(const Position& pos, Color side) { return popCount(pos.pieces(side)) == 1; }

bool isInsufficientMaterialFide(const Position& pos) {
  // Laws 5.2.2 via the material test of both sides.
  return cannotMateByMaterial(pos, Color::White) && cannotMateByMaterial(pos, Color::Black);
}

bool isInsufficientMaterialClassic(const Position& pos) {
  // Art. 10.4 (older rules): only these four material configurations.
  const Bitboard minors = pos.pieces(Knight) | pos.pieces(Bishop);
  const Bitboard nonKings = pos.occupied() & ~pos.pieces(King);
  if (nonKings != minors) return false;
  const int white = popCount(pos.pieces(Color::White) & minors);
  const int black = popCount(pos.pieces(Color::Black) & minors);
  if (white + black <= 1) return true;  // K v K, K v K+B, K v K+N
  return white == 1 && black == 1 && pos.pieces(Knight) == 0 && onOneColour(pos.pieces(Bishop));
}

}  // namespace chess
