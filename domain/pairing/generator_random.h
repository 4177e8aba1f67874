// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

namespace pairing {

// SplitMix64 (Steele, Lea, Flood 2014): one 64-bit output per call; used to
// seed the main generator. Same output on every platform and library.
class SplitMix64 {
public:
  explicit SplitMix64(std::uint64_t seed) : m_state(seed) {}
  std::uint64_t next();

private:
  std::uint64_t m_state;
};

// xoshiro256** (Blackman, Vigna 2018), seeded from SplitMix64. The
// generator's own random numbers: reproducible across compilers and
// standard libraries, unlike std::*_distribution.
class Xoshiro256 {
public:
  explicit Xoshiro256(std::uint64_t seed);
  std::uint64_t next();
  // A number in [0, 1) with 53 random bits.
  double unit();
  // An integer in [low, high] (inclusive; high >= low).
  int between(int low, int high);
  // True with probability percent / 100.
  bool chance(double percent) { return unit() * 100.0 < percent; }

private:
  std::uint64_t m_s[4];
};

}  // namespace pairing
