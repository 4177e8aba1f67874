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

// Where generated moves go: a MoveList, or a counter when only the number
// of legal moves is wanted (perft's leaves), which then never writes a move.
struct ListSink {
  MoveList& list;
  void add(Move m) { list.push(m); }
  void addTargets(Square from, Bitboard targets) {
    while (targets) list.push(Move(from, popLowest(targets)));
  }
  void addPromotions(Square from, Square to) {
    for (PieceType t : {Queen, Rook, Bishop, Knight})
      list.push(Move(from, to, MoveKind::Promotion, t));
  }
  // Pawn moves landing on `targets`, each from the square `delta` behind.
  void addPawnSet(Bitboard targets, int delta, Bitboard promotionRank) {
    Bitboard promoting = targets & promotionRank;
    Bitboard plain = targets & ~promotionRank;
    while (plain) {
      const Square to = popLowest(plain);
      list.push(Move(offset(to, -delta), to));
    }
    while (promoting) {
      const Square to = popLowest(promoting);
      addPromotions(offset(to, -delta), to);
    }
  }
};

struct CountSink {
  std::size_t count = 0;
  void add(Move) { ++count; }
  void addTargets(Square, Bitboard targets) { count += popCount(targets); }
  void addPromotions(Square, Square) { count += 4; }
  void addPawnSet(Bitboard targets, int, Bitboard promotionRank) {
    count += popCount(targets) + 3 * popCount(targets & promotionRank);
  }
};

template <class Sink>
struct Context {
  const Position& pos;
  Color us;
  Color them;
  Square king;
  Bitboard ours;
  Bitboard theirs;
  Bitboard occupied;
  Bitboard origins;       // squares a generated move may start from
  Bitboard destinations;  // squares any generated move may end on
  Bitboard checkMask;     // squares a non-king move may end on (within destinations)
  Bitboard pinned;
  Sink& sink;
};

// The squares of `candidates` the opponent attacks, looked at with our king
// lifted off the board (so it cannot hide behind itself on a checking ray).
template <class Sink>
Bitboard attackedAmong(const Context<Sink>& c, Bitboard candidates) {
  const Position& pos = c.pos;
  const Bitboard occ = c.occupied ^ squareBit(c.king);
  const Bitboard queens = pos.pieces(c.them, Queen);
  const Bitboard diagonal = pos.pieces(c.them, Bishop) | queens;
  const Bitboard straight = pos.pieces(c.them, Rook) | queens;
  Bitboard attacked = 0;
  while (candidates) {
    const Square s = popLowest(candidates);
    const Bitboard aligned =
        (diagonal & attacks::bishopRays(s)) | (straight & attacks::rookRays(s));
    if ((attacks::knight(s) & pos.pieces(c.them, Knight)) ||
        (attacks::pawn(c.us, s) & pos.pieces(c.them, Pawn)) ||
        (attacks::king(s) & pos.pieces(c.them, King)) || attacks::openLines(s, aligned, occ))
      attacked |= squareBit(s);
  }
  return attacked;
}

// The opponent's pieces giving check (Laws 3.9) and our pinned pieces,
// from one look along the king's lines with the between table rather than
// magic lookups (the king has few enemy sliders on its lines): a slider
// with nothing between gives check; with exactly one of our pieces
// between, it pins that piece.
template <class Sink>
Bitboard checkersAndPins(Context<Sink>& c) {
  const Position& pos = c.pos;
  const Bitboard queens = pos.pieces(c.them, Queen);
  Bitboard aligned = ((pos.pieces(c.them, Bishop) | queens) & attacks::bishopRays(c.king)) |
                     ((pos.pieces(c.them, Rook) | queens) & attacks::rookRays(c.king));
  Bitboard checkers = (attacks::knight(c.king) & pos.pieces(c.them, Knight)) |
                      (attacks::pawn(c.us, c.king) & pos.pieces(c.them, Pawn)) |
                      (attacks::king(c.king) & pos.pieces(c.them, King));
  while (aligned) {
    const Square slider = popLowest(aligned);
    const Bitboard blockers = attacks::between(c.king, slider) & c.occupied;
    if (blockers == 0)
      checkers |= squareBit(slider);
    else if (!hasMoreThanOne(blockers) && (blockers & c.ours))
      c.pinned |= blockers;
  }
  return checkers;
}

