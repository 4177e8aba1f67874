// SPDX-License-Identifier: MIT
// The matchings against exhaustive search on small random graphs.
// TightMatchings: after each accepted constraint, a question is answered
// yes exactly when some maximum-weight matching of the whole graph obeys
// every constraint so far and the new one.
#include "domain/pairing/cardinality_matching.h"
#include "domain/pairing/tight_matchings.h"
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

// Every matching of the graph (mate per vertex, -1 single), by trying
// every choice for the lowest undecided vertex.
void allMatchings(int n, const std::vector<std::vector<int>>& weight, std::vector<int>& mate,
                  int from, const std::function<void(const std::vector<int>&)>& visit) {
  while (from < n && mate[from] != -2) ++from;
  if (from >= n) {
    visit(mate);
    return;
  }
  mate[from] = -1;
  allMatchings(n, weight, mate, from + 1, visit);
  for (int v = from + 1; v < n; ++v) {
    if (mate[v] != -2 || weight[from][v] < 0) continue;
    mate[from] = v;
    mate[v] = from;
    allMatchings(n, weight, mate, from + 1, visit);
    mate[v] = -2;
  }
  mate[from] = -2;
}

}  // namespace

// The optimum against exhaustive search, and its certificate: the dual
// objective is twice the optimum (strong duality), and the best matching
// that contains an edge, found by exhaustive search, never weighs more
// than the bound its slack gives.
TEST(WeightedMatching, EqualsExhaustiveSearchAndCertifiesItOnRandomGraphs) {
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
    const std::uint64_t optimum = bruteForce(n, weight, used);
    EXPECT_EQ(total, optimum) << "trial " << trial;
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
    const auto mate = maximumCardinalityMatching(n, [&](int u, int v) { return weight[u][v] > 0; });
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

TEST(TightMatchings, AnswersLikeExhaustiveSearchOnRandomBipartiteGraphs) {
  std::mt19937 random(30112026);
  int yes = 0;
  int no = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const int left = 1 + static_cast<int>(random() % 5);
    const int n = left + 1 + static_cast<int>(random() % 5);
    std::vector<std::vector<int>> weight(n, std::vector<int>(n, -1));
    std::vector<WeightedEdge> edges;
    // Few distinct weights, so that many matchings tie for the maximum.
    for (int u = 0; u < left; ++u)
      for (int v = left; v < n; ++v)
        if (random() % 4 != 0) {
          weight[u][v] = weight[v][u] = static_cast<int>(random() % 3) + 1;
          edges.push_back({u, v, weightOf(static_cast<std::uint64_t>(weight[u][v]))});
        }
    std::vector<std::vector<int>> optima;
    int best = -1;
    std::vector<int> mate(n, -2);
    allMatchings(n, weight, mate, 0, [&](const std::vector<int>& m) {
      int total = 0;
      for (int v = 0; v < n; ++v)
        if (m[v] > v) total += weight[v][m[v]];
      if (total > best) {
        best = total;
        optima.clear();
      }
      if (total == best) optima.push_back(m);
    });
    auto tight = TightMatchings::of(n, edges, maximumWeightMatching(n, edges));
    ASSERT_TRUE(tight) << "trial " << trial;
    std::vector<std::pair<int, int>> fixed;  // (u, v), v = -1: u single
    auto obeys = [&](const std::vector<int>& m, const std::vector<std::pair<int, int>>& rules) {
      for (const auto& [u, v] : rules)
        if (m[u] != v) return false;
      return true;
    };
    std::vector<bool> decided(n, false);
    for (int question = 0; question < 6; ++question) {
      const int u = static_cast<int>(random() % n);
      const int v = random() % 3 == 0 ? -1 : static_cast<int>(random() % n);
      if (decided[u] || (v >= 0 && (v == u || decided[v]))) continue;
      auto rules = fixed;
      rules.emplace_back(u, v);
      if (v >= 0) rules.emplace_back(v, u);
      bool expected = false;
      for (const auto& m : optima) expected = expected || obeys(m, rules);
      const bool answer = v >= 0 ? tight->pair(u, v) : tight->leaveSingle(u);
      ASSERT_EQ(answer, expected) << "trial " << trial << " question " << question << ": " << u
                                  << (v >= 0 ? " with " + std::to_string(v) : " single");
      (answer ? yes : no)++;
      if (answer) {
        fixed = rules;
        decided[u] = true;
        if (v >= 0) decided[v] = true;
      }
    }
  }
  // Both answers were asked often enough to mean something.
  EXPECT_GT(yes, 300);
  EXPECT_GT(no, 300);
}

// A triangle of equal weights has an odd cycle of tight edges: refused.
TEST(TightMatchings, RefusesAnOddCycleOfTightEdges) {
  const std::vector<WeightedEdge> edges{
      {0, 1, weightOf(5)}, {1, 2, weightOf(5)}, {0, 2, weightOf(5)}};
  EXPECT_FALSE(TightMatchings::of(3, edges, maximumWeightMatching(3, edges)));
}
