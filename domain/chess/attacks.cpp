// SPDX-License-Identifier: MIT
#include "domain/chess/attacks.h"

#include <mutex>
#include <vector>

namespace chess::attacks {
namespace detail {

Magic RookMagics[64];
Magic BishopMagics[64];

}  // namespace detail

namespace {

constexpr int RookDirections[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BishopDirections[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// Slider attacks by walking the rays: the reference the magics must reproduce.
Bitboard slidingAttacks(Square s, Bitboard occupied, const int (&directions)[4][2]) {
  Bitboard attacks = 0;
  for (const auto& d : directions) {
    int f = fileOf(s) + d[0];
    int r = rankOf(s) + d[1];
    while (isOnBoard(f, r)) {
      const Square t = makeSquare(f, r);
      attacks |= squareBit(t);
      if (contains(occupied, t)) break;
      f += d[0];
      r += d[1];
    }
  }
  return attacks;
}

// The squares whose occupancy matters: the rays without their last square.
Bitboard relevantMask(Square s, const int (&directions)[4][2]) {
  const Bitboard edges = ((Rank1Bits | Rank8Bits) & ~rankBits(rankOf(s))) |
                         ((FileABits | FileHBits) & ~fileBits(fileOf(s)));
  return slidingAttacks(s, 0, directions) & ~edges;
}

// xorshift64* (Vigna): a fixed seed makes the search deterministic.
class Random {
public:
  explicit Random(std::uint64_t seed) : m_state(seed) {}
  std::uint64_t next() {
    m_state ^= m_state >> 12;
    m_state ^= m_state << 25;
    m_state ^= m_state >> 27;
    return m_state * 2685821657736338717ULL;
  }
  std::uint64_t sparse() { return next() & next() & next(); }

private:
  std::uint64_t m_state;
};

void buildMagics(detail::Magic (&magics)[64], std::vector<Bitboard>& storage,
                 const int (&directions)[4][2]) {
  std::size_t total = 0;
  for (int s = 0; s < 64; ++s)
    total += std::size_t{1} << popCount(relevantMask(static_cast<Square>(s), directions));
  storage.assign(total, 0);

  Random random(0x9E3779B97F4A7C15ULL);
  std::vector<Bitboard> occupancies;
  std::vector<Bitboard> reference;
  std::vector<unsigned> stamp;
  std::size_t offsetInStorage = 0;
  for (int sq = 0; sq < 64; ++sq) {
    const Square s = static_cast<Square>(sq);
    detail::Magic& m = magics[sq];
    m.mask = relevantMask(s, directions);
    m.shift = 64 - static_cast<unsigned>(popCount(m.mask));
    occupancies.clear();
    reference.clear();
    Bitboard subset = 0;
    do {  // Carry-Rippler: every subset of the mask
      occupancies.push_back(subset);
      reference.push_back(slidingAttacks(s, subset, directions));
      subset = (subset - m.mask) & m.mask;
    } while (subset != 0);

    Bitboard* table = storage.data() + offsetInStorage;
    stamp.assign(occupancies.size(), 0);
    for (unsigned attempt = 1;; ++attempt) {
      do {
        m.magic = random.sparse();
      } while (popCount((m.mask * m.magic) >> 56) < 6);
      bool ok = true;
      for (std::size_t i = 0; ok && i < occupancies.size(); ++i) {
        const auto idx = m.index(occupancies[i]);
        if (stamp[idx] != attempt) {
          stamp[idx] = attempt;
          table[idx] = reference[i];
        } else if (table[idx] != reference[i]) {
          ok = false;
        }
      }
      if (ok) break;
    }
    m.table = table;
    offsetInStorage += occupancies.size();
  }
}

std::vector<Bitboard> RookStorage;
std::vector<Bitboard> BishopStorage;

}  // namespace

void initialize() {
  static std::once_flag once;
  std::call_once(once, [] {
    buildMagics(detail::RookMagics, RookStorage, RookDirections);
    buildMagics(detail::BishopMagics, BishopStorage, BishopDirections);
  });
}

}  // namespace chess::attacks