// Laws 3.8.2: king and rook unmoved (the right), squares between them
// empty, the king not in check and not crossing or landing on an attacked square.
template <class Sink>
void addCastling(const Context<Sink>& c) {
  const std::uint8_t rights = c.pos.castlingRights();
  const Square from = c.king;
  if ((rights & kingSide(c.us)) && contains(c.destinations, offset(from, 2))) {
    const Square to = offset(from, 2);
    const Bitboard path = squareBit(offset(from, 1)) | squareBit(to);
    if (!(c.occupied & path) && !attackedAmong(c, path))
      c.sink.add(Move(from, to, MoveKind::Castling));
  }
  if ((rights & queenSide(c.us)) && contains(c.destinations, offset(from, -2))) {
    const Square to = offset(from, -2);
    const Bitboard kingPath = squareBit(offset(from, -1)) | squareBit(to);
    const Bitboard empty = kingPath | squareBit(offset(from, -3));
    if (!(c.occupied & empty) && !attackedAmong(c, kingPath))
      c.sink.add(Move(from, to, MoveKind::Castling));
  }
}

// Sliders move along their rays; a pinned one only along its pin line.
template <Bitboard (*Attacks)(Square, Bitboard), class Sink>
void addSliderMoves(const Context<Sink>& c, Bitboard sliders, Bitboard targets) {
  while (sliders) {
    const Square from = popLowest(sliders);
    Bitboard to = Attacks(from, c.occupied) & targets;
    if (contains(c.pinned, from)) to &= attacks::line(c.king, from);
    c.sink.addTargets(from, to);
  }
}

template <class Sink>
void addPieceMoves(const Context<Sink>& c) {
  const Position& pos = c.pos;
  const Bitboard targets = ~c.ours & c.checkMask;
  if (!targets) return;
  const Bitboard queens = pos.pieces(c.us, Queen);
  // A pinned knight never moves.
  const Bitboard knights = pos.pieces(c.us, Knight) & ~c.pinned & c.origins;
  const Bitboard diagonal = (pos.pieces(c.us, Bishop) | queens) & c.origins;
  const Bitboard straight = (pos.pieces(c.us, Rook) | queens) & c.origins;
  if (!hasMoreThanOne(targets)) {
    // One target square: the pieces that attack it are the ones that can go there.
    const Square to = lowestSquare(targets);
    const Bitboard aligned =
        (diagonal & attacks::bishopRays(to)) | (straight & attacks::rookRays(to));
    Bitboard movers = (knights & attacks::knight(to)) | attacks::openLines(to, aligned, c.occupied);
    while (movers) {
      const Square from = popLowest(movers);
      if (!contains(c.pinned, from) || contains(attacks::line(c.king, from), to))
        c.sink.add(Move(from, to));
    }
    return;
  }
  Bitboard knightsLeft = knights;
  while (knightsLeft) {
    const Square from = popLowest(knightsLeft);
    c.sink.addTargets(from, attacks::knight(from) & targets);
  }
  addSliderMoves<attacks::bishop>(c, diagonal, targets);
  addSliderMoves<attacks::rook>(c, straight, targets);
}

template <class Sink>
void addPawnMoves(const Context<Sink>& c) {
  const Position& pos = c.pos;
  const int up = forward(c.us);
  const Bitboard promotionRank = rankBits(relativeRank(c.us, 7));
  const Bitboard doubleRank = rankBits(relativeRank(c.us, 3));
  const Bitboard empty = ~c.occupied;
  const Bitboard pawns = pos.pieces(c.us, Pawn) & c.origins;

  const Bitboard free = pawns & ~c.pinned;
  const Bitboard single = shiftForward(c.us, free) & empty;
  const Bitboard twice = shiftForward(c.us, single) & empty & doubleRank;
  c.sink.addPawnSet(single & c.checkMask, up, promotionRank);
  c.sink.addPawnSet(twice & c.checkMask, 2 * up, 0);
  const Bitboard ahead = shiftForward(c.us, free);
  c.sink.addPawnSet(shiftEast(ahead) & c.theirs & c.checkMask, up + 1, promotionRank);
  c.sink.addPawnSet(shiftWest(ahead) & c.theirs & c.checkMask, up - 1, promotionRank);

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
        c.sink.addPromotions(from, target);
      else
        c.sink.add(Move(from, target));
    }
  }

  const Square ep = pos.enPassantSquare();
  if (ep == NoSquare || !contains(c.destinations, ep)) return;
  const Square victim = offset(ep, -up);
  Bitboard capturers = attacks::pawn(c.them, ep) & pawns;
  while (capturers) {
    const Square from = popLowest(capturers);
    const Bitboard occ = (c.occupied ^ squareBit(from) ^ squareBit(victim)) | squareBit(ep);
    if ((pos.attackersTo(c.king, occ) & c.theirs & ~squareBit(victim)) == 0)
      c.sink.add(Move(from, ep, MoveKind::EnPassant));
  }
}

