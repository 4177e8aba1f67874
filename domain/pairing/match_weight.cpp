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

MatchWeight MatchWeight::half() const {
  MatchWeight result;
  for (int i = 0; i < 4; ++i) {
    const std::uint64_t high =
        i + 1 < 4 ? m_limb[i + 1] << 63 : (m_limb[3] >> 63) << 63;  // keep the sign
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

}  // namespace pairing
