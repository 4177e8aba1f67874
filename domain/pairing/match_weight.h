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

  // Inline: the matching spends most of its time here.
  MatchWeight& operator+=(const MatchWeight& other) {
    unsigned char carry = 0;
    for (int i = 0; i < 4; ++i) {
      const std::uint64_t a = m_limb[i];
      const std::uint64_t sum = a + other.m_limb[i] + carry;
      carry = sum < a || (carry && sum == a) ? 1 : 0;
      m_limb[i] = sum;
    }
    return *this;
  }
  MatchWeight& operator-=(const MatchWeight& other) {
    unsigned char borrow = 0;
    for (int i = 0; i < 4; ++i) {
      const std::uint64_t a = m_limb[i];
      const std::uint64_t difference = a - other.m_limb[i] - borrow;
      borrow = a < other.m_limb[i] || (borrow && a == other.m_limb[i]) ? 1 : 0;
      m_limb[i] = difference;
    }
    return *this;
  }
  friend MatchWeight operator+(MatchWeight a, const MatchWeight& b) { return a += b; }
  friend MatchWeight operator-(MatchWeight a, const MatchWeight& b) { return a -= b; }
  // Arithmetic shift right by one bit (exact for even values).
  MatchWeight half() const;
  // The value of bits [offset, offset + width) (width <= 64).
  std::uint64_t field(int offset, int width) const;

  friend std::strong_ordering operator<=>(const MatchWeight& a, const MatchWeight& b) {
    const auto signA = static_cast<std::int64_t>(a.m_limb[3]);
    const auto signB = static_cast<std::int64_t>(b.m_limb[3]);
    if (signA != signB) return signA <=> signB;
    for (int i = 2; i >= 0; --i)
      if (a.m_limb[i] != b.m_limb[i]) return a.m_limb[i] <=> b.m_limb[i];
    return std::strong_ordering::equal;
  }
  friend bool operator==(const MatchWeight&, const MatchWeight&) = default;

private:
  std::array<std::uint64_t, 4> m_limb{};  // little-endian
};

}  // namespace pairing
