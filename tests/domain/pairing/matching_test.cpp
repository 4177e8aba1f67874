// SPDX-License-Identifier: MIT
// The matchings against exhaustive search on small random graphs.
#include "domain/pairing/cardinality_matching.h"
#include "domain/pairing/weighted_matching.h"

#include <gtest/gtest.h>

#include <functional>
#include <random>

using namespace pairing;

namespace {

MatchWeight weightOf(std::uint64_t value) {
  MatchWeight w;
  w.addField(0, value);
  return w;
}

// The best total weight of any matching, by trying every choice for the
// lowest unmatched vertex (leave it single, or match it to a neighbour).
std::uint64_t bruteForce(int n, const std::vector<std::vector<int>>& weight,
                         std::vector<bool>& used, int from = 0) {
  while (from < n && used[from]) ++from;
  if (from >= n) return 0;
  used[from] = true;
  std::uint64_t best = bruteForce(n, weight, used, from + 1);
  for (int v = from + 1; v < n; ++v) {
    if (used[v] || weight[from][v] < 0) continue;
    used[v] = true;
    best = std::max(best, weight[from][v] + bruteForce(n, weight, used, from + 1));
    used[v] = false;
  }
  used[from] = false;
  return best;
}

}  // namespace

TEST(WeightedMatching, EqualsExhaustiveSearchOnRandomGraphs) {
  std::mt19937 random(20260201);
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 2 + static_cast<int>(random() % 9);
    std::vector<std::vector<int>> weight(n, std::vector<int>(n, -1));
    std::vector<WeightedEdge> edges;
    for (int u = 0; u < n; ++u)
      for (int v = u + 1; v < n; ++v)
        if (random() % 3 != 0) {
          weight[u][v] = weight[v][u] = static_cast<int>(random() % 20);
          edges.push_back({u, v, weightOf(weight[u][v])});
        }
    const WeightedMatching matching = maximumWeightMatching(n, edges);
    const auto& mate = matching.mate;
    std::uint64_t total = 0;
    for (int v = 0; v < n; ++v) {
      if (mate[v] < 0) continue;
      ASSERT_EQ(mate[mate[v]], v);
      ASSERT_GE(weight[v][mate[v]], 0);
      if (v < mate[v]) total += weight[v][mate[v]];
    }
    std::vector<bool> used(n, false);
    EXPECT_EQ(total, bruteForce(n, weight, used)) << "trial " << trial;
  }
}

// The certificate: the dual objective is twice the optimum (strong
// duality), and the best matching that contains an edge, found by
// exhaustive search, never weighs more than the bound its slack gives.
TEST(WeightedMatching, DualCertificateBoundsEveryMatchingThroughAnEdge) {
  std::mt19937 random(20261130);
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 2 + static_cast<int>(random() % 9);
    std::vector<std::vector<int>> weight(n, std::vector<int>(n, -1));
    std::vector<WeightedEdge> edges;
    for (int u = 0; u < n; ++u)
      for (int v = u + 1; v < n; ++v)
        if (random() % 3 != 0) {
          weight[u][v] = weight[v][u] = static_cast<int>(random() % 20);
          edges.push_back({u, v, weightOf(weight[u][v])});
        }
    const WeightedMatching matching = maximumWeightMatching(n, edges);
    std::vector<bool> used(n, false);
    const std::uint64_t optimum = bruteForce(n, weight, used);
    EXPECT_EQ(matching.dualObjective, weightOf(2 * optimum)) << "trial " << trial;
    ASSERT_EQ(matching.slack.size(), edges.size());
    for (std::size_t k = 0; k < edges.size(); ++k) {
      const auto [u, v, w] = edges[k];
      ASSERT_GE(matching.slack[k], MatchWeight{});
      used[u] = used[v] = true;
      const std::uint64_t through = weight[u][v] + bruteForce(n, weight, used);
      used[u] = used[v] = false;
      EXPECT_LE(weightOf(2 * through) + matching.slack[k], matching.dualObjective)
          << "trial " << trial << " edge " << u << "-" << v;
    }
  }
}

TEST(CardinalityMatching, EqualsExhaustiveSearchOnRandomGraphs) {
  std::mt19937 random(4000);
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 2 + static_cast<int>(random() % 10);
    std::vector<std::vector<int>> weight(n, std::vector<int>(n, -1));
    for (int u = 0; u < n; ++u)
      for (int v = u + 1; v < n; ++v)
        if (random() % 2 == 0) weight[u][v] = weight[v][u] = 1;
    const auto mate =
        maximumCardinalityMatching(n, [&](int u, int v) { return weight[u][v] > 0; });
    std::uint64_t pairs = 0;
    for (int v = 0; v < n; ++v)
      if (mate[v] > v) {
        ASSERT_EQ(weight[v][mate[v]], 1);
        ++pairs;
      }
    std::vector<bool> used(n, false);
    EXPECT_EQ(pairs, bruteForce(n, weight, used)) << "trial " << trial;
  }
}

// Weights are compared field by field: a higher field outweighs any lower one.
TEST(MatchWeight, HigherFieldOutweighsEveryLowerField) {
  MatchWeight high;
  high.addField(200, 1);
  MatchWeight low;
  low.addField(0, ~std::uint64_t{0});
  low.addField(130, ~std::uint64_t{0});
  EXPECT_GT(high, low);
  EXPECT_EQ((high + low - low), high);
  EXPECT_EQ((high + high).half(), high);
  EXPECT_EQ(low.field(130, 64), ~std::uint64_t{0});
}

// The 256-bit weights against 128-bit arithmetic done by the compiler:
// sums and differences that carry and borrow across the 64-bit limbs.
__extension__ using Wide = unsigned __int128;  // GCC's, outside ISO C++

TEST(MatchWeight, CarriesAndBorrowsLikeWideIntegers) {
  std::mt19937_64 random(256);
  auto split = [](Wide value) {
    MatchWeight w;
    w.addField(0, static_cast<std::uint64_t>(value));
    w.addField(64, static_cast<std::uint64_t>(value >> 64));
    return w;
  };
  for (int trial = 0; trial < 2000; ++trial) {
    // Values below 2^126, often with all-ones limbs to force carries.
    auto draw = [&] {
      const std::uint64_t low = trial % 3 == 0 ? ~std::uint64_t{0} : random();
      const std::uint64_t high = (trial % 5 == 0 ? ~std::uint64_t{0} : random()) >> 2;
      return (static_cast<Wide>(high) << 64) | low;
    };
    const Wide a = draw();
    const Wide b = draw();
    EXPECT_EQ(split(a) + split(b), split(a + b)) << "trial " << trial;
    const Wide larger = a > b ? a : b;
    const Wide smaller = a > b ? b : a;
    EXPECT_EQ(split(larger) - split(smaller), split(larger - smaller)) << "trial " << trial;
    EXPECT_EQ(split(a) <=> split(b), a <=> b) << "trial " << trial;
    EXPECT_LT(split(smaller) - split(larger) - split(1), MatchWeight{}) << "trial " << trial;
  }
}
