// SPDX-License-Identifier: MIT
#include "domain/chess/mate_patterns.h"

#include "domain/chess/attacks.h"
#include "domain/chess/bitboard.h"
#include "domain/chess/movegen.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <utility>

namespace chess {
namespace {

constexpr int Far = 64;

using Table = std::array<std::array<std::uint8_t, 64>, 64>;

// Knight moves between two squares on an empty board (breadth-first).
Table knightDistances() {
  Table table{};
  for (int from = 0; from < 64; ++from) {
    auto& row = table[static_cast<std::size_t>(from)];
    row.fill(Far);
    row[static_cast<std::size_t>(from)] = 0;
    std::array<Square, 64> queue{};
    std::size_t head = 0;
    std::size_t tail = 0;
    queue[tail++] = static_cast<Square>(from);
    while (head < tail) {
      const Square s = queue[head++];
      Bitboard next = attacks::knight(s);
      while (next) {
        const Square t = popLowest(next);
        if (row[t] != Far) continue;
        row[t] = static_cast<std::uint8_t>(row[s] + 1);
        queue[tail++] = t;
      }
    }
  }
  return table;
}

bool sameColourSquares(Square a, Square b) {
  return ((fileOf(a) + rankOf(a)) & 1) == ((fileOf(b) + rankOf(b)) & 1);
}

// Moves a piece of kind `type` needs from `from` to `to` on an empty board.
int pieceDistance(PieceType type, Square from, Square to) {
  static const Table knight = knightDistances();
  if (from == to) return 0;
  const int files = std::abs(fileOf(from) - fileOf(to));
  const int ranks = std::abs(rankOf(from) - rankOf(to));
  switch (type) {
    case Knight:
      return knight[from][to];
    case Bishop:
      return !sameColourSquares(from, to) ? Far : files == ranks ? 1 : 2;
    case Rook:
      return files == 0 || ranks == 0 ? 1 : 2;
    case Queen:
      return files == 0 || ranks == 0 || files == ranks ? 1 : 2;
    default:
      return std::max(files, ranks);  // king
  }
}

// The pieces of `pos` as a pattern-shaped list: the loser's king apart,
// every other piece (at most four are listed).
MatePattern piecesOf(const Position& pos, Color winner) {
  MatePattern pieces;
  pieces.loserKing = pos.kingSquare(~winner);
  Bitboard others = pos.occupied() & ~squareBit(pieces.loserKing);
  while (others && pieces.pieceCount < 4) {
    const Square s = popLowest(others);
    pieces.pieces[static_cast<std::size_t>(pieces.pieceCount)] = pos.pieceOn(s);
    pieces.squares[static_cast<std::size_t>(pieces.pieceCount++)] = s;
  }
  return pieces;
}

// Moves from `now` to `pattern`, pieces of one colour and kind taking each
// other's targets in the cheapest way (at most 4! orders are tried).
int distance(const MatePattern& now, const MatePattern& pattern) {
  std::array<std::size_t, 4> order{};
  std::iota(order.begin(), order.end(), std::size_t{0});
  const auto count = static_cast<std::size_t>(now.pieceCount);
  const int king = pieceDistance(King, now.loserKing, pattern.loserKing);
  int best = Far * 8;
  do {
    int total = king;
    for (std::size_t i = 0; i < count && total < best; ++i) {
      const std::size_t slot = order[i];
      total += now.pieces[i] != pattern.pieces[slot]
                   ? Far * 8
                   : pieceDistance(typeOf(now.pieces[i]), now.squares[i], pattern.squares[slot]);
    }
    best = std::min(best, total);
  } while (
      std::next_permutation(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(count)));
  return best;
}

// Every placement of `pieces` in the 4x4 box of `corner` that mates the
// loser's king standing on the corner, the loser to move (Laws 5.1.1).
void collectMates(Color winner, Square corner, const MatePattern& pieces,
                  std::vector<MatePattern>& out) {
  Bitboard box = 0;
  for (int s = 0; s < 64; ++s) {
    const auto square = static_cast<Square>(s);
    if (std::abs(fileOf(square) - fileOf(corner)) <= 3 &&
        std::abs(rankOf(square) - rankOf(corner)) <= 3)
      box |= squareBit(square);
  }
  box &= ~squareBit(corner);
  std::array<Square, 16> squares{};
  std::size_t boxSize = 0;
  while (box) squares[boxSize++] = popLowest(box);
  const auto count = static_cast<std::size_t>(pieces.pieceCount);
  std::array<std::size_t, 4> index{};
  for (;;) {
    MatePattern pattern = pieces;
    pattern.loserKing = corner;
    Bitboard used = squareBit(corner);
    bool placeable = true;
    for (std::size_t i = 0; i < count && placeable; ++i) {
      const Square s = squares[index[i]];
      // A bishop keeps its square colour.
      placeable = !contains(used, s) &&
                  (typeOf(pieces.pieces[i]) != Bishop || sameColourSquares(s, pieces.squares[i]));
      used |= squareBit(s);
      pattern.squares[i] = s;
    }
    if (placeable) {
      Position picture;
      picture.put(makePiece(~winner, King), corner);
      for (std::size_t i = 0; i < count; ++i) picture.put(pieces.pieces[i], pattern.squares[i]);
      picture.setSideToMove(~winner);
      picture.refreshKey();
      // Legal only if the winner, not to move, is not in check (kings apart).
      const bool legal = !picture.isAttacked(picture.kingSquare(winner), ~winner);
      if (legal && isCheckmate(picture)) out.push_back(pattern);
    }
    std::size_t i = 0;
    while (i < count && ++index[i] == boxSize) index[i++] = 0;
    if (i == count) break;
  }
}

}  // namespace

std::vector<MatePattern> matePatterns(const Position& pos, Color winner, std::size_t maxPatterns) {
  std::vector<MatePattern> patterns;
  const MatePattern pieces = piecesOf(pos, winner);
  if (pos.pieces(Pawn) != 0 || popCount(pos.occupied()) > 5 || popCount(pos.pieces(winner)) < 2)
    return patterns;
  for (Square corner : {A1, H1, A8, H8}) collectMates(winner, corner, pieces, patterns);
  std::vector<std::pair<int, std::size_t>> nearest;
  for (std::size_t i = 0; i < patterns.size(); ++i)
    nearest.emplace_back(distance(pieces, patterns[i]), i);
  std::stable_sort(nearest.begin(), nearest.end());
  std::vector<MatePattern> kept;
  for (std::size_t i = 0; i < nearest.size() && kept.size() < maxPatterns; ++i)
    kept.push_back(patterns[nearest[i].second]);
  return kept;
}

int movesToNearestPattern(const Position& pos, Color winner,
                          const std::vector<MatePattern>& patterns) {
  const MatePattern now = piecesOf(pos, winner);
  int best = Far * 8;
  for (const MatePattern& pattern : patterns) best = std::min(best, distance(now, pattern));
  return best;
}

}  // namespace chess
