// SPDX-License-Identifier: MIT
// Legal generation with a check mask and pin rays: with one checker a move
// must capture it or block between it and the king; with two only the king
// moves; a pinned piece stays on the line through its king and pinner; the
// king never steps onto a square the opponent attacks (computed with the
// king lifted off the board, so it cannot hide behind itself).
#include "domain/chess/movegen.h"

#include "domain/chess/attacks.h"

#include <algorithm>

namespace chess {
namespace {

struct Context {
  const Position& pos;
  Color us;
  Color them;
  Square king;
  Bitboard ours;
  Bitboard theirs;
  Bitboard occupied;
  Bitboard checkMask;  // squares a non-king move may end on
  Bitboard pinned;
  MoveList& list;
};

void pushTargets(MoveList& list, Square from, Bitboard targets) {
  while (targets) list.push(Move(from, popLowest(targets)));
}

void pushPromotions(MoveList& list, Square from, Square to) {
  for (PieceType t : {Queen, Rook, Bishop, Knight}) list.push(Move(from, to, MoveKind::Promotion, t));
}

// Every square the opponent attacks, with our king removed from the board.
Bitboard dangerSquares(const Context& c) {
  const Position& pos = c.pos;
  const Bitboard occ = c.occupied ^ squareBit(c.king);
  Bitboard danger = attacks::king(pos.kingSquare(c.them));
  const Bitboard pawns = pos.pieces(c.them, Pawn);
  const Bitboard ahead = shiftForward(c.them, pawns);
  danger |= shiftEast(ahead) | shiftWest(ahead);
  Bitboard knights = pos.pieces(c.them, Knight);
  while (knights) danger |= attacks::knight(popLowest(knights));
  Bitboard diagonal = pos.pieces(c.them, Bishop) | pos.pieces(c.them, Queen);
  while (diagonal) danger |= attacks::bishop(popLowest(diagonal), occ);
  Bitboard straight = pos.pieces(c.them, Rook) | pos.pieces(c.them, Queen);
  while (straight) danger |= attacks::rook(popLowest(straight), occ);
  return danger;
}

Bitboard pinnedPieces(const Context& c) {
  const Position& pos = c.pos;
  Bitboard snipers =
      (attacks::rook(c.king, c.theirs) & (pos.pieces(c.them, Rook) | pos.pieces(c.them, Queen))) |
      (attacks::bishop(c.king, c.theirs) &
       (pos.pieces(c.them, Bishop) | pos.pieces(c.them, Queen)));
  Bitboard pinned = 0;
  while (snipers) {
    const Bitboard blockers = attacks::between(c.king, popLowest(snipers)) & c.occupied;
    if (!hasMoreThanOne(blockers) && (blockers & c.ours)) pinned |= blockers;
  }
  return pinned;
}

// Laws 3.8.2: king and rook unmoved (the right), squares between them
// empty, the king not in check and not crossing or landing on an attacked square.
void addCastling(const Context& c, Bitboard danger) {
  const std::uint8_t rights = c.pos.castlingRights();
  const Square from = c.king;
  if (rights & kingSide(c.us)) {
    const Square to = offset(from, 2);
    const Bitboard path = squareBit(offset(from, 1)) | squareBit(to);
    if (!(c.occupied & path) && !(danger & path)) c.list.push(Move(from, to, MoveKind::Castling));
  }
  if (rights & queenSide(c.us)) {
    const Square to = offset(from, -2);
    const Bitboard kingPath = squareBit(offset(from, -1)) | squareBit(to);
    const Bitboard empty = kingPath | squareBit(offset(from, -3));
    if (!(c.occupied & empty) && !(danger & kingPath))
      c.list.push(Move(from, to, MoveKind::Castling));
  }
}

// Sliders move along their rays; a pinned one only along its pin line.
template <Bitboard (*Attacks)(Square, Bitboard)>
void addSliderMoves(const Context& c, Bitboard sliders, Bitboard targets) {
  while (sliders) {
    const Square from = popLowest(sliders);
    Bitboard to = Attacks(from, c.occupied) & targets;
    if (contains(c.pinned, from)) to &= attacks::line(c.king, from);
    pushTargets(c.list, from, to);
  }
}

void addPieceMoves(const Context& c) {
  const Position& pos = c.pos;
  const Bitboard targets = ~c.ours & c.checkMask;
  Bitboard knights = pos.pieces(c.us, Knight) & ~c.pinned;  // a pinned knight never moves
  while (knights) {
    const Square from = popLowest(knights);
    pushTargets(c.list, from, attacks::knight(from) & targets);
  }
  const Bitboard queens = pos.pieces(c.us, Queen);
  addSliderMoves<attacks::bishop>(c, pos.pieces(c.us, Bishop) | queens, targets);
  addSliderMoves<attacks::rook>(c, pos.pieces(c.us, Rook) | queens, targets);
}

// Pushes pawn moves landing on `targets` from the square `delta` behind each.
void pushPawnSet(MoveList& list, Bitboard targets, int delta, Bitboard promotionRank) {
  Bitboard promoting = targets & promotionRank;
  Bitboard plain = targets & ~promotionRank;
  while (plain) {
    const Square to = popLowest(plain);
    list.push(Move(offset(to, -delta), to));
  }
  while (promoting) {
    const Square to = popLowest(promoting);
    pushPromotions(list, offset(to, -delta), to);
  }
}

void addPawnMoves(const Context& c) {
  const Position& pos = c.pos;
  const int up = forward(c.us);
  const Bitboard promotionRank = rankBits(relativeRank(c.us, 7));
  const Bitboard doubleRank = rankBits(relativeRank(c.us, 3));
  const Bitboard empty = ~c.occupied;
  const Bitboard pawns = pos.pieces(c.us, Pawn);

  const Bitboard free = pawns & ~c.pinned;
  const Bitboard single = shiftForward(c.us, free) & empty;
  const Bitboard twice = shiftForward(c.us, single) & empty & doubleRank;
  pushPawnSet(c.list, single & c.checkMask, up, promotionRank);
  pushPawnSet(c.list, twice & c.checkMask, 2 * up, 0);
  const Bitboard ahead = shiftForward(c.us, free);
  pushPawnSet(c.list, shiftEast(ahead) & c.theirs & c.checkMask, up + 1, promotionRank);
  pushPawnSet(c.list, shiftWest(ahead) & c.theirs & c.checkMask, up - 1, promotionRank);

  Bitboard pinnedPawns = pawns & c.pinned;
  while (pinnedPawns) {
    const Square from = popLowest(pinnedPawns);
    const Bitboard ray = attacks::line(c.king, from) & c.checkMask;
    Bitboard to = attacks::pawn(c.us, from) & c.theirs;
    const Square step = offset(from, up);
    if (contains(empty, step)) {
      to |= squareBit(step);
      if (relativeRank(c.us, rankOf(from)) == 1 && contains(empty, offset(step, up)))
        to |= squareBit(offset(step, up));
    }
    to &= ray;
    while (to) {
      const Square target = popLowest(to);
      if (contains(promotionRank, target))
        pushPromotions(c.list, from, target);
      else
        c.list.push(Move(from, target));
    }
  }

  const Square ep = pos.enPassantSquare();
  if (ep == NoSquare) return;
  const Square victim = offset(ep, -up);
  Bitboard capturers = attacks::pawn(c.them, ep) & pawns;
  while (capturers) {
    const Square from = popLowest(capturers);
    const Bitboard occ = (c.occupied ^ squareBit(from) ^ squareBit(victim)) | squareBit(ep);
    if ((pos.attackersTo(c.king, occ) & c.theirs & ~squareBit(victim)) == 0)
      c.list.push(Move(from, ep, MoveKind::EnPassant));
  }
}

}  // namespace

bool MoveList::contains(Move m) const { return std::find(begin(), end(), m) != end(); }

void generateLegalMoves(const Position& pos, MoveList& list) {
  const Color us = pos.sideToMove();
  Context c{pos, us, ~us, pos.kingSquare(us), pos.pieces(us), pos.pieces(~us),
            pos.occupied(), AllSquares, 0, list};
  const Bitboard checkers = pos.attackersTo(c.king, c.occupied) & c.theirs;
  const Bitboard danger = dangerSquares(c);
  pushTargets(list, c.king, attacks::king(c.king) & ~c.ours & ~danger);
  if (hasMoreThanOne(checkers)) return;  // double check: only the king moves
  if (checkers)
    c.checkMask = attacks::between(c.king, lowestSquare(checkers)) | checkers;
  else
    addCastling(c, danger);
  c.pinned = pinnedPieces(c);
  addPieceMoves(c);
  addPawnMoves(c);
}

MoveList legalMoves(const Position& pos) {
  MoveList list;
  generateLegalMoves(pos, list);
  return list;
}

bool isCheckmate(const Position& pos) { return pos.inCheck() && legalMoves(pos).empty(); }

bool isStalemate(const Position& pos) { return !pos.inCheck() && legalMoves(pos).empty(); }

}  // namespace chess
