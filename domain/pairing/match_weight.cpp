// SPDX-License-Identifier: MIT
#include "domain/pairing/match_weight.h"

#include <cassert>

namespace pairing {

void MatchWeight::addField(int offset, std::uint64_t value) {
  assert(offset >= 0 && offset + 64 <= Bits + 64);
  MatchWeight shifted;
  const int limb = offset / 64;
  const int bit = offset % 64;
  shifted.m_limb[limb] = value << bit;
  if (bit != 0 && limb + 1 < 4) shifted.m_limb[limb + 1] = value >> (64 - bit);
  *this += shifted;
}

MatchWeight& MatchWeight::operator+=(const MatchWeight& other) {
  std::uint64_t carry = 0;
  for (int i = 0; i < 4; ++i) {
    const std::uint64_t a = m_limb[i];
    const std::uint64_t sum = a + other.m_limb[i];
    const std::uint64_t total = sum + carry;
    carry = (sum < a ? 1 : 0) + (total < sum ? 1 : 0);
    m_limb[i] = total;
  }
  return *this;
}

MatchWeight& MatchWeight::operator-=(const MatchWeight& other) {
  std::uint64_t borrow = 0;
  for (int i = 0; i < 4; ++i) {
    const std::uint64_t a = m_limb[i];
    const std::uint64_t diff = a - other.m_limb[i];
    const std::uint64_t total = diff - borrow;
    borrow = (a < other.m_limb[i] ? 1 : 0) + (diff < borrow ? 1 : 0);
    m_limb[i] = total;
  }
  return *this;
}

MatchWeight MatchWeight::half() const {
  MatchWeight result;
  for (int i = 0; i < 4; ++i) {
    const std::uint64_t high = i + 1 < 4 ? m_limb[i + 1] << 63
                                         : (m_limb[3] >> 63) << 63;  // keep the sign
    result.m_limb[i] = (m_limb[i] >> 1) | high;
  }
  return result;
}

std::uint64_t MatchWeight::field(int offset, int width) const {
  const int limb = offset / 64;
  const int bit = offset % 64;
  std::uint64_t value = m_limb[limb] >> bit;
  if (bit != 0 && limb + 1 < 4) value |= m_limb[limb + 1] << (64 - bit);
  return width >= 64 ? value : value & ((std::uint64_t{1} << width) - 1);
}

std::strong_ordering operator<=>(const MatchWeight& a, const MatchWeight& b) {
  const auto signA = static_cast<std::int64_t>(a.m_limb[3]);
  const auto signB = static_cast<std::int64_t>(b.m_limb[3]);
  if (signA != signB) return signA <=> signB;
  for (int i = 2; i >= 0; --i)
    if (a.m_limb[i] != b.m_limb[i]) return a.m_limb[i] <=> b.m_limb[i];
  return std::strong_ordering::equal;
}

}  // namespace pairing
