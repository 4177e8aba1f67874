// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <compare>
#include <cstdint>

namespace pairing {

// A 256-bit two's-complement integer: the edge weights of the pairing
// matching pack one bit field per criterion (the most important highest),
// so comparing weights compares the criteria lexicographically. Addition,
// subtraction, comparison and halving are all the matching needs.
class MatchWeight {
public:
  static constexpr int Bits = 256;

  constexpr MatchWeight() = default;

  // Adds `value` shifted left by `offset` bits (offset + 64 <= Bits).
  void addField(int offset, std::uint64_t value);

  MatchWeight& operator+=(const MatchWeight& other);
  MatchWeight& operator-=(const MatchWeight& other);
  friend MatchWeight operator+(MatchWeight a, const MatchWeight& b) { return a += b; }
  friend MatchWeight operator-(MatchWeight a, const MatchWeight& b) { return a -= b; }
  // Arithmetic shift right by one bit (exact for even values).
  MatchWeight half() const;
  // The value of bits [offset, offset + width) (width <= 64).
  std::uint64_t field(int offset, int width) const;

  friend std::strong_ordering operator<=>(const MatchWeight& a, const MatchWeight& b);
  friend bool operator==(const MatchWeight&, const MatchWeight&) = default;

private:
  std::array<std::uint64_t, 4> m_limb{};  // little-endian
};

}  // namespace pairing
