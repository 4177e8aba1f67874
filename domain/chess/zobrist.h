// SPDX-License-Identifier: MIT
// Zobrist hashing: one random 64-bit number per (piece, square), per
// castling-rights set, per en-passant file and for Black to move. A
// position's key is the XOR of the numbers of its features; it is updated
// incrementally by Position::play. The numbers come from splitmix64 with a
// fixed seed, computed at compile time, so keys are stable across runs.
#pragma once

#include "domain/chess/types.h"

#include <array>
#include <cstdint>

namespace chess::zobrist {

using Key = std::uint64_t;

namespace detail {

constexpr Key splitmix64(Key& state) {
  Key z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

struct Tables {
  std::array<std::array<Key, 64>, 16> piece{};  // indexed by Piece, then Square
  std::array<Key, 16> castling{};              // indexed by the rights mask
  std::array<Key, 8> enPassantFile{};
  Key blackToMove = 0;
};

constexpr Tables makeTables() {
  Tables t{};
  Key state = 0x4172626974657221ULL;
  for (auto& squares : t.piece)
    for (auto& key : squares) key = splitmix64(state);
  // Castling keys are XORs of one key per right, so each right counts alone.
  Key single[4] = {splitmix64(state), splitmix64(state), splitmix64(state), splitmix64(state)};
  for (int mask = 0; mask < 16; ++mask)
    for (int bit = 0; bit < 4; ++bit)
      if (mask & (1 << bit)) t.castling[mask] ^= single[bit];
  for (auto& key : t.enPassantFile) key = splitmix64(state);
  t.blackToMove = splitmix64(state);
  return t;
}

inline constexpr Tables Keys = makeTables();

}  // namespace detail

constexpr Key piece(Piece p, Square s) { return detail::Keys.piece[p][s]; }
constexpr Key castling(std::uint8_t rights) { return detail::Keys.castling[rights]; }
constexpr Key enPassantFile(int file) { return detail::Keys.enPassantFile[file]; }
constexpr Key blackToMove() { return detail::Keys.blackToMove; }

}  // namespace chess::zobrist
