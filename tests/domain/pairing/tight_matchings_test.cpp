// SPDX-License-Identifier: MIT
// TightMatchings against exhaustive search: after each accepted
// constraint, a question is answered yes exactly when some maximum-weight
// matching of the whole graph obeys every constraint so far and the new
// one.
#include "domain/pairing/tight_matchings.h"

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
  const std::vector<WeightedEdge> edges{{0, 1, weightOf(5)}, {1, 2, weightOf(5)}, {0, 2, weightOf(5)}};
  EXPECT_FALSE(TightMatchings::of(3, edges, maximumWeightMatching(3, edges)));
}