template <class Sink>
void generate(const Position& pos, Bitboard origins, Bitboard destinations, Sink& sink) {
  const Color us = pos.sideToMove();
  Context<Sink> c{pos,
                  us,
                  ~us,
                  pos.kingSquare(us),
                  pos.pieces(us),
                  pos.pieces(~us),
                  pos.occupied(),
                  origins,
                  destinations,
                  destinations,
                  0,
                  sink};
  const Bitboard checkers = checkersAndPins(c);
  const bool kingMoves = contains(origins, c.king);
  if (kingMoves) {
    const Bitboard kingTargets = attacks::king(c.king) & ~c.ours & destinations;
    sink.addTargets(c.king, kingTargets & ~attackedAmong(c, kingTargets));
  }
  if (hasMoreThanOne(checkers)) return;  // double check: only the king moves
  if (checkers)
    c.checkMask &= attacks::between(c.king, lowestSquare(checkers)) | checkers;
  else if (kingMoves)
    addCastling(c);
  addPieceMoves(c);
  addPawnMoves(c);
}

}  // namespace

bool MoveList::contains(Move m) const { return std::find(begin(), end(), m) != end(); }

void generateLegalMoves(const Position& pos, MoveList& list) {
  ListSink sink{list};
  generate(pos, AllSquares, AllSquares, sink);
}

void generateLegalMovesTo(const Position& pos, Bitboard destinations, MoveList& list,
                          Bitboard origins) {
  ListSink sink{list};
  generate(pos, origins, destinations, sink);
}

// Sliders look along the small between table (attacks::openLines), as the
// generator does: the magic tables are often out of cache.
Bitboard piecesReaching(const Position& pos, PieceType type, Square to) {
  const Color us = pos.sideToMove();
  const Bitboard movers = pos.pieces(us, type);
  if (contains(pos.pieces(us), to)) return 0;
  switch (type) {
    case Pawn: {
      if (contains(pos.pieces(~us), to)) return attacks::pawn(~us, to) & movers;
      // A step ends on an empty square at least two ranks up (Laws 3.7.1);
      // the double step crosses an empty square from the second rank (3.7.2).
      const int rank = relativeRank(us, rankOf(to));
      if (rank < 2) return 0;
      const Square oneBack = offset(to, -forward(us));
      if (contains(movers, oneBack)) return squareBit(oneBack);
      if (rank != 3 || pos.pieceOn(oneBack) != NoPiece) return 0;
      return movers & squareBit(offset(oneBack, -forward(us)));
    }
    case Knight:
      return attacks::knight(to) & movers;
    case Bishop:
      return attacks::openLines(to, movers & attacks::bishopRays(to), pos.occupied());
    case Rook:
      return attacks::openLines(to, movers & attacks::rookRays(to), pos.occupied());
    case Queen:
      return attacks::openLines(to, movers & (attacks::bishopRays(to) | attacks::rookRays(to)),
                                pos.occupied());
    case King:
      return attacks::king(to) & movers;
    default:
      return 0;
  }
}

bool leavesKingSafe(const Position& pos, Move m) {
  const Color us = pos.sideToMove();
  const Color them = ~us;
  const Square from = m.from();
  const Square to = m.to();
  const Square king = typeOf(pos.pieceOn(from)) == King ? to : pos.kingSquare(us);
  // The board after the move: the mover on `to`, a piece captured there gone.
  const Bitboard occupied = (pos.occupied() ^ squareBit(from)) | squareBit(to);
  const Bitboard enemies = pos.pieces(them) & ~squareBit(to);
  const Bitboard queens = pos.pieces(them, Queen);
  const Bitboard aligned =
      (enemies & (pos.pieces(them, Bishop) | queens) & attacks::bishopRays(king)) |
      (enemies & (pos.pieces(them, Rook) | queens) & attacks::rookRays(king));
  return (attacks::knight(king) & enemies & pos.pieces(them, Knight)) == 0 &&
         (attacks::pawn(us, king) & enemies & pos.pieces(them, Pawn)) == 0 &&
         (attacks::king(king) & pos.pieces(them, King)) == 0 &&
         attacks::openLines(king, aligned, occupied) == 0;
}

std::size_t countLegalMoves(const Position& pos) {
  CountSink sink;
  generate(pos, AllSquares, AllSquares, sink);
  return sink.count;
}

MoveList legalMoves(const Position& pos) {
  MoveList list;
  generateLegalMoves(pos, list);
  return list;
}

bool isCheckmate(const Position& pos) { return pos.inCheck() && legalMoves(pos).empty(); }

bool isStalemate(const Position& pos) { return !pos.inCheck() && legalMoves(pos).empty(); }

}  // namespace chess
