// SPDX-License-Identifier: MIT
// Attack tables: leaper attacks and the squares between two squares are
// computed at compile time; slider attacks use "fancy" magic bitboards
// (one multiply and shift into a shared table per square; the multipliers
// are constants), filled once by
// attacks::initialize(), which every way of making a Position calls.
#pragma once

#include "domain/chess/bitboard.h"
#include "domain/chess/types.h"

#include <array>

namespace chess::attacks {

namespace detail {

constexpr Bitboard stepTargets(Square s, const int (&steps)[8][2]) {
  Bitboard b = 0;
  for (const auto& step : steps) {
    const int f = fileOf(s) + step[0];
    const int r = rankOf(s) + step[1];
    if (isOnBoard(f, r)) b |= squareBit(makeSquare(f, r));
  }
  return b;
}

constexpr int KnightSteps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                   {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr int KingSteps[8][2] = {{1, 0},  {1, 1},   {0, 1},  {-1, 1},
                                 {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

template <const int (&Steps)[8][2]>
constexpr std::array<Bitboard, 64> leaperTable() {
  std::array<Bitboard, 64> table{};
  for (int s = 0; s < 64; ++s) table[s] = stepTargets(static_cast<Square>(s), Steps);
  return table;
}

constexpr std::array<std::array<Bitboard, 64>, 2> pawnTable() {
  std::array<std::array<Bitboard, 64>, 2> table{};
  for (int s = 0; s < 64; ++s) {
    const Bitboard b = squareBit(static_cast<Square>(s));
    table[0][s] = shiftNorth(shiftEast(b) | shiftWest(b));
    table[1][s] = shiftSouth(shiftEast(b) | shiftWest(b));
  }
  return table;
}

// Squares strictly between a and b when they share a line, else empty (both
// tables), and the whole line through a and b (Line only).
struct RayTables {
  std::array<std::array<Bitboard, 64>, 64> between{};
  std::array<std::array<Bitboard, 64>, 64> line{};
};

constexpr RayTables rayTables() {
  RayTables t{};
  for (int a = 0; a < 64; ++a) {
    for (const auto& step : KingSteps) {
      Bitboard path = 0;
      Bitboard full = squareBit(static_cast<Square>(a));
      for (int dir = -1; dir <= 1; dir += 2) {
        int f = fileOf(static_cast<Square>(a)) + dir * step[0];
        int r = rankOf(static_cast<Square>(a)) + dir * step[1];
        while (isOnBoard(f, r)) {
          full |= squareBit(makeSquare(f, r));
          f += dir * step[0];
          r += dir * step[1];
        }
      }
      int f = fileOf(static_cast<Square>(a)) + step[0];
      int r = rankOf(static_cast<Square>(a)) + step[1];
      while (isOnBoard(f, r)) {
        const Square b = makeSquare(f, r);
        t.between[a][b] = path;
        t.line[a][b] = full;
        path |= squareBit(b);
        f += step[0];
        r += step[1];
      }
    }
  }
  return t;
}

// A slider's rays from each square on an empty board.
template <int FirstStep>
constexpr std::array<Bitboard, 64> emptyBoardRays() {
  std::array<Bitboard, 64> table{};
  for (int s = 0; s < 64; ++s) {
    for (int i = FirstStep; i < 8; i += 2) {
      int f = fileOf(static_cast<Square>(s)) + KingSteps[i][0];
      int r = rankOf(static_cast<Square>(s)) + KingSteps[i][1];
      while (isOnBoard(f, r)) {
        table[s] |= squareBit(makeSquare(f, r));
        f += KingSteps[i][0];
        r += KingSteps[i][1];
      }
    }
  }
  return table;
}

inline constexpr std::array<Bitboard, 64> Knight = leaperTable<KnightSteps>();
inline constexpr std::array<Bitboard, 64> King = leaperTable<KingSteps>();
inline constexpr std::array<std::array<Bitboard, 64>, 2> Pawn = pawnTable();
inline constexpr RayTables Rays = rayTables();
inline constexpr std::array<Bitboard, 64> RookRays = emptyBoardRays<0>();    // KingSteps 0, 2, 4, 6
inline constexpr std::array<Bitboard, 64> BishopRays = emptyBoardRays<1>();  // KingSteps 1, 3, 5, 7

// One square's magic: attacks(occ) = table[((occ & mask) * magic) >> shift].
struct Magic {
  Bitboard mask = 0;
  Bitboard magic = 0;
  const Bitboard* table = nullptr;
  unsigned shift = 0;

  Bitboard index(Bitboard occupied) const { return ((occupied & mask) * magic) >> shift; }
};

extern Magic RookMagics[64];
extern Magic BishopMagics[64];

}  // namespace detail

// Builds the slider tables once; later calls return at once. Thread-safe.
void initialize();

constexpr Bitboard knight(Square s) { return detail::Knight[s]; }
constexpr Bitboard king(Square s) { return detail::King[s]; }
// Squares a pawn of colour `c` on `s` attacks (captures on).
constexpr Bitboard pawn(Color c, Square s) { return detail::Pawn[index(c)][s]; }

inline Bitboard rook(Square s, Bitboard occupied) {
  const detail::Magic& m = detail::RookMagics[s];
  return m.table[m.index(occupied)];
}
inline Bitboard bishop(Square s, Bitboard occupied) {
  const detail::Magic& m = detail::BishopMagics[s];
  return m.table[m.index(occupied)];
}
inline Bitboard queen(Square s, Bitboard occupied) {
  return rook(s, occupied) | bishop(s, occupied);
}

// Squares strictly between a and b if they share a rank, file or diagonal; else empty.
constexpr Bitboard between(Square a, Square b) { return detail::Rays.between[a][b]; }
// The whole line (edge to edge) through a and b if they share one; else empty.
constexpr Bitboard line(Square a, Square b) { return detail::Rays.line[a][b]; }

// A rook's or a bishop's squares from `s` on an empty board.
constexpr Bitboard rookRays(Square s) { return detail::RookRays[s]; }
constexpr Bitboard bishopRays(Square s) { return detail::BishopRays[s]; }

// The sliders among `aligned` (pieces on the right kind of ray of `target`,
// e.g. bishops & bishopRays(target)) with nothing of `occupied` between
// them and `target`: they attack it. Equal to rook/bishop(target, occupied)
// & aligned, but it reads only the small between table, which stays in
// cache where the magic tables often do not; good when few pieces are aligned.
constexpr Bitboard openLines(Square target, Bitboard aligned, Bitboard occupied) {
  Bitboard open = 0;
  while (aligned) {
    const Square s = popLowest(aligned);
    if ((between(s, target) & occupied) == 0) open |= squareBit(s);
  }
  return open;
}

}  // namespace chess::attacks
